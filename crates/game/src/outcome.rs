//! How a game ended: the winner's seat, if any, and why. The rules end a game by their
//! own reasons (four in a row, no moves); the server ends one by the players' (a
//! resignation, a fallen flag, an abandonment).

use crate::seat::Player;
use serde::{Deserialize, Serialize};

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
