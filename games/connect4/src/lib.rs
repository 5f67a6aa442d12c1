//! connect4-classic: Connect 4 itself, the classic game (PopOut, its variant, and
//! checkers are crates of their own beside it in games/): its rules, board, exact
//! solver, computer levels and puzzles.
//!
//! It depends on no terminal, UI or async crate, so the terminal app, the browser page
//! and a future server all build on it, and it builds for wasm32-unknown-unknown.
//! `seat` (the two seats every game shares) and `escape` (the rules quote user text in
//! their error messages) come from the games' common crate, connect4-game.

pub mod ai;
pub use connect4_game::escape;
pub mod game;
pub mod puzzle;
pub mod record;
pub use connect4_game::seat;
#[cfg(feature = "page")]
pub mod page;
pub mod solver;
#[cfg(feature = "terminal")]
pub mod terminal;
