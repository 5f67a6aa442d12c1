//! A position: whose discs are where, and who moves. Copied, not undone: a position is
//! a few words, and a pop moves a whole column, so copy-make is the simple way back.

use super::bits::Geometry;
use super::moves::{Move, MoveList};
use super::outcome::PlayError;
use connect4_classic::game::{BoardSize, Column, Player};
use std::fmt;

/// The discs of both players and the player to move. Knows nothing of history: see
/// [`super::Game`] for repetitions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    geometry: Geometry,
    /// Each player's discs, indexed by [`Player::index`].
    discs: [u128; 2],
    to_move: Player,
}

/// A position's identity for repetitions: the discs and the player to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PositionKey {
    discs: [u128; 2],
    to_move: Player,
}

impl PositionKey {
    /// 64 well-mixed bits of the key: the transposition table's index and check.
    pub fn hash(self) -> u64 {
        let mix = |x: u64| {
            // splitmix64's finaliser: every input bit moves every output bit.
            let x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            let x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            x ^ (x >> 31)
        };
        let [one, two] = self.discs;
        let words = [
            one as u64,
            (one >> 64) as u64,
            two as u64,
            (two >> 64) as u64,
        ];
        let side = self.to_move.index() as u64;
        words
            .into_iter()
            .fold(mix(side + 1), |h, w| mix(h.rotate_left(17) ^ w))
    }
}

impl Position {
    /// The empty board, player one to move.
    pub fn new(size: BoardSize) -> Self {
        Position {
            geometry: Geometry::new(size),
            discs: [0, 0],
            to_move: Player::One,
        }
    }

    pub fn size(&self) -> BoardSize {
        self.geometry.size()
    }

    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    pub fn to_move(&self) -> Player {
        self.to_move
    }

    pub fn discs(&self, player: Player) -> u128 {
        self.discs[player.index()]
    }

    pub fn occupied(&self) -> u128 {
        self.discs[0] | self.discs[1]
    }

    pub fn key(&self) -> PositionKey {
        PositionKey {
            discs: self.discs,
            to_move: self.to_move,
        }
    }

    /// The disc at a cell (0-based column, row from the bottom), if any.
    pub fn get(&self, column: usize, row: usize) -> Option<Player> {
        if column >= self.size().columns() || row >= self.size().rows() {
            return None;
        }
        let bit = self.geometry.cell(column, row);
        Player::BOTH.into_iter().find(|p| self.discs(*p) & bit != 0)
    }

    pub fn height(&self, column: usize) -> usize {
        (self.occupied() & self.geometry.column(column)).count_ones() as usize
    }

    pub fn is_full(&self) -> bool {
        self.occupied() == self.geometry.board()
    }

    /// Whether `player` has four in a line.
    pub fn has_four(&self, player: Player) -> bool {
        self.geometry.has_four(self.discs(player))
    }

    /// Why a move is illegal here, if it is.
    pub fn check(&self, mv: Move) -> Result<(), PlayError> {
        let c = mv.column().index();
        if c >= self.size().columns() {
            return Err(PlayError::NoSuchColumn(c));
        }
        match mv {
            Move::Drop(_) if self.height(c) >= self.size().rows() => Err(PlayError::ColumnFull(c)),
            Move::Pop(_) => match self.get(c, 0) {
                None => Err(PlayError::EmptyColumn(c)),
                Some(owner) if owner != self.to_move => Err(PlayError::NotYourDisc(c)),
                Some(_) => Ok(()),
            },
            Move::Drop(_) => Ok(()),
        }
    }

    /// Every legal move: the drops, then the pops, each left to right.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        let playable = self.geometry.playable(self.occupied());
        let mine = self.discs(self.to_move);
        for c in 0..self.size().columns() {
            if playable & self.geometry.column(c) != 0 {
                list.push(Move::Drop(Column::new(c)));
            }
        }
        for c in 0..self.size().columns() {
            if mine & self.geometry.cell(c, 0) != 0 {
                list.push(Move::Pop(Column::new(c)));
            }
        }
        list
    }

    /// The position after a move the caller knows is legal; the turn passes.
    pub fn after(&self, mv: Move) -> Position {
        debug_assert_eq!(self.check(mv), Ok(()), "{mv} in\n{self}");
        let mut next = *self;
        let c = mv.column().index();
        match mv {
            Move::Drop(_) => {
                let cell = self.geometry.playable(self.occupied()) & self.geometry.column(c);
                next.discs[self.to_move.index()] |= cell;
            }
            Move::Pop(_) => {
                for discs in &mut next.discs {
                    *discs = self.geometry.lower(*discs, c);
                }
            }
        }
        next.to_move = self.to_move.other();
        next
    }

    /// Who has four in a line after `mover` played into this position. PopOut's rule
    /// for a pop that completes lines for both: the popper wins (see the crate docs).
    /// A drop can only complete the dropper's lines.
    pub fn line_winner(&self, mover: Player) -> Option<Player> {
        [mover, mover.other()]
            .into_iter()
            .find(|p| self.has_four(*p))
    }

    /// Builds a position from rows of `X` (player one), `O` (player two) and `.`, top
    /// row first, as [`Position`]'s `Display` prints it; `to_move` is whose turn it is.
    /// For tests and puzzles: discs must rest on discs, and the rows be of one width.
    pub fn from_rows(rows: &[&str], to_move: Player) -> Option<Position> {
        let width = rows.first()?.len();
        let size = BoardSize::new(width, rows.len()).ok()?;
        let mut pos = Position::new(size);
        pos.to_move = to_move;
        for (from_top, line) in rows.iter().enumerate() {
            let row = rows.len() - 1 - from_top;
            if line.len() != width {
                return None;
            }
            for (column, glyph) in line.chars().enumerate() {
                let bit = pos.geometry.cell(column, row);
                match glyph {
                    'X' => pos.discs[0] |= bit,
                    'O' => pos.discs[1] |= bit,
                    '.' => {}
                    _ => return None,
                }
            }
        }
        let occupied = pos.occupied();
        // Gravity: every column's discs must be contiguous from the bottom.
        let settled = (0..width).all(|c| {
            let col = occupied & pos.geometry.column(c);
            let low = col >> (c as u32 * (size.rows() as u32 + 1));
            low & (low + 1) == 0
        });
        settled.then_some(pos)
    }
}

/// Top row first, `X` for player one, `O` for player two, `.` for empty.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (0..self.size().rows()).rev() {
            for column in 0..self.size().columns() {
                let glyph = match self.get(column, row) {
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
