//! Moves without their paths, for the search, perft and the endgame database: where the
//! piece starts, where it stops and what it takes, written into a reused list, with no
//! allocation per move. The same moves as `Board::legal_moves`, in the same number (a
//! capture once per way of jumping it), so perft may count either.

use super::board::{Board, Color};
use super::squares::Square;

/// A legal move by its ends and its captures: all that decides the position after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct QuickMove {
    pub from: Square,
    pub to: Square,
    /// The captured squares, as bits.
    pub captured: u32,
}

impl QuickMove {
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }
}

/// No square: the edge of the board.
const NONE: u8 = 255;

/// For each square and direction (in `Direction::ALL`'s order), the neighbour (`NEXT`)
/// and where a jump lands (`LAND`), or `NONE`: tables, so generation only looks up.
const fn table(two: bool) -> [[u8; 4]; 32] {
    let mut out = [[NONE; 4]; 32];
    let mut square = 0;
    while square < 32 {
        let row = (square / 4) as i8;
        let column = 2 * (square % 4) as i8 + if row % 2 == 0 { 1 } else { 0 };
        let steps: [(i8, i8); 4] = [(1, -1), (1, 1), (-1, -1), (-1, 1)];
        let mut d = 0;
        while d < 4 {
            let scale = if two { 2 } else { 1 };
            let (r, c) = (row + scale * steps[d].0, column + scale * steps[d].1);
            if r >= 0 && r < 8 && c >= 0 && c < 8 {
                out[square][d] = (r * 4 + c / 2) as u8;
            }
            d += 1;
        }
        square += 1;
    }
    out
}

const NEXT: [[u8; 4]; 32] = table(false);
const LAND: [[u8; 4]; 32] = table(true);
/// The squares of the rows where Black's men (row 7) and White's (row 0) are crowned.
const BLACK_CROWN: u32 = 0xF000_0000;
const WHITE_CROWN: u32 = 0x0000_000F;

/// The directions (indices into the tables) a piece may go: a man only forward.
fn directions(king: bool, color: Color) -> &'static [usize] {
    match (king, color) {
        (true, _) => &[0, 1, 2, 3],
        (false, Color::Black) => &[0, 1],
        (false, Color::White) => &[2, 3],
    }
}

/// The rows where `color`'s men are crowned, as bits.
pub fn crown_rows(color: Color) -> u32 {
    match color {
        Color::Black => BLACK_CROWN,
        Color::White => WHITE_CROWN,
    }
}

impl Board {
    /// Every legal move into `out` (cleared first): the captures if any, else steps.
    pub fn quick_moves(&self, out: &mut Vec<QuickMove>) {
        out.clear();
        let color = self.to_move;
        let own = self.side(color);
        let theirs = self.side(color.other());
        let mut pieces = own;
        while pieces != 0 {
            let from = pieces.trailing_zeros() as u8;
            pieces &= pieces - 1;
            let king = self.kings & (1 << from) != 0;
            // The jumping piece has left its square: it may come back to it.
            let occupied = (own | theirs) & !(1 << from);
            let jump = Jump {
                from,
                king,
                color,
                theirs,
                occupied,
            };
            jump.extend(from, 0, out);
        }
        if !out.is_empty() {
            return;
        }
        let empty = !(own | theirs);
        let mut pieces = own;
        while pieces != 0 {
            let from = pieces.trailing_zeros() as u8;
            pieces &= pieces - 1;
            let king = self.kings & (1 << from) != 0;
            for &d in directions(king, color) {
                let to = NEXT[from as usize][d];
                if to != NONE && empty & (1 << to) != 0 {
                    out.push(QuickMove {
                        from,
                        to,
                        captured: 0,
                    });
                }
            }
        }
    }

    /// Whether the side to move has a capture to make.
    pub fn must_capture(&self) -> bool {
        let color = self.to_move;
        let own = self.side(color);
        let theirs = self.side(color.other());
        let empty = !(own | theirs);
        let mut pieces = own;
        while pieces != 0 {
            let from = pieces.trailing_zeros() as usize;
            pieces &= pieces - 1;
            let king = self.kings & (1 << from) != 0;
            for &d in directions(king, color) {
                let (over, to) = (NEXT[from][d], LAND[from][d]);
                if to != NONE && theirs & (1 << over) != 0 && empty & (1 << to) != 0 {
                    return true;
                }
            }
        }
        false
    }

    /// The position after `mv`, a legal move here; the other side to move.
    pub fn play_quick(&self, mv: QuickMove) -> Board {
        let color = self.to_move;
        let (from, to) = (1u32 << mv.from, 1u32 << mv.to);
        let mut next = *self;
        let own = next.side_mut(color);
        *own = (*own & !from) | to;
        *next.side_mut(color.other()) &= !mv.captured;
        let was_king = self.kings & from != 0;
        next.kings &= !(mv.captured | from);
        if was_king || to & crown_rows(color) != 0 {
            next.kings |= to;
        }
        next.to_move = color.other();
        next
    }

    /// Whether `mv` moves a man or captures: nothing before it can come back.
    pub fn is_irreversible(&self, mv: QuickMove) -> bool {
        mv.is_capture() || self.kings & (1 << mv.from) == 0
    }
}

/// One piece's captures under way: which piece, and the board it jumps on.
struct Jump {
    from: Square,
    king: bool,
    color: Color,
    theirs: u32,
    occupied: u32,
}

impl Jump {
    /// Every capture that goes on from `at` with `captured` taken so far.
    fn extend(&self, at: Square, captured: u32, out: &mut Vec<QuickMove>) {
        let mut went_on = false;
        // A man crowned by a capture stops there.
        let crowned = !self.king && captured != 0 && (1 << at) & crown_rows(self.color) != 0;
        if !crowned {
            for &d in directions(self.king, self.color) {
                let (over, to) = (NEXT[at as usize][d], LAND[at as usize][d]);
                if to == NONE {
                    continue;
                }
                let over_bit = 1u32 << over;
                let open = self.occupied & (1 << to) == 0;
                if self.theirs & over_bit & !captured != 0 && open {
                    went_on = true;
                    self.extend(to, captured | over_bit, out);
                }
            }
        }
        if !went_on && captured != 0 {
            out.push(QuickMove {
                from: self.from,
                to: at,
                captured,
            });
        }
    }
}

/// Checks the tables against the square geometry they were written from.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::squares::{Direction, beyond, crowning_row, neighbour, row_column};

    #[test]
    fn the_tables_agree_with_the_squares() {
        for square in 0..32u8 {
            for (d, direction) in Direction::ALL.into_iter().enumerate() {
                let next = neighbour(square, direction).unwrap_or(NONE);
                let land = beyond(square, direction).unwrap_or(NONE);
                assert_eq!(NEXT[square as usize][d], next);
                assert_eq!(LAND[square as usize][d], land);
            }
        }
        assert_eq!(crowning_row(true), row_column(31).0);
    }
}
