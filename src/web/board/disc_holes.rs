//! Where a Connect 4 board's holes are on the page's canvas: each column's and
//! row's centre in pixels (a row may be fractional, for a disc on its way down) and
//! a disc's radius, from the board's layout in cells. The board's painter and the
//! winning four's both place their marks by it.

use crate::board::board_canvas::Painter;
use connect4_classic::terminal::BoardGeometry;

/// Where a board's holes are on the canvas, in pixels.
pub struct Holes<'a> {
    pub painter: &'a Painter<'a>,
    geometry: &'a BoardGeometry,
}

impl<'a> Holes<'a> {
    pub fn new(painter: &'a Painter<'a>, geometry: &'a BoardGeometry) -> Holes<'a> {
        Holes { painter, geometry }
    }

    /// Cells from one column's grid line to the next.
    pub fn step_x(&self) -> f64 {
        f64::from(self.geometry.cell_width + 1)
    }

    /// Cells from one row's grid line to the next.
    pub fn step_y(&self) -> f64 {
        f64::from(self.geometry.cell_height + 1)
    }

    /// The centre of a column, from one grid line's middle to the next.
    pub fn x(&self, column: usize) -> f64 {
        let left = f64::from(self.geometry.column_x(column)) + 0.5;
        self.painter.x(left + self.step_x() / 2.0)
    }

    /// The centre of a row counted from the bottom, fractional while a disc falls.
    pub fn y(&self, row: f64) -> f64 {
        let bottom = f64::from(self.geometry.row_y(0)) - 0.5 + self.step_y() / 2.0;
        self.painter.y(bottom - row * self.step_y())
    }

    pub fn radius(&self) -> f64 {
        let across = self
            .painter
            .x(self.step_x())
            .min(self.painter.y(self.step_y()));
        across * 0.41
    }
}
