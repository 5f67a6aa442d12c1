//! The page started for a game: its state, its games, its frames, its keys, the mouse
//! and the buttons under the board, and small helpers for the browser.

pub mod dom;
pub mod frames;
pub mod input;
pub mod page;
pub mod page_chrome;
pub mod page_files;
pub mod page_game;
pub mod page_games;
pub mod page_keys;
pub mod page_run;
pub mod timers;
pub mod touch_bar;
