//! Connect 4's searches on one board: the exact solver (bitboards, negamax with
//! alpha-beta and null windows, a transposition table, an opening book) and the
//! depth-limited search the heuristic levels play with. Pure: no UI, no I/O beyond
//! the book's.
//!
//! Start with [`Position`] (built from a [`crate::game::Game`] or a move string),
//! [`Solver`] (`solve`, `solve_weak`, `analyze`, each with a [`Budget`] variant that
//! can be cancelled from another thread) and [`Heuristic`] (the best move to a depth).

mod api;
mod bitboard;
mod bits;
mod book;
pub mod book_build;
pub mod book_complete;
mod budget;
mod columns;
mod engine;
mod evaluation;
mod fours;
mod geometry;
mod heuristic;
mod knowledge;
mod move_list;
mod order;
mod position;
mod probes;
mod search;
mod table;
mod tables;

pub use api::{DEFAULT_TABLE_BYTES, Solver, cores};
pub use book::{Book, BookError, BookMove, canonical_key};
pub use budget::Budget;
pub use evaluation::{Evaluation, Knowledge};
pub use heuristic::{Found, Heuristic, WIN};
pub use position::Position;
