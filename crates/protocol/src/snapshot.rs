//! A whole game as the server sends it: on hosting, joining, watching and coming
//! back, so a client (or a late spectator) has everything without a history of
//! messages.

use crate::clock::Clock;
use crate::invite::InviteCode;
use crate::kind::GameKind;
use connect4_rules::game::{ByPlayer, Player};
use serde::{Deserialize, Serialize};

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Hosted, waiting for a second player.
    Waiting,
    Playing,
    Over,
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// Connect 4: four in a row.
    FourInARow,
    /// Connect 4: the board filled with no four.
    BoardFull,
    /// Checkers: the side to move had no move.
    NoMoves,
    /// Checkers: the same position a third time.
    Repetition,
    /// Checkers: 40 moves each without a capture or a man's move.
    QuietMoves,
    /// Both players agreed to a draw.
    Agreement,
    Resigned,
    /// A clock ran out (the flag fell).
    Timeout,
    /// A player left and did not come back within the grace period.
    Abandoned,
    /// Called off before each side had moved: no result, no rating change.
    Aborted,
}

/// How a game ended: the winner's seat (none for a draw or an abort) and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub winner: Option<Player>,
    pub reason: EndReason,
}

impl GameResult {
    pub fn win(winner: Player, reason: EndReason) -> GameResult {
        GameResult {
            winner: Some(winner),
            reason,
        }
    }

    pub fn draw(reason: EndReason) -> GameResult {
        GameResult {
            winner: None,
            reason,
        }
    }

    /// Whether the game counts (an aborted one does not).
    pub fn counts(self) -> bool {
        self.reason != EndReason::Aborted
    }
}

/// Who sits in a seat.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub name: String,
    /// Their rating in this game's kind, if it has ratings.
    #[serde(default)]
    pub rating: Option<i32>,
    /// Whether they are connected now.
    pub connected: bool,
}

/// A game as it stands.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameSnapshot {
    pub code: InviteCode,
    pub kind: GameKind,
    #[serde(default)]
    pub clock: Option<Clock>,
    /// Whether the result changes the players' ratings.
    pub rated: bool,
    /// `one` moves first. The second seat is empty until someone joins.
    pub seats: ByPlayer<Option<SeatInfo>>,
    /// Every move so far, as the record writes them.
    pub moves: Vec<String>,
    /// Each side's time left, in milliseconds, when this was sent.
    #[serde(default)]
    pub clocks: Option<ByPlayer<u64>>,
    pub status: GameStatus,
    #[serde(default)]
    pub result: Option<GameResult>,
    /// The seat of the player this was sent to; none for a spectator.
    #[serde(default)]
    pub you: Option<Player>,
    /// A draw offered and not yet answered, by this seat.
    #[serde(default)]
    pub draw_offer: Option<Player>,
    /// The game this one is a rematch of.
    #[serde(default)]
    pub rematch_of: Option<InviteCode>,
}
