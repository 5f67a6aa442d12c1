//! The board: a list of columns, each a stack of discs from the bottom up.

use super::{BoardSize, Player};
use std::fmt;

/// A cell address: 0-based column from the left, 0-based row from the bottom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    pub column: usize,
    pub row: usize,
}

impl Cell {
    pub fn new(column: usize, row: usize) -> Self {
        Cell { column, row }
    }
}

/// The discs on the board. Knows nothing of turns or outcomes: see [`super::Game`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    size: BoardSize,
    columns: Vec<Vec<Player>>,
}

impl Board {
    pub fn new(size: BoardSize) -> Self {
        let columns = (0..size.columns())
            .map(|_| Vec::with_capacity(size.rows()))
            .collect();
        Board { size, columns }
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The disc at a cell, or `None` if it is empty or off the board.
    pub fn get(&self, cell: Cell) -> Option<Player> {
        self.columns.get(cell.column)?.get(cell.row).copied()
    }

    /// The discs of one column, bottom first.
    pub fn column(&self, column: usize) -> &[Player] {
        &self.columns[column]
    }

    pub fn height(&self, column: usize) -> usize {
        self.columns[column].len()
    }

    pub fn is_column_full(&self, column: usize) -> bool {
        self.height(column) >= self.size.rows()
    }

    pub fn is_full(&self) -> bool {
        (0..self.size.columns()).all(|c| self.is_column_full(c))
    }

    pub fn disc_count(&self) -> usize {
        self.columns.iter().map(Vec::len).sum()
    }

    /// Stacks a disc; the caller has checked the column is on the board and not full.
    pub(super) fn push(&mut self, column: usize, player: Player) -> Cell {
        debug_assert!(!self.is_column_full(column));
        let stack = &mut self.columns[column];
        stack.push(player);
        Cell::new(column, stack.len() - 1)
    }

    pub(super) fn pop(&mut self, column: usize) -> Option<Player> {
        self.columns[column].pop()
    }
}

/// Top row first, `X` for player one, `O` for player two, `.` for empty: boards in
/// test failures read like the board.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (0..self.size.rows()).rev() {
            for column in 0..self.size.columns() {
                let glyph = match self.get(Cell::new(column, row)) {
                    Some(Player::One) => 'X',
                    Some(Player::Two) => 'O',
                    None => '.',
                };
                write!(f, "{glyph}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discs_stack_from_the_bottom() {
        let mut board = Board::new(BoardSize::STANDARD);
        assert_eq!(board.push(3, Player::One), Cell::new(3, 0));
        assert_eq!(board.push(3, Player::Two), Cell::new(3, 1));
        assert_eq!(board.column(3), &[Player::One, Player::Two]);
        assert_eq!(board.get(Cell::new(3, 1)), Some(Player::Two));
        assert_eq!(board.get(Cell::new(3, 2)), None);
        assert_eq!(board.get(Cell::new(9, 0)), None);
    }

    #[test]
    fn displays_top_row_first() {
        let mut board = Board::new(BoardSize::new(4, 4).unwrap());
        board.push(0, Player::One);
        board.push(0, Player::Two);
        assert_eq!(board.to_string(), "....\n....\nO...\nX...\n");
    }
}
