//! A client's copy of one game, kept by applying what the server sends: the terminal
//! and the page both draw from it. Sans-IO: time comes in as the caller's monotonic
//! milliseconds, and nothing here waits or sends.

use crate::invite::InviteCode;
use crate::position::Position;
use crate::server_message::ServerMessage;
use crate::snapshot::{GameResult, GameSnapshot, GameStatus, SeatInfo};
use connect4_rules::game::{ByPlayer, Player};
use std::fmt;

/// A game as this client knows it.
#[derive(Debug, Clone)]
pub struct GameMirror {
    game: GameSnapshot,
    position: Position,
    /// When (the caller's milliseconds) the clocks in `game` were read.
    clocks_at: u64,
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
    /// The copy of a game the server sent whole, its moves replayed by the rules.
    pub fn new(game: GameSnapshot, now_ms: u64) -> Result<GameMirror, MirrorError> {
        let mut position =
            Position::new(game.kind).map_err(|error| MirrorError::OutOfStep(error.to_string()))?;
        for mv in &game.moves {
            position
                .play(mv)
                .map_err(|error| MirrorError::OutOfStep(error.to_string()))?;
        }
        Ok(GameMirror {
            game,
            position,
            clocks_at: now_ms,
        })
    }

    /// Applies a message; `Ok(true)` if it changed this game, `Ok(false)` if it is
    /// about another game or nothing a game shows.
    pub fn apply(&mut self, message: &ServerMessage, now_ms: u64) -> Result<bool, MirrorError> {
        if message_game(message) != Some(self.game.code) {
            return Ok(false);
        }
        match message {
            ServerMessage::Game { game } => *self = GameMirror::new(game.clone(), now_ms)?,
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
            ServerMessage::Ended { result, .. } => {
                self.settle_clocks(now_ms);
                self.game.status = GameStatus::Over;
                self.game.result = Some(*result);
                self.game.draw_offer = None;
            }
            ServerMessage::DrawOffered { by, .. } => self.game.draw_offer = Some(*by),
            ServerMessage::DrawDeclined { .. } => self.game.draw_offer = None,
            ServerMessage::Away { seat, .. } => self.set_connected(*seat, false),
            ServerMessage::Back { seat, .. } => self.set_connected(*seat, true),
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
mod tests {
    use super::*;
    use crate::Clock;
    use crate::kind::GameKind;
    use crate::snapshot::EndReason;

    fn seat(name: &str) -> Option<SeatInfo> {
        Some(SeatInfo {
            name: name.into(),
            rating: Some(1500),
            connected: true,
        })
    }

    fn snapshot(moves: &[&str]) -> GameSnapshot {
        GameSnapshot {
            code: InviteCode::parse("ABCDEF").unwrap(),
            kind: GameKind::STANDARD,
            clock: Some(Clock::parse("1+0").unwrap()),
            rated: true,
            seats: ByPlayer::new(seat("ann"), seat("bob")),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            clocks: Some(ByPlayer::new(60_000, 60_000)),
            status: GameStatus::Playing,
            result: None,
            you: Some(Player::Two),
            draw_offer: None,
            rematch_of: None,
        }
    }

    fn moved(ply: u32, mv: &str) -> ServerMessage {
        ServerMessage::Moved {
            game: InviteCode::parse("ABCDEF").unwrap(),
            ply,
            mv: mv.into(),
            clocks: Some(ByPlayer::new(59_000, 60_000)),
        }
    }

    #[test]
    fn moves_turns_and_clocks_follow_the_messages() {
        let mut mirror = GameMirror::new(snapshot(&["4"]), 0).unwrap();
        assert!(mirror.is_my_turn());
        assert_eq!(mirror.apply(&moved(2, "3"), 1_000), Ok(true));
        assert_eq!(mirror.moves(), ["4", "3"]);
        assert_eq!(mirror.to_move(), Some(Player::One));
        assert_eq!(mirror.clocks(3_500).unwrap(), ByPlayer::new(56_500, 60_000));
    }

    #[test]
    fn a_move_out_of_sequence_or_illegal_is_out_of_step() {
        let mut mirror = GameMirror::new(snapshot(&[]), 0).unwrap();
        assert!(mirror.apply(&moved(2, "3"), 0).is_err());
        assert!(mirror.apply(&moved(1, "9"), 0).is_err());
        assert!(mirror.moves().is_empty());
    }

    #[test]
    fn the_end_stops_the_clocks_and_other_games_are_ignored() {
        let mut mirror = GameMirror::new(snapshot(&[]), 0).unwrap();
        let result = GameResult::win(Player::Two, EndReason::Resigned);
        let end = ServerMessage::Ended {
            game: mirror.code(),
            result,
            ratings: None,
        };
        assert_eq!(mirror.apply(&end, 2_000), Ok(true));
        assert_eq!(mirror.to_move(), None);
        assert_eq!(mirror.clocks(9_000).unwrap().one, 58_000);
        let other = ServerMessage::Moved {
            game: InviteCode::parse("ZZZZZZ").unwrap(),
            ply: 1,
            mv: "1".into(),
            clocks: None,
        };
        assert_eq!(mirror.apply(&other, 0), Ok(false));
    }

    #[test]
    fn absence_and_draw_offers_show_on_the_seats() {
        let mut mirror = GameMirror::new(snapshot(&[]), 0).unwrap();
        let code = mirror.code();
        mirror
            .apply(
                &ServerMessage::Away {
                    game: code,
                    seat: Player::One,
                    grace_secs: 60,
                },
                0,
            )
            .unwrap();
        assert!(!mirror.seat(Player::One).unwrap().connected);
        mirror
            .apply(
                &ServerMessage::DrawOffered {
                    game: code,
                    by: Player::One,
                },
                0,
            )
            .unwrap();
        assert_eq!(mirror.snapshot().draw_offer, Some(Player::One));
    }
}
