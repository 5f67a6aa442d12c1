//! The endgame database in memory: one table of bytes per material, each byte what a
//! position is worth to the side to move (won, lost or drawn) and, when won or lost,
//! how many plies until the 40-move rule's count starts again (a capture or a man's
//! move, by either side) with the win kept, or the loser has no move.

use super::index::Layout;
use super::material::{Material, black_to_move};
use crate::board::Board;

/// The most pieces a table may hold (the materials' slots are counted in this base).
pub const MAX_PIECES: u32 = 8;

/// What a position is worth to the side to move, with best play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Win,
    Loss,
    Draw,
}

/// A position's verdict and, for a win or a loss, the plies to the rule's next
/// restart with best play (the winner hurrying, the loser holding out).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Known {
    pub verdict: Verdict,
    pub plies: u32,
}

/// The longest distance a byte holds.
pub const MAX_PLIES: u32 = 127;

impl Known {
    /// One byte: 0 a draw (or not known yet, while building), 1-127 a win in that
    /// many plies, 128 + n a loss in n plies.
    pub fn from_byte(byte: u8) -> Known {
        match byte {
            0 => Known {
                verdict: Verdict::Draw,
                plies: 0,
            },
            1..=127 => Known {
                verdict: Verdict::Win,
                plies: u32::from(byte),
            },
            _ => Known {
                verdict: Verdict::Loss,
                plies: u32::from(byte - 128),
            },
        }
    }

    pub fn to_byte(self) -> u8 {
        let plies = self.plies.min(MAX_PLIES) as u8;
        match self.verdict {
            Verdict::Draw => 0,
            Verdict::Win => plies.max(1),
            Verdict::Loss => 128 + plies,
        }
    }
}

/// One material's table.
pub struct Table {
    pub layout: Layout,
    pub values: Vec<u8>,
}

/// The tables of every material up to some number of pieces.
pub struct Tablebase {
    tables: Vec<Option<Table>>,
    pieces: u32,
}

fn slot(m: &Material) -> usize {
    let base = MAX_PIECES as usize + 1;
    [m.black_men, m.black_kings, m.white_men, m.white_kings]
        .iter()
        .fold(0, |total, &n| total * base + usize::from(n))
}

impl Default for Tablebase {
    fn default() -> Self {
        let slots = (MAX_PIECES as usize + 1).pow(4);
        Tablebase {
            tables: (0..slots).map(|_| None).collect(),
            pieces: 0,
        }
    }
}

impl Tablebase {
    /// The most pieces a position may have to be found here.
    pub fn pieces(&self) -> u32 {
        self.pieces
    }

    pub fn set_pieces(&mut self, pieces: u32) {
        self.pieces = pieces;
    }

    pub fn insert(&mut self, table: Table) {
        let at = slot(&table.layout.material);
        self.tables[at] = Some(table);
    }

    pub fn table(&self, material: &Material) -> Option<&Table> {
        self.tables.get(slot(material))?.as_ref()
    }

    /// A table to change, for the tests that damage one.
    #[cfg(test)]
    pub(crate) fn table_mut(&mut self, material: &Material) -> Option<&mut Table> {
        self.tables.get_mut(slot(material))?.as_mut()
    }

    /// Every table, in the order of their materials.
    pub fn tables(&self) -> impl Iterator<Item = &Table> {
        self.tables.iter().flatten()
    }

    /// How many positions of exactly `pieces` pieces the tables hold (Black to move;
    /// White to move is the same number again, by symmetry).
    pub fn positions(&self, pieces: u32) -> u64 {
        self.tables()
            .filter(|t| t.layout.material.pieces() == pieces)
            .map(|t| {
                (0..t.layout.size())
                    .filter(|&i| t.layout.board(i).is_some())
                    .count() as u64
            })
            .sum()
    }

    /// The byte of `board`, if its material has a table.
    pub fn byte(&self, board: &Board) -> Option<u8> {
        let board = black_to_move(board);
        let material = Material::of(&board);
        if material.pieces() > MAX_PIECES {
            return None;
        }
        let table = self.table(&material)?;
        Some(table.values[table.layout.index(&board) as usize])
    }

    /// What `board` is worth to the side to move, if it has few enough pieces.
    pub fn probe(&self, board: &Board) -> Option<Known> {
        if board.occupied().count_ones() > self.pieces {
            return None;
        }
        self.byte(board).map(Known::from_byte)
    }
}
