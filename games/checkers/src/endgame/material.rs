//! What a database table holds: positions of one material (so many men and kings a
//! side), Black to move. White to move is the same table seen from the other side
//! (the board turned round and the colours swapped), so it needs no table of its own.

use crate::board::{Board, Color};

/// How many men and kings each side has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material {
    pub black_men: u8,
    pub black_kings: u8,
    pub white_men: u8,
    pub white_kings: u8,
}

impl Material {
    pub fn of(board: &Board) -> Material {
        let count = |bits: u32| bits.count_ones() as u8;
        Material {
            black_men: count(board.black & !board.kings),
            black_kings: count(board.black & board.kings),
            white_men: count(board.white & !board.kings),
            white_kings: count(board.white & board.kings),
        }
    }

    pub fn pieces(&self) -> u32 {
        u32::from(self.black_men + self.black_kings + self.white_men + self.white_kings)
    }

    pub fn men(&self) -> u32 {
        u32::from(self.black_men + self.white_men)
    }

    /// The same pieces with the colours swapped.
    pub fn flipped(&self) -> Material {
        Material {
            black_men: self.white_men,
            black_kings: self.white_kings,
            white_men: self.black_men,
            white_kings: self.black_kings,
        }
    }

    /// Every material of exactly `pieces` pieces, in the order the tables are built:
    /// fewer men first, since a man crowned turns one material into another with one
    /// man fewer.
    pub fn all(pieces: u32) -> Vec<Material> {
        let n = pieces as u8;
        let mut out = Vec::new();
        for black_men in 0..=n {
            for black_kings in 0..=n - black_men {
                for white_men in 0..=n - black_men - black_kings {
                    let white_kings = n - black_men - black_kings - white_men;
                    out.push(Material {
                        black_men,
                        black_kings,
                        white_men,
                        white_kings,
                    });
                }
            }
        }
        out.sort_by_key(|m| (m.men(), *m));
        out
    }
}

/// `board` turned round with the colours swapped: the same game seen from the other
/// side, so White to move becomes Black to move.
pub fn flip(board: &Board) -> Board {
    Board {
        black: board.white.reverse_bits(),
        white: board.black.reverse_bits(),
        kings: board.kings.reverse_bits(),
        to_move: board.to_move.other(),
    }
}

/// `board` with Black to move: itself, or flipped.
pub fn black_to_move(board: &Board) -> Board {
    match board.to_move {
        Color::Black => *board,
        Color::White => flip(board),
    }
}
