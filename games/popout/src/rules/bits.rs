//! The board's geometry as bits: one bit a cell, column by column from the bottom,
//! with one spare bit above each column so that lines never wrap from one column into
//! the next. Ten columns of ten rows and their spare bits fit in 110 bits of a `u128`.

use connect4_classic::game::BoardSize;

/// Where each cell's bit is, and the masks every question about lines needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Geometry {
    size: BoardSize,
    /// Bits from one column's bottom to the next one's: the rows and the spare bit.
    stride: u32,
    /// Every cell of the board (no spare bits).
    board: u128,
    /// The bottom cell of every column.
    bottom: u128,
}

impl Geometry {
    pub fn new(size: BoardSize) -> Self {
        let stride = size.rows() as u32 + 1;
        let column = (1u128 << size.rows()) - 1;
        let (mut board, mut bottom) = (0, 0);
        for c in 0..size.columns() as u32 {
            board |= column << (c * stride);
            bottom |= 1u128 << (c * stride);
        }
        Geometry {
            size,
            stride,
            board,
            bottom,
        }
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    pub fn board(&self) -> u128 {
        self.board
    }

    pub fn bottom(&self) -> u128 {
        self.bottom
    }

    /// The bit of the cell `row` places up `column` (both from 0).
    pub fn cell(&self, column: usize, row: usize) -> u128 {
        1u128 << (column as u32 * self.stride + row as u32)
    }

    /// Every cell of one column.
    pub fn column(&self, column: usize) -> u128 {
        ((1u128 << self.size.rows()) - 1) << (column as u32 * self.stride)
    }

    /// The lowest empty cell of every column that has one: the cells a drop fills.
    pub fn playable(&self, occupied: u128) -> u128 {
        // Adding a column's bottom bit carries through its discs (they are contiguous
        // from the bottom) to its first empty cell, or to the spare bit when it is full.
        (occupied + self.bottom) & self.board
    }

    /// The same discs with `column` lowered by one: its bottom cell gone, the rest
    /// fallen one row. Discs of other columns stay.
    pub fn lower(&self, discs: u128, column: usize) -> u128 {
        let mask = self.column(column);
        let fallen = ((discs & mask) >> 1) & mask;
        (discs & !mask) | fallen
    }

    /// Whether `discs` hold four in a line: vertical, horizontal or either diagonal.
    pub fn has_four(&self, discs: u128) -> bool {
        self.directions().into_iter().any(|d| {
            let pairs = discs & (discs >> d);
            pairs & (pairs >> (2 * d)) != 0
        })
    }

    /// The empty cells where one more of these discs would make four: threats, whether
    /// a disc can reach them now or not.
    pub fn threats(&self, discs: u128, occupied: u128) -> u128 {
        let mut cells = 0;
        for d in self.directions() {
            // Two in a row just below the cell, and two just above it, along `d`.
            let below = (discs << d) & (discs << (2 * d));
            let above = (discs >> d) & (discs >> (2 * d));
            cells |= below & (discs << (3 * d));
            cells |= below & (discs >> d);
            cells |= above & (discs >> (3 * d));
            cells |= above & (discs << d);
        }
        cells & self.board & !occupied
    }

    /// The four line directions as bit distances: up, right, down-right, up-right.
    fn directions(&self) -> [u32; 4] {
        [1, self.stride, self.stride - 1, self.stride + 1]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standard() -> Geometry {
        Geometry::new(BoardSize::STANDARD)
    }

    #[test]
    fn four_in_each_direction_is_found_and_three_is_not() {
        let g = standard();
        let line = |cells: &[(usize, usize)]| cells.iter().fold(0, |b, &(c, r)| b | g.cell(c, r));
        assert!(g.has_four(line(&[(0, 0), (0, 1), (0, 2), (0, 3)])));
        assert!(g.has_four(line(&[(3, 2), (4, 2), (5, 2), (6, 2)])));
        assert!(g.has_four(line(&[(0, 0), (1, 1), (2, 2), (3, 3)])));
        assert!(g.has_four(line(&[(0, 5), (1, 4), (2, 3), (3, 2)])));
        assert!(!g.has_four(line(&[(0, 3), (0, 4), (0, 5), (1, 0)])));
        assert!(!g.has_four(line(&[(4, 0), (5, 0), (6, 0), (0, 1)])));
    }

    #[test]
    fn lowering_a_column_drops_its_discs_by_one() {
        let g = standard();
        let discs = g.cell(2, 0) | g.cell(2, 2) | g.cell(3, 0);
        assert_eq!(g.lower(discs, 2), g.cell(2, 1) | g.cell(3, 0));
    }

    #[test]
    fn threats_include_gaps_and_ends() {
        let g = standard();
        let discs = g.cell(0, 0) | g.cell(1, 0) | g.cell(3, 0);
        assert_eq!(g.threats(discs, discs), g.cell(2, 0));
        let playable = g.playable(discs);
        assert_eq!(playable & g.column(0), g.cell(0, 1));
        assert_eq!(playable & g.column(2), g.cell(2, 0));
    }
}
