//! The board on its canvas and the grid of text over it: painting each game's board,
//! fitting it to a phone, its colours, and what moves on it.

pub mod board_canvas;
pub mod board_fit;
pub mod board_motion;
pub mod board_paint;
pub mod cell_css;
pub mod checkers_paint;
pub mod checkers_sides;
pub mod colours;
pub mod connect4_paint;
pub mod disc_holes;
pub mod drop_motion;
pub mod reduced_motion;
pub mod text_grid;
pub mod winning_four;
