//! connect4-tictactoe: tic-tac-toe, the smallest game the program can play, kept as
//! the proof of how little a game writes: its rules and computer (`Rules`, `Engine`)
//! and, with the `terminal` feature, its board and keys (`TerminalView`). The shell's
//! host plays it whole. It is not shipped: the app's tests register it beside the
//! app's games (tests/tictactoe).

mod rules;
#[cfg(feature = "terminal")]
pub mod terminal;

pub use rules::TicTacToe;
