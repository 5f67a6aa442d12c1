//! Where the cursor goes when the position changes: onto a piece that can move, so the
//! person to move can pick one at once instead of looking for it.

use super::CheckersModel;
use crate::terminal::cell_of;

impl CheckersModel {
    /// Puts the cursor on the piece that can move nearest to where it is (it stays on
    /// one already there). Nothing changes while the computer is to move or once the
    /// game is over: the cursor is hidden then.
    pub fn place_cursor(&mut self) {
        if self.computer_to_move() || self.game.outcome().is_some() {
            return;
        }
        let (row, column) = self.cursor;
        let distance = |(r, c): (u8, u8)| {
            let (dr, dc) = (r.abs_diff(row), c.abs_diff(column));
            u16::from(dr) * u16::from(dr) + u16::from(dc) * u16::from(dc)
        };
        let nearest = self
            .game
            .legal_moves()
            .iter()
            .map(|mv| cell_of(mv.from()))
            .min_by_key(|&cell| (distance(cell), cell));
        if let Some(cell) = nearest {
            self.cursor = cell;
        }
    }
}
