//! A small bitboard for the heuristic levels (easy, medium, hard): two words and a
//! layout, any supported size in a `u128`.
//!
//! The exact solver has its own, faster, board; this one stays private to the levels
//! so their evaluation can read disc sets and threat cells directly, and so the two
//! can evolve without touching each other.

use crate::game::{BoardSize, Game};

/// Which bit is which cell: each column takes `rows + 1` bits, bottom first; the spare
/// top bit keeps shifts from wrapping into the next column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    pub columns: u32,
    pub rows: u32,
    /// One bit at the bottom of every column.
    bottom: u128,
    /// Every real cell (no spare bits).
    board: u128,
}

impl Shape {
    pub fn new(size: BoardSize) -> Self {
        let (columns, rows) = (size.columns() as u32, size.rows() as u32);
        let bottom = (0..columns).fold(0u128, |acc, c| acc | 1 << (c * (rows + 1)));
        Shape {
            columns,
            rows,
            bottom,
            board: bottom * ((1u128 << rows) - 1),
        }
    }

    pub fn stride(self) -> u32 {
        self.rows + 1
    }

    pub fn cells(self) -> u32 {
        self.columns * self.rows
    }

    pub fn column_mask(self, column: u32) -> u128 {
        ((1u128 << self.rows) - 1) << (column * self.stride())
    }

    /// Every cell of one row (0 is the bottom).
    pub fn row_mask(self, row: u32) -> u128 {
        self.bottom << row
    }

    /// The cell at a column and row.
    pub fn cell(self, column: u32, row: u32) -> u128 {
        1u128 << (column * self.stride() + row)
    }

    /// Empty cells that would complete a four for `discs`, given all discs `mask`.
    pub fn winning_cells(self, discs: u128, mask: u128) -> u128 {
        // Vertical: only the cell right above three stacked discs.
        let mut found = (discs << 1) & (discs << 2) & (discs << 3);
        for step in [self.rows, self.rows + 1, self.rows + 2] {
            // Two neighbours on one side, and the third either beyond them or on the
            // other side: together the four places the gap can take in a line.
            let pair = (discs << step) & (discs << (2 * step));
            found |= pair & (discs << (3 * step));
            found |= pair & (discs >> step);
            let pair = (discs >> step) & (discs >> (2 * step));
            found |= pair & (discs >> (3 * step));
            found |= pair & (discs << step);
        }
        found & self.board & !mask
    }
}

/// A position for the heuristic search: the discs of the player to move, all discs,
/// and the number played. Copy it to try a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bitboard {
    pub current: u128,
    pub mask: u128,
    pub moves: u32,
}

impl Bitboard {
    pub fn from_game(shape: Shape, game: &Game) -> Self {
        let mut board = Bitboard {
            current: 0,
            mask: 0,
            moves: 0,
        };
        for m in game.moves() {
            board.play(shape, m.cell.column as u32);
        }
        board
    }

    /// The discs of the player who just moved.
    pub fn opponent(&self) -> u128 {
        self.current ^ self.mask
    }

    /// Every cell a disc can drop on now, one per column that is not full.
    pub fn playable(&self, shape: Shape) -> u128 {
        (self.mask + shape.bottom) & shape.board
    }

    /// The cell a disc dropped in `column` lands on; zero when the column is full.
    pub fn drop_cell(&self, shape: Shape, column: u32) -> u128 {
        self.playable(shape) & shape.column_mask(column)
    }

    pub fn can_play(&self, shape: Shape, column: u32) -> bool {
        self.drop_cell(shape, column) != 0
    }

    /// Drops a disc for the player to move in a column that is not full.
    pub fn play(&mut self, shape: Shape, column: u32) {
        self.play_cell(self.drop_cell(shape, column));
    }

    /// Plays a cell from [`Bitboard::playable`]; the opponent is now to move.
    pub fn play_cell(&mut self, cell: u128) {
        self.current ^= self.mask;
        self.mask |= cell;
        self.moves += 1;
    }

    /// Empty cells that would complete a four for the player to move.
    pub fn own_threats(&self, shape: Shape) -> u128 {
        shape.winning_cells(self.current, self.mask)
    }

    /// Empty cells that would complete a four for the opponent.
    pub fn opponent_threats(&self, shape: Shape) -> u128 {
        shape.winning_cells(self.opponent(), self.mask)
    }

    /// Whether dropping in `column` wins at once.
    pub fn is_winning_move(&self, shape: Shape, column: u32) -> bool {
        self.own_threats(shape) & self.drop_cell(shape, column) != 0
    }

    /// A unique number for the position (the discs to move plus a marker bit above
    /// each column's top disc).
    pub fn key(&self, shape: Shape) -> u128 {
        self.current + self.mask + shape.bottom
    }

    pub fn is_full(&self, shape: Shape) -> bool {
        self.moves >= shape.cells()
    }
}

/// The column of a one-bit cell.
pub fn column_of(shape: Shape, cell: u128) -> u32 {
    cell.trailing_zeros() / shape.stride()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Player;

    fn board(size: BoardSize, moves: &str) -> (Shape, Bitboard) {
        let shape = Shape::new(size);
        let game = Game::from_notation(size, Player::One, moves).unwrap();
        (shape, Bitboard::from_game(shape, &game))
    }

    #[test]
    fn threats_in_every_direction() {
        // Vertical: 1 1 1 for the first player; it is their turn.
        let (s, b) = board(BoardSize::STANDARD, "121212");
        assert!(b.is_winning_move(s, 0));
        assert!(!b.is_winning_move(s, 1));
        // Horizontal with a gap: first player on 1, 2, 4; column 3 wins.
        let (s, b) = board(BoardSize::STANDARD, "172747");
        assert!(b.is_winning_move(s, 2));
    }

    #[test]
    fn winning_moves_agree_with_the_rules_on_random_games() {
        let mut rng = fastrand::Rng::with_seed(7);
        for (columns, rows) in [(4, 4), (7, 6), (8, 7), (10, 10), (5, 9)] {
            let size = BoardSize::new(columns, rows).unwrap();
            let shape = Shape::new(size);
            for _ in 0..200 {
                let mut game = Game::new(size, Player::One);
                while !game.is_over() {
                    let b = Bitboard::from_game(shape, &game);
                    for column in game.legal_columns().collect::<Vec<_>>() {
                        let mut next = game.clone();
                        next.play(column).unwrap();
                        let wins = next.outcome().is_some_and(|o| o.winner().is_some());
                        assert_eq!(
                            b.is_winning_move(shape, column as u32),
                            wins,
                            "{}",
                            game.notation()
                        );
                    }
                    let legal: Vec<_> = game.legal_columns().collect();
                    game.play(legal[rng.usize(..legal.len())]).unwrap();
                }
            }
        }
    }

    #[test]
    fn full_columns_cannot_be_played_and_fours_are_seen() {
        let size = BoardSize::new(4, 4).unwrap();
        let (s, b) = board(size, "1111");
        assert!(!b.can_play(s, 0));
        assert!(b.can_play(s, 1));
        let (s, b) = board(size, "121314");
        assert!(b.is_winning_move(s, 0));
        assert_eq!(column_of(s, b.drop_cell(s, 3)), 3);
    }
}
