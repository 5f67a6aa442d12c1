//! Checkers (American checkers, English draughts): the rules as a pure module, like
//! `game` is for Connect 4. Squares are numbered 1-32 as in the standard notation;
//! Black (dark) starts on 1-12 and moves first, towards the higher numbers.

mod board;
mod fen;
mod game;
mod moves;
mod perft;
mod squares;

pub use board::{Board, Color, Piece};
pub use fen::FenError;
pub use game::{DrawReason, Game, Outcome, QUIET_MOVES_TO_DRAW};
pub use moves::{Move, NotationError};
pub use perft::{divide, perft};
pub use squares::Square;
