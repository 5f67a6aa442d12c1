//! A position: where each side's men and kings stand, and who is to move.

use super::squares::Square;

/// The two sides. Black moves first, from squares 1-12 towards 32.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Color {
    Black,
    White,
}

impl Color {
    pub fn other(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// Whether this side's men move towards the higher-numbered squares.
    pub fn moves_down(self) -> bool {
        self == Color::Black
    }
}

/// What stands on a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Piece {
    pub color: Color,
    pub king: bool,
}

/// The 32 squares as bits (bit n is square n + 1), and the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    pub(super) black: u32,
    pub(super) white: u32,
    pub(super) kings: u32,
    pub(super) to_move: Color,
}

impl Board {
    /// The start: Black's twelve men on 1-12, White's on 21-32, Black to move.
    pub fn start() -> Board {
        Board {
            black: 0x0000_0FFF,
            white: 0xFFF0_0000,
            kings: 0,
            to_move: Color::Black,
        }
    }

    /// An empty board with `to_move` to move, to set a position up.
    pub fn empty(to_move: Color) -> Board {
        Board {
            black: 0,
            white: 0,
            kings: 0,
            to_move,
        }
    }

    pub fn to_move(&self) -> Color {
        self.to_move
    }

    pub fn piece(&self, square: Square) -> Option<Piece> {
        let bit = 1 << square;
        let color = if self.black & bit != 0 {
            Color::Black
        } else if self.white & bit != 0 {
            Color::White
        } else {
            return None;
        };
        Some(Piece {
            color,
            king: self.kings & bit != 0,
        })
    }

    /// Puts `piece` on `square` (or empties it).
    pub fn set(&mut self, square: Square, piece: Option<Piece>) {
        let bit = 1 << square;
        self.black &= !bit;
        self.white &= !bit;
        self.kings &= !bit;
        if let Some(piece) = piece {
            *self.side_mut(piece.color) |= bit;
            if piece.king {
                self.kings |= bit;
            }
        }
    }

    pub(super) fn side(&self, color: Color) -> u32 {
        match color {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }

    pub(super) fn side_mut(&mut self, color: Color) -> &mut u32 {
        match color {
            Color::Black => &mut self.black,
            Color::White => &mut self.white,
        }
    }

    pub(super) fn occupied(&self) -> u32 {
        self.black | self.white
    }

    /// A 64-bit hash of the position (pieces and side to move), for the search's
    /// table: the words mixed by the splitmix64 finaliser.
    pub fn hash(&self) -> u64 {
        let mix = |mut x: u64| {
            x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            x ^ (x >> 31)
        };
        let pieces = u64::from(self.black) | u64::from(self.white) << 32;
        let side = u64::from(self.to_move == Color::White);
        mix(pieces ^ mix(u64::from(self.kings) << 1 | side))
    }

    /// How many pieces `color` has.
    pub fn count(&self, color: Color) -> u32 {
        self.side(color).count_ones()
    }
}
