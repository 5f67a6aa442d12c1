//! Getting seated at a game online, sans-IO: once the connection is welcomed (the
//! client core says hello, with the token kept), ask to host, join or watch; show a
//! hosted game's invite code while the second player is awaited; then hand the game
//! over. The terminal runs it on its transport, the page over the browser's
//! WebSocket.

use connect4_protocol::{ClientMessage, Clock, GameKind, GameSnapshot, InviteCode, ServerMessage};

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
    /// Not welcomed yet on this connection.
    Welcoming,
    /// Asked to host, join or watch.
    Asked,
    /// Done: the game was handed over, or the server refused.
    Over,
}

/// The way to a game, over every connection it takes.
#[derive(Debug, Clone)]
pub struct Seating {
    start: Start,
    phase: Phase,
}

impl Seating {
    pub fn new(start: Start) -> Seating {
        Seating {
            start,
            phase: Phase::Welcoming,
        }
    }

    pub fn start(&self) -> Start {
        self.start
    }

    /// A connection was welcomed (the first, or a new one after a drop): ask for the
    /// game; a game already hosted is joined again, its host's own seat, not hosted
    /// twice.
    pub fn welcomed(&mut self) -> Vec<Step> {
        if self.phase == Phase::Over {
            return Vec::new();
        }
        self.phase = Phase::Asked;
        vec![Step::Send(self.request())]
    }

    /// What a message of the server's means on the way to the game.
    pub fn on_server(&mut self, message: &ServerMessage) -> Vec<Step> {
        match (&self.phase, message) {
            (Phase::Over, _) => Vec::new(),
            (_, ServerMessage::Error { message, game, .. }) if self.concerns(*game) => {
                self.phase = Phase::Over;
                vec![Step::Refused(message.to_string())]
            }
            (Phase::Asked, ServerMessage::Game { game }) if self.wanted(game) => {
                if self.ready(game) {
                    self.phase = Phase::Over;
                    vec![Step::Ready(game.clone())]
                } else if matches!(self.start, Start::Host { .. }) {
                    // Hosted: from now on it is joined again, if need be.
                    self.start = Start::Join(game.code);
                    vec![Step::Hosted(game.code)]
                } else {
                    // Come back to one's own game still waiting: its code was shown.
                    Vec::new()
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
}

#[cfg(test)]
#[path = "seating_tests.rs"]
mod tests;
