//! The board seen from one side, moving down (towards row 7) as Black does: each
//! square's neighbours and jump landings, and the cone of squares ahead of a man. The
//! other side's view is the same board turned round (`u32::reverse_bits`).

/// No square: off the board.
pub const NONE: u8 = 32;

/// The neighbour of each square in each direction: down-left, down-right, up-left,
/// up-right (the first two are forward for the side whose view this is).
pub const NEXT: [[u8; 4]; 32] = steps(1);
/// Where a jump in each direction lands.
pub const JUMP: [[u8; 4]; 32] = steps(2);
/// For each square, the squares a man there could reach going forward, row by row.
pub const CONE: [u32; 32] = cones();
/// Row 0, the own back row.
pub const BACK_ROW: u32 = 0xF;
/// Columns 0-3 of the board.
pub const LEFT_HALF: u32 = 0x3333_3333;

const fn row_column(square: usize) -> (i32, i32) {
    let row = (square / 4) as i32;
    let column = 2 * (square % 4) as i32 + if row % 2 == 0 { 1 } else { 0 };
    (row, column)
}

const fn at(row: i32, column: i32) -> u8 {
    if row < 0 || row > 7 || column < 0 || column > 7 {
        NONE
    } else {
        (row * 4 + column / 2) as u8
    }
}

const fn steps(length: i32) -> [[u8; 4]; 32] {
    let directions = [(1, -1), (1, 1), (-1, -1), (-1, 1)];
    let mut out = [[NONE; 4]; 32];
    let mut square = 0;
    while square < 32 {
        let (row, column) = row_column(square);
        let mut d = 0;
        while d < 4 {
            let (dr, dc) = directions[d];
            out[square][d] = at(row + length * dr, column + length * dc);
            d += 1;
        }
        square += 1;
    }
    out
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
        assert_eq!(NEXT[8], [12, 13, 4, 5]);
        assert_eq!(JUMP[8][1], 17);
        assert_eq!(NEXT[11][1], NONE);
        // Turning the board round maps square 1 to 32.
        assert_eq!(1u32.reverse_bits(), 1 << 31);
        // A man on 29's row has nothing ahead; one on 1 sees most of the board.
        assert_eq!(CONE[28], 0);
        assert_eq!(CONE[0] & 0xF, 0);
    }
}
