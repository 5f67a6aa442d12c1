//! A grid's size: columns by rows, each 4 to 10. Connect 4 and its variants play on
//! such grids, and the scoreboard keeps the size of each match, so the size is shared
//! here rather than owned by one game.

use std::fmt;

/// A board's dimensions, always within the sizes the game supports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BoardSize {
    columns: usize,
    rows: usize,
}

/// A board size outside 4..=10 in either direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SizeError {
    pub columns: usize,
    pub rows: usize,
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a {}x{} board is not supported: columns and rows must each be {} to {}",
            self.columns,
            self.rows,
            BoardSize::MIN,
            BoardSize::MAX
        )
    }
}

impl std::error::Error for SizeError {}

impl BoardSize {
    pub const MIN: usize = 4;
    pub const MAX: usize = 10;
    /// The classic 7 columns by 6 rows.
    pub const STANDARD: BoardSize = BoardSize {
        columns: 7,
        rows: 6,
    };

    pub fn new(columns: usize, rows: usize) -> Result<Self, SizeError> {
        let range = Self::MIN..=Self::MAX;
        if range.contains(&columns) && range.contains(&rows) {
            Ok(BoardSize { columns, rows })
        } else {
            Err(SizeError { columns, rows })
        }
    }

    pub fn columns(self) -> usize {
        self.columns
    }

    pub fn rows(self) -> usize {
        self.rows
    }

    pub fn cells(self) -> usize {
        self.columns * self.rows
    }
}

impl Default for BoardSize {
    fn default() -> Self {
        Self::STANDARD
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.columns, self.rows)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_outside_four_to_ten_are_rejected() {
        assert!(BoardSize::new(4, 4).is_ok());
        assert!(BoardSize::new(10, 10).is_ok());
        assert_eq!(
            BoardSize::new(3, 6),
            Err(SizeError {
                columns: 3,
                rows: 6
            })
        );
        assert!(BoardSize::new(7, 11).is_err());
    }
}
