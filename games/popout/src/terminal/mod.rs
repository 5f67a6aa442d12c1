//! PopOut at the terminal (the `terminal` feature): its entry and rows of the key
//! table, and its board drawn with the keys' column over it. The shell's host plays
//! it: seats, the computer, menus, questions, undo, the scoreboard and the game kept.

mod board_motion;
mod board_view;
mod key_rows;

pub use board_view::Aim;
pub use key_rows::{GAME, KEY_ROWS, action, kind_words};
