//! Move strings: one character per disc, the 1-based column ("4453"), `0` for column 10.

use super::Column;
use std::fmt;

/// Why a move string could not be read or played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotationError {
    /// A character that is not a column digit.
    NotADigit { index: usize, found: char },
    /// A move that the rules refuse (off the board, full column, game over).
    Illegal {
        index: usize,
        column: Column,
        reason: super::play_error::PlayError,
    },
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::NotADigit { index, found } => {
                let found = crate::escape::EscapedChar(*found);
                write!(f, "move {}: '{found}' is not a column digit", index + 1)
            }
            NotationError::Illegal {
                index,
                column,
                reason,
            } => write!(f, "move {} (column {column}): {reason}", index + 1),
        }
    }
}

impl std::error::Error for NotationError {}
