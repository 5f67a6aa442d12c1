//! Getting seated at a game online, sans-IO: from an open connection to the game
//! both seats sit at (or the game watched). Say hello with the name and the token
//! kept; on the welcome, keep the token and ask to host, join or watch; show a hosted
//! game's invite code while the second player is awaited; then hand the game over.
//! A token the server no longer knows (its database was reset) is dropped and the
//! hello said again without it, as a new player of the same name. The page runs it
//! over the browser's WebSocket.

use connect4_protocol::{
    ClientMessage, Clock, ErrorCode, GameKind, GameSnapshot, InviteCode, PROTOCOL_VERSION,
    ServerMessage,
};

/// What to do once connected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Start {
    /// A new private game of this kind and clock, rated or not; its code is given
    /// to share.
    Host {
        kind: GameKind,
        clock: Option<Clock>,
        rated: bool,
    },
    /// The second seat of the game of this code (or one's own seat again).
    Join(InviteCode),
    /// The game of this code, from its first move.
    Watch(InviteCode),
}

/// What the caller must do, in order.
#[derive(Debug, Clone, PartialEq)]
pub enum Step {
    /// Send this message to the server.
    Send(ClientMessage),
    /// The server knows this player by `name`: keep `token` for next time.
    Welcomed { name: String, token: String },
    /// This player's game waits for a second player: share its code.
    Hosted(InviteCode),
    /// The game is on (or watched): open its board.
    Ready(GameSnapshot),
    /// The server refused, in its words (not escaped): nothing more will come.
    Refused(String),
}

/// Where getting seated stands.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Phase {
    /// Hello said, no welcome yet.
    Introducing,
    /// Asked to host, join or watch.
    Asked,
    /// Done: the game was handed over, or the server refused.
    Over,
}

/// One connection's way to its game.
#[derive(Debug, Clone)]
pub struct Seating {
    start: Start,
    name: String,
    token: Option<String>,
    phase: Phase,
}

impl Seating {
    /// Seating as `name`, with the token kept for this server if any.
    pub fn new(start: Start, name: &str, token: Option<&str>) -> Seating {
        Seating {
            start,
            name: name.to_string(),
            token: token.map(str::to_string),
            phase: Phase::Introducing,
        }
    }

    /// Seating again on a new connection after a drop: the same game, as the same
    /// player (a game already hosted is joined again, its host's own seat, not
    /// hosted twice).
    pub fn again(&self) -> Seating {
        Seating::new(self.start, &self.name, self.token.as_deref())
    }

    pub fn start(&self) -> Start {
        self.start
    }

    /// The connection is open: say hello.
    pub fn opened(&mut self) -> Vec<Step> {
        self.phase = Phase::Introducing;
        vec![Step::Send(self.hello())]
    }

    fn hello(&self) -> ClientMessage {
        ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: self.name.clone(),
            token: self.token.clone(),
        }
    }

    /// What a message of the server's means on the way to the game.
    pub fn on_server(&mut self, message: &ServerMessage) -> Vec<Step> {
        match (&self.phase, message) {
            (Phase::Over, _) => Vec::new(),
            (_, ServerMessage::Upgrade { message, .. }) => self.refused(message),
            (Phase::Introducing, ServerMessage::Welcome { player, token, .. }) => {
                self.token = Some(token.clone());
                self.phase = Phase::Asked;
                vec![
                    Step::Welcomed {
                        name: player.name.clone(),
                        token: token.clone(),
                    },
                    Step::Send(self.request()),
                ]
            }
            (
                Phase::Introducing,
                ServerMessage::Error {
                    code: ErrorCode::BadToken,
                    ..
                },
            ) if self.token.is_some() => {
                self.token = None;
                vec![Step::Send(self.hello())]
            }
            (_, ServerMessage::Error { message, game, .. }) if self.concerns(*game) => {
                self.refused(message)
            }
            (Phase::Asked, ServerMessage::Game { game }) if self.wanted(game) => {
                if self.ready(game) {
                    self.phase = Phase::Over;
                    vec![Step::Ready(game.clone())]
                } else {
                    // Hosted, or come back to one's own game still waiting.
                    self.start = Start::Join(game.code);
                    vec![Step::Hosted(game.code)]
                }
            }
            _ => Vec::new(),
        }
    }

    fn request(&self) -> ClientMessage {
        match self.start {
            Start::Host { kind, clock, rated } => ClientMessage::Host { kind, clock, rated },
            Start::Join(code) => ClientMessage::Join { code },
            Start::Watch(game) => ClientMessage::Watch { game },
        }
    }

    /// Whether a whole game is the one sought: the code asked for, or when hosting,
    /// the game that waits (games of one's own from before come first after hello,
    /// and they are under way).
    fn wanted(&self, game: &GameSnapshot) -> bool {
        match self.start {
            Start::Host { kind, .. } => {
                game.kind == kind && game.seats.two.is_none() && game.you.is_some()
            }
            Start::Join(code) | Start::Watch(code) => game.code == code,
        }
    }

    /// Whether the game can open: both seats taken, or watched.
    fn ready(&self, game: &GameSnapshot) -> bool {
        match self.start {
            Start::Watch(_) => true,
            _ => game.you.is_some() && game.seats.one.is_some() && game.seats.two.is_some(),
        }
    }

    /// Whether a refusal is about this seating: one naming no game, or ours.
    fn concerns(&self, game: Option<InviteCode>) -> bool {
        match (game, self.start) {
            (None, _) => true,
            (Some(code), Start::Join(ours) | Start::Watch(ours)) => code == ours,
            (Some(_), Start::Host { .. }) => false,
        }
    }

    fn refused(&mut self, message: &str) -> Vec<Step> {
        self.phase = Phase::Over;
        vec![Step::Refused(message.to_string())]
    }
}

#[cfg(test)]
#[path = "seating_tests.rs"]
mod tests;
