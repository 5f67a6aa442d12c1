//! connect4-rules: the rules and engines of Connect 4: its board, exact solver,
//! computer levels and puzzles. Checkers is a crate of its own (games/checkers).
//!
//! It depends on no terminal, UI or async crate, so the terminal app, the browser page
//! and a future server all build on it, and it builds for wasm32-unknown-unknown.
//! `seat` (the two seats every game shares) and `escape` (the rules quote user text in
//! their error messages) come from the games' common crate, connect4-game.

pub mod ai;
pub use connect4_game::escape;
pub mod game;
pub mod puzzle;
pub use connect4_game::seat;
pub mod solver;
