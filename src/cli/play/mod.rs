//! Playing in the terminal: one runner for every game (`runner.rs`), told what differs
//! between them through the `TerminalGame` trait (`terminal_game.rs`), which each game
//! implements in a file of its own here (`connect4.rs`, `checkers.rs`). The registry
//! (`crate::games`) holds each game's `TerminalRuns` (`runs.rs`), so nothing here
//! picks a game by name.

mod checkers;
mod connect4;
mod runner;
mod runs;
mod terminal_game;

pub use connect4::play_puzzles;
pub use runner::play_games;
pub use runs::TerminalRuns;
pub use terminal_game::{Launch, TerminalGame};
