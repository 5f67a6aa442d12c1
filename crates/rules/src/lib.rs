//! connect4-rules: the rules and engines of both games — Connect 4's board, exact
//! solver, computer levels and puzzles, and checkers' rules, search and computer player.
//!
//! It depends on no terminal, UI or async crate, so the terminal app, the browser page
//! and a future server all build on it, and it builds for wasm32-unknown-unknown.
//! `seat` (the two seats every game shares) and `escape` (the rules quote user text in
//! their error messages) come from the games' common crate, connect4-game.

pub mod ai;
pub mod checkers;
pub use connect4_game::escape;
pub mod game;
pub mod puzzle;
pub use connect4_game::seat;
pub mod solver;

/// The two games of this crate as a list of games, for the tests and tools of the
/// crates beneath the program (the server's, the client's): the program itself
/// lists its games in its registry.
pub const BOTH_GAMES: connect4_game::Games = connect4_game::Games::new(&[
    connect4_game::Game::of::<game::Game>(),
    connect4_game::Game::of::<checkers::Game>(),
]);
