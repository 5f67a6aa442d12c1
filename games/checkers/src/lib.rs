//! Checkers (American checkers, English draughts): its rules, its engine and levels,
//! its kind on the wire (`wire`), and, with the `terminal` feature, its program on the
//! shell (`terminal`), which the terminal and the page both draw. Squares are numbered
//! 1-32 as in the standard notation; Black (dark) starts on 1-12 and moves first,
//! towards the higher numbers.

mod arena;
mod board;
mod book;
mod clock;
mod computer;
pub mod endgame;
mod entry;
mod eval;
mod fen;
mod game;
pub mod learned;
mod level;
mod moves;
mod negamax;
mod ordering;
#[cfg(feature = "page")]
pub mod page;
pub mod pdn;
mod perft;
mod quick_moves;
mod root;
mod search;
mod squares;
mod table;
#[cfg(feature = "terminal")]
pub mod terminal;
pub mod wire;

pub use arena::{Tally, play_match};
pub use board::{Board, Color, Piece};
pub use book::{BALLOTS, Book, ballots, line as book_line, positions as book_positions};
pub use computer::Computer;
pub use entry::{Entered, MoveEntry};
pub use eval::Evaluation;
pub use fen::FenError;
pub use game::{DrawReason, Game, Outcome, QUIET_MOVES_TO_DRAW};
pub use level::Level;
pub use moves::{Move, NotationError};
pub use perft::{divide, perft};
pub use quick_moves::QuickMove;
pub use search::{Found, KNOWN, Limits, MATE_FOUND, Searcher, WIN};
pub use squares::Square;
