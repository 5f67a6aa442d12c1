//! The lobby's ear on the connection: each message of the server's goes to the lobby
//! through the loop's inbox, and the connection's ups and downs with it. When the
//! server sends a game whose board opens, it hands the game over and stops listening:
//! that game's news waits on the transport for the board.

use super::listener::Listener;
use crate::lobby::{LobbyMessage, opens_board};
use crate::shell::{Mailbox, News};
use connect4_client::Event;
use connect4_client::core::Core;
use connect4_protocol::{GameSnapshot, ServerMessage};
use std::sync::mpsc::{Receiver, Sender, channel};

/// What the lobby hears.
pub struct LobbyLink {
    mailbox: Mailbox<LobbyMessage>,
    chosen: Sender<GameSnapshot>,
}

impl LobbyLink {
    /// The lobby's link, posting to `mailbox`; the receiver gets the game whose board
    /// opens, if one does.
    pub fn new(mailbox: Mailbox<LobbyMessage>) -> (LobbyLink, Receiver<GameSnapshot>) {
        let (chosen, game) = channel();
        (LobbyLink { mailbox, chosen }, game)
    }

    fn post(&self, message: LobbyMessage) -> bool {
        self.mailbox.post(News::Answer(message))
    }
}

impl Listener for LobbyLink {
    fn heard(&mut self, event: Event, _: &mut Core, _: u64) -> bool {
        match event {
            Event::Message(message) => {
                if let ServerMessage::Game { game } = &message
                    && opens_board(game)
                {
                    // Done: what comes next is the board's.
                    let _ = self.chosen.send(game.clone());
                    self.post(LobbyMessage::Server(message));
                    return false;
                }
                self.post(LobbyMessage::Server(message))
            }
            Event::Connected(_) => self.post(LobbyMessage::Connection(true)),
            Event::Disconnected { .. } => self.post(LobbyMessage::Connection(false)),
            Event::Upgrade(message) | Event::Refused(_, message) => {
                let said = ServerMessage::Error {
                    code: connect4_protocol::ErrorCode::Other,
                    message,
                    game: None,
                };
                self.post(LobbyMessage::Server(said)) && self.post(LobbyMessage::Connection(false))
            }
            Event::Unplayed { .. } | Event::Redirected(_) => true,
        }
    }
}
