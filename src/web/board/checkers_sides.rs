//! Checkers' two sides as the page draws them: Black's pieces near black and White's
//! near white, as their names say and as a checkers set is (the config's colours
//! are Connect 4's discs'), on the board and beside the names in the side panel.

use crate::board::colours::Rgb;
use connect4_checkers::Color;

/// A side's pieces' colour.
pub fn piece(color: Color) -> Rgb {
    match color {
        Color::Black => Rgb(34, 34, 38),
        Color::White => Rgb(240, 234, 220),
    }
}
