//! connect4-rules: the rules and engines of both games — Connect 4's board, exact
//! solver, computer levels and puzzles, and checkers' rules, search and computer player.
//!
//! It depends on no terminal, UI or async crate, so the terminal app, the browser page
//! and a future server all build on it, and it builds for wasm32-unknown-unknown.
//! `seat` names the two seats every game shares. `escape` lives here because the rules quote user text in their error messages.

pub mod ai;
pub mod checkers;
pub mod escape;
pub mod game;
pub mod puzzle;
pub mod seat;
pub mod solver;
