//! A player as a real client is: the client core over its tokio transport, from a
//! home address (a node, or the load balancer), following redirects itself.

use connect4_client::Identity;
use connect4_client::core::Event;
use connect4_protocol::{ClientMessage, GameSnapshot, InviteCode, ServerMessage};
use std::time::Duration;
use tokio::sync::mpsc;

/// How long a test waits for what it expects: a takeover takes seconds.
pub const WAIT: Duration = Duration::from_secs(20);

pub struct Player {
    pub name: String,
    commands: mpsc::UnboundedSender<ClientMessage>,
    events: mpsc::UnboundedReceiver<Event>,
    /// Every redirect followed.
    pub redirects: Vec<String>,
    /// The token welcomed last.
    pub token: String,
}

impl Player {
    pub async fn connect(home: &str, name: &str) -> Player {
        Player::start(home, Identity::new(name, None)).await
    }

    /// A player back with their token.
    pub async fn connect_as(home: &str, name: &str, token: &str) -> Player {
        Player::start(home, Identity::new(name, Some(token.to_string()))).await
    }

    async fn start(home: &str, identity: Identity) -> Player {
        let name = identity.name.clone();
        let (commands, events) = connect4_client::start(home, identity, connect4::games::PLAYED);
        let mut player = Player {
            name,
            commands,
            events,
            redirects: Vec::new(),
            token: String::new(),
        };
        player.token = player
            .event(|e| match e {
                Event::Connected(welcome) => Some(welcome.token.clone()),
                _ => None,
            })
            .await;
        player
    }

    pub fn say(&self, message: ClientMessage) {
        self.commands.send(message).unwrap();
    }

    /// Waits for the event `pick` takes.
    pub async fn event<T>(&mut self, mut pick: impl FnMut(&Event) -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + WAIT;
        let mut seen = Vec::new();
        loop {
            let event = tokio::time::timeout_at(deadline, self.events.recv())
                .await
                .unwrap_or_else(|_| panic!("{}: nothing expected came; saw {seen:#?}", self.name))
                .unwrap_or_else(|| panic!("{}: the connection ended; saw {seen:#?}", self.name));
            if let Event::Redirected(url) = &event {
                self.redirects.push(url.clone());
            }
            if let Some(found) = pick(&event) {
                return found;
            }
            seen.push(event);
        }
    }

    /// Waits for the server's message `pick` takes.
    pub async fn expect<T>(&mut self, mut pick: impl FnMut(&ServerMessage) -> Option<T>) -> T {
        self.event(|event| match event {
            Event::Message(message) => pick(message),
            _ => None,
        })
        .await
    }

    /// The next whole game sent.
    pub async fn game(&mut self) -> GameSnapshot {
        self.expect(|m| match m {
            ServerMessage::Game { game } => Some(game.clone()),
            _ => None,
        })
        .await
    }

    /// Waits until game `code` has `plies` moves, as relayed or sent whole.
    pub async fn until_plies(&mut self, code: InviteCode, plies: u32) {
        self.expect(|m| match m {
            ServerMessage::Moved { game, ply, .. } if *game == code && *ply >= plies => Some(()),
            ServerMessage::Game { game }
                if game.code == code && game.moves.len() as u32 >= plies =>
            {
                Some(())
            }
            _ => None,
        })
        .await
    }
}
