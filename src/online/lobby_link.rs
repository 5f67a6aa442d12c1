//! The link to the server while the lobby is open: a thread that owns the connection,
//! posts each message of the server's to the lobby through the loop's inbox, sends the
//! lobby's requests, and reconnects by itself. When the server sends a game whose
//! board opens, the thread stops reading (that game's news waits on the connection
//! for the board) and, once the lobby has closed, hands back the connection and the
//! game.

use super::connection::{Connection, Read};
use super::link::Reconnect;
use crate::lobby::{LobbyMessage, opens_board};
use crate::shell::{Mailbox, News, Tell};
use connect4_protocol::{GameSnapshot, ServerMessage};
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
use std::thread::{self, JoinHandle};
use std::time::Duration;

/// The longest wait between two tries to reconnect.
const MAX_BACKOFF: Duration = Duration::from_secs(3);

/// What the lobby's link hands back when the lobby has closed.
pub struct LobbyEnd {
    /// The connection, if it is up.
    pub connection: Option<Connection>,
    /// The game whose board opens next, if one does.
    pub game: Option<GameSnapshot>,
}

/// Starts the lobby's link; the sender takes the lobby's requests. The thread ends
/// once the sender is dropped (the lobby closed) or the loop has gone.
pub fn spawn_lobby_link(
    connection: Connection,
    mailbox: Mailbox<LobbyMessage>,
    reconnect: Reconnect,
) -> (Sender<Tell>, JoinHandle<LobbyEnd>) {
    let (said, requests) = channel();
    let link = LobbyLink {
        connection: Some(connection),
        mailbox,
        reconnect,
        game: None,
    };
    let thread = thread::Builder::new()
        .name("lobby link".into())
        .spawn(move || link.run(requests))
        .expect("a thread can be started");
    (said, thread)
}

struct LobbyLink {
    connection: Option<Connection>,
    mailbox: Mailbox<LobbyMessage>,
    reconnect: Reconnect,
    game: Option<GameSnapshot>,
}

impl LobbyLink {
    fn run(mut self, requests: Receiver<Tell>) -> LobbyEnd {
        self.serve(&requests);
        // The lobby closes on the game it was sent; wait for that before handing over.
        while self.game.is_some() && requests.recv().is_ok() {}
        LobbyEnd {
            connection: self.connection,
            game: self.game,
        }
    }

    /// Carries news both ways until the lobby closes or a game's board opens.
    fn serve(&mut self, requests: &Receiver<Tell>) {
        while self.game.is_none() {
            let Some(connection) = self.connection.as_mut() else {
                if !self.reconnect() {
                    return;
                }
                continue;
            };
            let mut sent = Ok(());
            loop {
                match requests.try_recv() {
                    Ok(Tell::Lobby(request)) => {
                        sent = sent.and_then(|()| connection.send(&request))
                    }
                    // Only the lobby's requests come here.
                    Ok(_) => {}
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => return,
                }
            }
            match sent.and_then(|()| connection.read()) {
                Ok(Read::Message(message)) => {
                    if let ServerMessage::Game { game } = &message
                        && opens_board(game)
                    {
                        self.game = Some(game.clone());
                    }
                    if !self.post(LobbyMessage::Server(message)) {
                        return;
                    }
                }
                Ok(Read::Nothing) => {}
                Err(_) => {
                    self.connection = None;
                    if !self.post(LobbyMessage::Connection(false)) {
                        return;
                    }
                }
            }
        }
    }

    /// Tries again until the server answers, waiting longer each time up to the cap;
    /// false once the loop has gone.
    fn reconnect(&mut self) -> bool {
        let mut wait = Duration::from_millis(250);
        loop {
            thread::sleep(wait);
            if let Ok(connection) = self.reconnect.open() {
                self.connection = Some(connection);
                return self.post(LobbyMessage::Connection(true));
            }
            if !self.post(LobbyMessage::Tick) {
                return false;
            }
            wait = (wait * 2).min(MAX_BACKOFF);
        }
    }

    fn post(&self, message: LobbyMessage) -> bool {
        self.mailbox.post(News::Answer(message))
    }
}
