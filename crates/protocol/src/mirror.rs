//! A client's copy of one game, kept by applying what the server sends: the terminal
//! and the page both draw from it. Besides the game as the server would send it
//! whole, it keeps what only its messages say: how long a seat gone has to come back,
//! and the ratings a result gave. Sans-IO: time comes in as the caller's monotonic
//! milliseconds, and nothing here waits or sends.

use crate::invite::InviteCode;
use crate::server_message::ServerMessage;
use crate::snapshot::{GameSnapshot, GameStatus, SeatInfo};
use connect4_game::{ByPlayer, GameResult, Games, Player, Position};
use std::fmt;

/// A game as this client knows it.
#[derive(Debug, Clone)]
pub struct GameMirror {
    /// The games this client plays: how a game sent whole is replayed.
    games: Games,
    game: GameSnapshot,
    position: Position,
    /// When (the caller's milliseconds) the clocks in `game` were read.
    clocks_at: u64,
    /// Each seat gone and not back yet.
    absent: ByPlayer<Option<Absence>>,
    /// The ratings the result gave, once a rated game ended.
    rated: Option<ByPlayer<i32>>,
}

/// A seat gone from the game: since when (the caller's milliseconds), and how long
/// the server gives it to come back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Absence {
    pub since_ms: u64,
    pub grace_secs: u32,
}

impl Absence {
    /// The whole seconds left to come back at `now_ms`.
    pub fn secs_left(&self, now_ms: u64) -> u64 {
        let gone_secs = now_ms.saturating_sub(self.since_ms) / 1000;
        u64::from(self.grace_secs).saturating_sub(gone_secs)
    }
}

/// Why a message could not be applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MirrorError {
    /// A move the rules refuse, or out of sequence: the copy is stale; ask for the
    /// game again (`watch`, or reconnect).
    OutOfStep(String),
}

impl fmt::Display for MirrorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MirrorError::OutOfStep(why) => write!(f, "the game is out of step: {why}"),
        }
    }
}

impl std::error::Error for MirrorError {}

impl GameMirror {
    /// The copy of a game the server sent whole, its moves replayed by its rules
    /// among `games` (a game this client does not play is refused).
    pub fn new(games: Games, game: GameSnapshot, now_ms: u64) -> Result<GameMirror, MirrorError> {
        let mut position = games
            .start(&game.kind)
            .map_err(|error| MirrorError::OutOfStep(error.to_string()))?;
        for mv in &game.moves {
            position
                .play(mv)
                .map_err(|error| MirrorError::OutOfStep(error.to_string()))?;
        }
        Ok(GameMirror {
            games,
            game,
            position,
            clocks_at: now_ms,
            absent: ByPlayer::default(),
            rated: None,
        })
    }

    /// Keeps from `before`, the copy of the same game this one replaces, what the
    /// game sent whole does not say: the countdown of each seat it still shows gone
    /// while the game is on, and the ratings a result gave once it is over.
    pub fn carry(&mut self, before: &GameMirror) {
        if before.code() != self.code() {
            return;
        }
        if self.game.status == GameStatus::Over {
            self.rated = before.rated;
            return;
        }
        for seat in [Player::One, Player::Two] {
            if self.seat(seat).is_some_and(|info| !info.connected) {
                self.absent[seat] = before.absent[seat];
            }
        }
    }

    /// Applies a message; `Ok(true)` if it changed this game, `Ok(false)` if it is
    /// about another game or nothing a game shows.
    pub fn apply(&mut self, message: &ServerMessage, now_ms: u64) -> Result<bool, MirrorError> {
        if message_game(message) != Some(self.game.code) {
            return Ok(false);
        }
        match message {
            ServerMessage::Game { game } => {
                let before =
                    std::mem::replace(self, GameMirror::new(self.games, game.clone(), now_ms)?);
                self.carry(&before);
            }
            ServerMessage::Moved {
                ply, mv, clocks, ..
            } => {
                let expected = self.game.moves.len() + 1;
                if *ply as usize != expected {
                    return Err(MirrorError::OutOfStep(format!(
                        "move {ply} came, {expected} was due"
                    )));
                }
                let played = self
                    .position
                    .play(mv)
                    .map_err(|error| MirrorError::OutOfStep(error.to_string()))?;
                self.game.moves.push(played);
                self.game.draw_offer = None;
                self.game.status = GameStatus::Playing;
                if clocks.is_some() {
                    self.game.clocks = *clocks;
                    self.clocks_at = now_ms;
                }
            }
            ServerMessage::Ended {
                result, ratings, ..
            } => {
                self.settle_clocks(now_ms);
                self.absent = ByPlayer::default();
                self.rated = *ratings;
                self.game.status = GameStatus::Over;
                self.game.result = Some(*result);
                self.game.draw_offer = None;
            }
            ServerMessage::DrawOffered { by, .. } => self.game.draw_offer = Some(*by),
            ServerMessage::DrawDeclined { .. } => self.game.draw_offer = None,
            ServerMessage::Away {
                seat, grace_secs, ..
            } => {
                self.set_connected(*seat, false);
                let grace_secs = *grace_secs;
                self.absent[*seat] = Some(Absence {
                    since_ms: now_ms,
                    grace_secs,
                });
            }
            ServerMessage::Back { seat, .. } => {
                self.set_connected(*seat, true);
                self.absent[*seat] = None;
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    pub fn code(&self) -> InviteCode {
        self.game.code
    }

    /// The game as last sent whole, with every change applied since.
    pub fn snapshot(&self) -> &GameSnapshot {
        &self.game
    }

    /// The position, for drawing the board.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The games this copy was read with.
    pub fn games(&self) -> Games {
        self.games
    }

    pub fn moves(&self) -> &[String] {
        &self.game.moves
    }

    pub fn status(&self) -> GameStatus {
        self.game.status
    }

    pub fn result(&self) -> Option<GameResult> {
        self.game.result
    }

    /// This client's seat; none when watching.
    pub fn you(&self) -> Option<Player> {
        self.game.you
    }

    pub fn seat(&self, player: Player) -> Option<&SeatInfo> {
        self.game.seats[player].as_ref()
    }

    /// How long `player`, gone, has to come back; none while there, and none for
    /// either as the game ends.
    pub fn absence(&self, player: Player) -> Option<Absence> {
        self.absent[player]
    }

    /// The ratings the result gave, once a rated game ended.
    pub fn rated(&self) -> Option<ByPlayer<i32>> {
        self.rated
    }

    /// The seat to move while the game is on.
    pub fn to_move(&self) -> Option<Player> {
        (self.game.status == GameStatus::Playing).then(|| self.position.to_move())
    }

    /// Whether it is this client's move.
    pub fn is_my_turn(&self) -> bool {
        self.you().is_some() && self.to_move() == self.you()
    }

    /// Each side's time left at `now_ms`, the side to move's counting down.
    pub fn clocks(&self, now_ms: u64) -> Option<ByPlayer<u64>> {
        let mut clocks = self.game.clocks?;
        if let Some(mover) = self.to_move() {
            let elapsed = now_ms.saturating_sub(self.clocks_at);
            clocks[mover] = clocks[mover].saturating_sub(elapsed);
        }
        Some(clocks)
    }

    fn settle_clocks(&mut self, now_ms: u64) {
        self.game.clocks = self.clocks(now_ms);
        self.clocks_at = now_ms;
    }

    fn set_connected(&mut self, seat: Player, connected: bool) {
        if let Some(info) = self.game.seats[seat].as_mut() {
            info.connected = connected;
        }
    }
}

/// The game a server message is about.
fn message_game(message: &ServerMessage) -> Option<InviteCode> {
    match message {
        ServerMessage::Game { game } => Some(game.code),
        ServerMessage::Moved { game, .. }
        | ServerMessage::Ended { game, .. }
        | ServerMessage::DrawOffered { game, .. }
        | ServerMessage::DrawDeclined { game, .. }
        | ServerMessage::Away { game, .. }
        | ServerMessage::Back { game, .. } => Some(*game),
        ServerMessage::Error { game, .. } => *game,
        _ => None,
    }
}

#[cfg(test)]
#[path = "mirror_tests.rs"]
mod tests;
