//! Playing in the terminal: one runner for every game (`runner.rs`), told what differs
//! between them through the `TerminalGame` trait (`terminal_game.rs`), which each game
//! implements in a file of its own here (`connect4.rs`, `checkers.rs`). Each registered
//! game's `TerminalRuns` (`runs.rs`) is one line of `terminals.rs`, so nothing here
//! picks a game by name.

mod checkers;
mod connect4;
mod runner;
mod runs;
mod terminal_game;
mod terminals;

pub use terminal_game::{Launch, TerminalGame};
#[cfg(feature = "online")]
pub use terminals::play_online;
pub use terminals::{play_games, play_puzzles};
