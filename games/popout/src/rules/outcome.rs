//! How a game of PopOut ends, and why a move is refused.

use connect4_classic::game::Player;
use std::fmt;

/// The end of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Four in a line for this player (after a pop, possibly the popper's opponent).
    Win(Player),
    Draw(DrawReason),
}

/// Why a game ended level. A full board is not one of them: a pop is still possible.
///
/// Nor is being left without a move, because that cannot happen: on a full board the
/// player to move can pop unless the whole bottom row is the opponent's, and a whole
/// row of at least four of the opponent's discs is four in a line, which ended the game
/// before.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// The same position, with the same player to move, for the third time.
    Repetition,
}

/// Why a move was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayError {
    GameOver,
    /// The column is not on the board (its 0-based index).
    NoSuchColumn(usize),
    ColumnFull(usize),
    /// A pop from a column with no disc.
    EmptyColumn(usize),
    /// A pop of a disc that belongs to the opponent.
    NotYourDisc(usize),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => write!(f, "the game is over"),
            PlayError::NoSuchColumn(c) => write!(f, "there is no column {}", c + 1),
            PlayError::ColumnFull(c) => write!(f, "column {} is full", c + 1),
            PlayError::EmptyColumn(c) => write!(f, "column {} has no disc to pop", c + 1),
            PlayError::NotYourDisc(c) => {
                write!(f, "the bottom disc of column {} is not yours to pop", c + 1)
            }
        }
    }
}

impl std::error::Error for PlayError {}
