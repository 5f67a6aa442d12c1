//! The 32 dark squares and how they touch: for each square and each of the four
//! diagonal directions, the neighbour and the square beyond it (where a jump lands).

/// A dark square, 0-31 inside (the notation's 1-32 minus one).
pub type Square = u8;

/// The diagonal directions: towards the higher-numbered rows (Black's forward) first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    DownLeft,
    DownRight,
    UpLeft,
    UpRight,
}

impl Direction {
    pub const ALL: [Direction; 4] = [
        Direction::DownLeft,
        Direction::DownRight,
        Direction::UpLeft,
        Direction::UpRight,
    ];

    /// Whether a man of the side moving towards the higher rows (`down`) may go here.
    pub fn forward_for(self, down: bool) -> bool {
        matches!(self, Direction::DownLeft | Direction::DownRight) == down
    }

    fn step(self) -> (i8, i8) {
        match self {
            Direction::DownLeft => (1, -1),
            Direction::DownRight => (1, 1),
            Direction::UpLeft => (-1, -1),
            Direction::UpRight => (-1, 1),
        }
    }
}

/// Row (0 at the top, Black's side) and column (0-7) of a square. Rows 0, 2, 4, 6 have
/// their dark squares in the odd columns, the other rows in the even ones.
pub fn row_column(square: Square) -> (i8, i8) {
    let row = (square / 4) as i8;
    let column = 2 * (square % 4) as i8 + if row % 2 == 0 { 1 } else { 0 };
    (row, column)
}

fn at(row: i8, column: i8) -> Option<Square> {
    let inside = (0..8).contains(&row) && (0..8).contains(&column) && (row + column) % 2 == 1;
    inside.then(|| (row * 4 + column / 2) as Square)
}

/// The square next to `square` in `direction`, if the board goes on.
pub fn neighbour(square: Square, direction: Direction) -> Option<Square> {
    let (row, column) = row_column(square);
    let (dr, dc) = direction.step();
    at(row + dr, column + dc)
}

/// The square two steps away in `direction`: where a jump from `square` lands.
pub fn beyond(square: Square, direction: Direction) -> Option<Square> {
    let (row, column) = row_column(square);
    let (dr, dc) = direction.step();
    at(row + 2 * dr, column + 2 * dc)
}

/// The row a man of the side moving down (or up) is crowned on.
pub fn crowning_row(down: bool) -> i8 {
    if down { 7 } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_notation_numbers_match_the_standard_board() {
        // Square 9 (index 8) moves down to 13 and 14; 12 only to 16; 1's row is the top.
        assert_eq!(neighbour(8, Direction::DownLeft), Some(12));
        assert_eq!(neighbour(8, Direction::DownRight), Some(13));
        assert_eq!(neighbour(11, Direction::DownRight), None);
        assert_eq!(neighbour(11, Direction::DownLeft), Some(15));
        assert_eq!(beyond(8, Direction::DownRight), Some(17)); // 9 jumps 14 to 18
        assert_eq!(row_column(0), (0, 1));
        assert_eq!(row_column(31), (7, 6));
    }
}
