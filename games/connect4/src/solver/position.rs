//! The public position type: any supported board size, built from a [`Game`] or a move
//! string, with the rules the computer player needs (legal drops, immediate wins).

use super::bitboard::{Bitboard, has_four};
use super::bits::Bits;
use super::geometry::{Dynamic, Geometry};
use crate::game::{BoardSize, Column, Game, NotationError, PlayError};

/// A position: the board size, the discs of the player to move, all discs, and how
/// many have been played. Cheap to copy. Columns are 0-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    size: BoardSize,
    bits: Bitboard<u128>,
    won: bool,
}

impl Position {
    /// The empty board.
    pub fn new(size: BoardSize) -> Self {
        Position {
            size,
            bits: Bitboard::EMPTY,
            won: false,
        }
    }

    /// The position of a match (finished or not).
    pub fn from_game(game: &Game) -> Self {
        let mut pos = Position::new(game.size());
        for m in game.moves() {
            pos.bits.play_column(pos.layout(), m.cell.column as u32);
        }
        pos.won = game.outcome().is_some_and(|o| o.winner().is_some());
        pos
    }

    /// The position after a move string such as `"4453"` (1-based columns, `0` for the
    /// tenth), checked move by move like [`Game::from_notation`].
    pub fn from_moves(size: BoardSize, moves: &str) -> Result<Self, NotationError> {
        let mut pos = Position::new(size);
        for (index, found) in moves.chars().enumerate() {
            let column =
                Column::from_char(found).ok_or(NotationError::NotADigit { index, found })?;
            pos.play(column.index())
                .map_err(|reason| NotationError::Illegal {
                    index,
                    column,
                    reason,
                })?;
        }
        Ok(pos)
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// Discs played so far.
    pub fn moves(&self) -> usize {
        self.bits.moves as usize
    }

    /// Whether the last disc played completed a four.
    pub fn is_won(&self) -> bool {
        self.won
    }

    /// Whether the match is over: won, or the board full.
    pub fn is_over(&self) -> bool {
        self.won || self.moves() == self.size.cells()
    }

    pub fn can_play(&self, column: usize) -> bool {
        !self.is_over()
            && column < self.size.columns()
            && self.bits.can_play(self.layout(), column as u32)
    }

    /// Drops a disc for the player to move.
    pub fn play(&mut self, column: usize) -> Result<(), PlayError> {
        let columns = self.size.columns();
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        if column >= columns {
            let column = Column::new(column);
            return Err(PlayError::ColumnOutOfRange { column, columns });
        }
        let g = self.layout();
        if !self.bits.can_play(g, column as u32) {
            return Err(PlayError::ColumnFull {
                column: Column::new(column),
            });
        }
        self.bits.play_column(g, column as u32);
        self.won = has_four(g, self.bits.current ^ self.bits.mask);
        Ok(())
    }

    /// Whether a drop in `column` wins at once for the player to move.
    pub fn is_winning_move(&self, column: usize) -> bool {
        let g = self.layout();
        self.can_play(column)
            && self.bits.winning_cells(g) & self.bits.drop_cell(g, column as u32) != 0
    }

    /// Whether a drop in `column` lands where the opponent would complete a four.
    pub fn blocks_a_win(&self, column: usize) -> bool {
        let g = self.layout();
        self.can_play(column)
            && self.bits.opponent_winning_cells(g) & self.bits.drop_cell(g, column as u32) != 0
    }

    /// Whether a drop in `column` lands right under a cell where the opponent would
    /// complete a four, letting them win on top of it.
    pub fn gives_a_win(&self, column: usize) -> bool {
        let g = self.layout();
        self.can_play(column)
            && self.bits.opponent_winning_cells(g) & (self.bits.drop_cell(g, column as u32) << 1)
                != 0
    }

    /// Whether the player to move can win with this disc.
    pub fn can_win_next(&self) -> bool {
        !self.is_over() && self.bits.can_win_next(self.layout())
    }

    /// The exact score of a finished match for the player to move: negative if the
    /// opponent's last disc won, 0 for a full board. `None` while it goes on.
    pub fn final_score(&self) -> Option<i32> {
        if self.won {
            Some(-((self.size.cells() as i32 + 2 - self.moves() as i32) / 2))
        } else if self.is_over() {
            Some(0)
        } else {
            None
        }
    }

    /// A unique number for the position on its board size (mirror images differ).
    pub fn key(&self) -> u128 {
        self.bits.key(self.layout())
    }

    /// The position with this [`Position::key`] (as found in the opening book), if the
    /// key is well formed. Whether the last disc won is recomputed.
    pub fn from_key(size: BoardSize, key: u128) -> Option<Position> {
        let mut pos = Position::new(size);
        let g = pos.layout();
        let stride = g.stride();
        let mut moves = 0;
        for column in 0..g.width() {
            // The slice is the mover's discs plus a marker bit just above the top disc.
            let slice = (key >> (column * stride)) & ((1u128 << stride) - 1);
            let height = slice.checked_ilog2()?;
            if height > g.height() {
                return None;
            }
            let marker = 1u128 << height;
            let shift = column * stride;
            pos.bits.current |= (slice - marker) << shift;
            pos.bits.mask |= (marker - 1) << shift;
            moves += height;
        }
        pos.bits.moves = moves;
        pos.won = has_four(g, pos.bits.current ^ pos.bits.mask);
        (pos.key() == key).then_some(pos)
    }

    /// The position seen in a mirror (columns reversed).
    pub fn mirrored(&self) -> Position {
        let g = self.layout();
        let mut out = *self;
        out.bits.current = mirror(g, self.bits.current);
        out.bits.mask = mirror(g, self.bits.mask);
        out
    }

    /// The layout of this size in a u128, valid for every size (the solver narrows
    /// it to u64 where it fits).
    fn layout(&self) -> Dynamic<u128> {
        Dynamic::new(self.size.columns() as u32, self.size.rows() as u32)
            .expect("every supported size fits in 128 bits")
    }

    /// The bitboard in the word type `B`; the caller checked it fits.
    pub(crate) fn bits<B: Bits>(&self) -> Bitboard<B> {
        Bitboard {
            current: B::from_u128(self.bits.current),
            mask: B::from_u128(self.bits.mask),
            moves: self.bits.moves,
        }
    }
}

/// Reverses the column order of a bitboard word.
fn mirror<G: Geometry<B = u128>>(g: G, bits: u128) -> u128 {
    let stride = g.stride();
    let slice = (1u128 << stride) - 1;
    (0..g.width()).fold(0, |acc, column| {
        let part = (bits >> (column * stride)) & slice;
        acc | part << ((g.width() - 1 - column) * stride)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Player;

    #[test]
    fn from_moves_matches_the_game() {
        let size = BoardSize::STANDARD;
        let game = Game::from_notation(size, Player::One, "44455554221").unwrap();
        let pos = Position::from_moves(size, "44455554221").unwrap();
        assert_eq!(Position::from_game(&game), pos);
        assert_eq!(pos.moves(), 11);
    }

    #[test]
    fn bad_move_strings_are_refused_like_the_game_does() {
        let size = BoardSize::STANDARD;
        for bad in ["44x", "48", "4444444", "12121212"] {
            let ours = Position::from_moves(size, bad).unwrap_err();
            let game = Game::from_notation(size, Player::One, bad).unwrap_err();
            assert_eq!(ours, game, "{bad}");
        }
    }

    #[test]
    fn blocks_and_gifts() {
        let size = BoardSize::STANDARD;
        // Player one has three stacked in column 1; player two blocks there only.
        let pos = Position::from_moves(size, "12121").unwrap();
        assert!(pos.blocks_a_win(0));
        assert!(!pos.blocks_a_win(1));
        // Player two holds the second row of columns 2-4: a disc in column 1 or 5
        // lets them complete it on top.
        let pos = Position::from_moves(size, "223344").unwrap();
        assert!(pos.gives_a_win(0) && pos.gives_a_win(4));
        assert!(!pos.gives_a_win(6) && !pos.blocks_a_win(0));
    }

    #[test]
    fn winning_moves_and_final_scores() {
        let size = BoardSize::STANDARD;
        let pos = Position::from_moves(size, "121212").unwrap();
        assert!(pos.can_win_next());
        assert!(pos.is_winning_move(0));
        assert!(!pos.is_winning_move(2));
        let mut won = pos;
        won.play(0).unwrap();
        assert!(won.is_won());
        // Player one won with their 4th disc: 22 - 4 = 18 for them, -18 for player two.
        assert_eq!(won.final_score(), Some(-18));
        assert_eq!(won.play(3), Err(PlayError::GameOver));
    }

    #[test]
    fn keys_decode_back_to_the_position() {
        let size = BoardSize::STANDARD;
        let pos = Position::from_moves(size, "12345671234").unwrap();
        assert_eq!(Position::from_key(size, pos.key()), Some(pos));
        assert_eq!(Position::from_key(size, 0), None);
    }

    #[test]
    fn mirror_reverses_columns() {
        let size = BoardSize::new(5, 4).unwrap();
        let a = Position::from_moves(size, "1125").unwrap();
        let b = Position::from_moves(size, "5541").unwrap();
        assert_eq!(a.mirrored(), b);
    }
}
