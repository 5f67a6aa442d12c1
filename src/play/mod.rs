//! Playing in the terminal, started by the command line (`crate::cli`) or the ssh
//! door: one runner for every game (`runner.rs`), told what differs between them
//! through the `TerminalGame` trait (`terminal_game.rs`), which each game implements
//! in a file of its own here (`connect4.rs`, `checkers.rs`). Each registered game's
//! `TerminalRuns` (`runs.rs`) is one line of `terminals.rs`, so nothing here picks a
//! game by name. What every game opens at the start is `game_storage.rs` and
//! `saved_match.rs`; online play's loops (seated in plain lines, the board, the lobby)
//! are `online.rs` and its folder.

mod checkers;
mod connect4;
#[cfg(feature = "faults")]
mod faults;
pub mod game_storage;
mod hosted;
#[cfg(feature = "online")]
pub mod online;
mod runner;
mod runs;
pub mod saved_match;
pub mod tablebases;
mod terminal_game;
mod terminals;

pub use terminal_game::{Launch, TerminalGame};
#[cfg(feature = "online")]
pub use terminals::play_online;
pub use terminals::{play_games, play_puzzles, play_review};
