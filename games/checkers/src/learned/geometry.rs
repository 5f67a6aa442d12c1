//! The board seen from one side, moving down (towards row 7) as Black does: the cone
//! of squares ahead of a man, and each step taken by a whole set of squares at once
//! (bit shifts), which is how the evaluation counts; the tests check the shifts
//! against tables of each square's neighbours and jump landings. The other side's view is the same board turned round
//! (`u32::reverse_bits`).

/// No square: off the board.
#[cfg(test)]
pub const NONE: u8 = 32;

/// The neighbour of `square` in each direction: down-left, down-right, up-left,
/// up-right (the first two are forward for the side whose view this is), from the
/// rules' own squares: what the shifts are checked against.
#[cfg(test)]
pub fn next(square: usize) -> [u8; 4] {
    use super::super::squares::{Direction, neighbour};
    Direction::ALL.map(|d| neighbour(square as u8, d).unwrap_or(NONE))
}

/// Where a jump from `square` in each direction lands.
#[cfg(test)]
pub fn jump(square: usize) -> [u8; 4] {
    use super::super::squares::{Direction, beyond};
    Direction::ALL.map(|d| beyond(square as u8, d).unwrap_or(NONE))
}

/// For each square, the squares a man there could reach going forward, row by row.
pub const CONE: [u32; 32] = cones();
/// Row 0, the own back row.
pub const BACK_ROW: u32 = 0xF;
/// Columns 0-3 of the board.
pub const LEFT_HALF: u32 = 0x3333_3333;

/// Rows 0, 2, 4 and 6, whose squares sit one column right of the odd rows' squares.
const EVEN_ROWS: u32 = 0x0F0F_0F0F;
const ODD_ROWS: u32 = !EVEN_ROWS;
/// The first and last square of each row (columns 0-1 and 6-7).
const FIRST: u32 = 0x1111_1111;
const LAST: u32 = 0x8888_8888;

/// Each square of `set` moved one step down-left (off the board: dropped).
#[inline]
pub fn down_left(set: u32) -> u32 {
    (set & EVEN_ROWS) << 4 | (set & ODD_ROWS & !FIRST) << 3
}

/// Each square of `set` moved one step down-right.
#[inline]
pub fn down_right(set: u32) -> u32 {
    (set & EVEN_ROWS & !LAST) << 5 | (set & ODD_ROWS) << 4
}

/// Each square of `set` moved one step up-left.
#[inline]
pub fn up_left(set: u32) -> u32 {
    (set & EVEN_ROWS) >> 4 | (set & ODD_ROWS & !FIRST) >> 5
}

/// Each square of `set` moved one step up-right.
#[inline]
pub fn up_right(set: u32) -> u32 {
    (set & EVEN_ROWS & !LAST) >> 3 | (set & ODD_ROWS) >> 4
}

/// The squares with no neighbour up-left, and with none up-right: a piece there is
/// covered from that side by the board's edge.
pub const NO_UP_LEFT: u32 = BACK_ROW | ODD_ROWS & FIRST;
pub const NO_UP_RIGHT: u32 = BACK_ROW | EVEN_ROWS & LAST;

const fn row_column(square: usize) -> (i32, i32) {
    let row = (square / 4) as i32;
    let column = 2 * (square % 4) as i32 + if row % 2 == 0 { 1 } else { 0 };
    (row, column)
}

const fn cones() -> [u32; 32] {
    let mut out = [0u32; 32];
    let mut square = 0;
    while square < 32 {
        let (row, column) = row_column(square);
        let mut other = 0;
        while other < 32 {
            let (r, c) = row_column(other);
            let ahead = r - row;
            let across = if c > column { c - column } else { column - c };
            if ahead > 0 && across <= ahead {
                out[square] |= 1 << other;
            }
            other += 1;
        }
        square += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_view_matches_the_standard_board() {
        // Square 9 (index 8) steps down to 13 and 14 and jumps to 18 (index 17).
        assert_eq!(next(8), [12, 13, 4, 5]);
        assert_eq!(jump(8)[1], 17);
        assert_eq!(next(11)[1], NONE);
        // Turning the board round maps square 1 to 32.
        assert_eq!(1u32.reverse_bits(), 1 << 31);
        // A man on 29's row has nothing ahead; one on 1 sees most of the board.
        assert_eq!(CONE[28], 0);
        assert_eq!(CONE[0] & 0xF, 0);
    }

    #[test]
    fn the_shifts_take_the_same_steps_as_the_tables() {
        let shifts: [fn(u32) -> u32; 4] = [down_left, down_right, up_left, up_right];
        for (square, next) in (0..32).map(|square| (square, next(square))) {
            for (d, shift) in shifts.iter().enumerate() {
                let expected = match next[d] {
                    NONE => 0,
                    next => 1 << next,
                };
                assert_eq!(
                    shift(1 << square),
                    expected,
                    "square {square}, direction {d}"
                );
            }
            let left_edge = next[2] == NONE;
            let right_edge = next[3] == NONE;
            assert_eq!(NO_UP_LEFT & 1 << square != 0, left_edge);
            assert_eq!(NO_UP_RIGHT & 1 << square != 0, right_edge);
        }
    }
}
