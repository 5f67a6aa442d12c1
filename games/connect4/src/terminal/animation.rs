//! The falling disc. A dropped disc is drawn row by row from the top of its column to
//! its cell. The animation is pure: each `Tick` moves it one row, and the loop sends a
//! tick every `FALL_TICK` while a disc falls (and none when nothing moves), so tests
//! step it frame by frame without a clock.

use crate::game::Cell;
use std::time::Duration;

/// Time per row: a full 6-row column falls in about 150 ms.
pub const FALL_TICK: Duration = Duration::from_millis(25);

/// A disc on its way down to `cell`, drawn at `row` for now (rows count from the
/// bottom, as cells do).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fall {
    pub cell: Cell,
    pub row: usize,
}

impl Fall {
    /// A fall into `cell` from the top of a board of `rows`; `None` when the disc
    /// lands on the top row, where there is nothing to fall through.
    pub fn start(cell: Cell, rows: usize) -> Option<Fall> {
        let top = rows.checked_sub(1)?;
        (cell.row < top).then_some(Fall { cell, row: top })
    }

    /// One row further down; `None` once it has landed.
    pub fn step(self) -> Option<Fall> {
        (self.row > self.cell.row + 1).then(|| Fall {
            row: self.row - 1,
            ..self
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_disc_falls_one_row_per_tick_and_lands() {
        let mut fall = Fall::start(Cell::new(3, 0), 6);
        let mut rows = Vec::new();
        while let Some(now) = fall {
            rows.push(now.row);
            fall = now.step();
        }
        assert_eq!(rows, [5, 4, 3, 2, 1], "then it is drawn in its cell, row 0");
        assert_eq!(
            Fall::start(Cell::new(0, 5), 6),
            None,
            "the top row has no fall"
        );
    }
}
