//! What moves on a board in one frame, as the page's moments say it (`moments`): a
//! plain value the painters read, so they keep no clock of their own.

use connect4_classic::game::Cell;

/// What moves on the board this frame, as the page's moments say (`moments`).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Motion {
    /// The disc falling (or bouncing) to its cell, and how many rows above it it is.
    pub drop: Option<(Cell, f64)>,
    /// A disc in its cell on the model's board that waits for the one falling to
    /// rest before it falls in turn: not drawn yet.
    pub waiting: Option<Cell>,
    /// The winning four's pulse, 0 to 1; `None` draws it still.
    pub glow: Option<f64>,
}
