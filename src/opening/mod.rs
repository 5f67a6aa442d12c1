//! How the app opens a game that is a program of its own: its settings read from the
//! config (the game's crate knows no config), and its board online from the game the
//! server sent whole.

mod checkers;
#[cfg(feature = "online")]
mod checkers_online;
mod connect4;
#[cfg(feature = "online")]
mod connect4_online;

pub use checkers::checkers_settings;
#[cfg(feature = "online")]
pub use checkers_online::checkers_board;
pub use connect4::{connect4_level, connect4_settings};
#[cfg(feature = "online")]
pub use connect4_online::connect4_board;
