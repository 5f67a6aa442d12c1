//! Why a drop was refused: the one error the rules give for a move.

use super::Column;
use std::fmt;

/// Why a drop was refused. Columns are 0-based here and 1-based when displayed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayError {
    ColumnOutOfRange { column: Column, columns: usize },
    ColumnFull { column: Column },
    GameOver,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::ColumnOutOfRange { column, columns } => write!(
                f,
                "There is no column {}: the board has columns 1 to {columns}",
                column
            ),
            PlayError::ColumnFull { column } => write!(f, "Column {column} is full"),
            PlayError::GameOver => write!(f, "The match is over"),
        }
    }
}

impl std::error::Error for PlayError {}
