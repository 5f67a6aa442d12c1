//! Move strings: one character per disc, the 1-based column ("4453"), `0` for column 10.

use std::fmt;

/// Why a move string could not be read or played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotationError {
    /// A character that is not a column digit.
    NotADigit { index: usize, found: char },
    /// A move that the rules refuse (off the board, full column, game over).
    Illegal {
        index: usize,
        column: usize,
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
            } => write!(f, "move {} (column {}): {reason}", index + 1, column + 1),
        }
    }
}

impl std::error::Error for NotationError {}

/// The 0-based column a notation character names: '1'..='9' are columns 1-9 and '0'
/// is column 10 (boards go up to ten columns).
pub fn column_from_char(c: char) -> Option<usize> {
    match c {
        '1'..='9' => Some(c as usize - '1' as usize),
        '0' => Some(9),
        _ => None,
    }
}

/// The notation character for a 0-based column; the inverse of [`column_from_char`].
pub fn column_to_char(column: usize) -> char {
    match column {
        0..=8 => (b'1' + column as u8) as char,
        9 => '0',
        _ => panic!("column {column} is beyond the ten a board can have"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_column_round_trips() {
        for column in 0..10 {
            assert_eq!(column_from_char(column_to_char(column)), Some(column));
        }
        assert_eq!(column_from_char('4'), Some(3));
        assert_eq!(column_from_char('x'), None);
    }
}
