//! The exact Connect 4 solver: bitboards, negamax with alpha-beta and null windows, a
//! transposition table, and an opening book. Pure: no UI, no I/O beyond the book's.
//!
//! Start with [`Position`] (built from a [`crate::game::Game`] or a move string) and
//! [`Solver`] (`solve`, `solve_weak`, `analyze`, each with a [`Budget`] variant that
//! can be cancelled from another thread).

mod anytime;
mod api;
mod bitboard;
mod bits;
mod book;
pub mod book_build;
pub mod book_complete;
mod budget;
mod engine;
mod geometry;
mod knowledge;
mod order;
mod position;
mod search;
mod table;

pub use api::{DEFAULT_TABLE_BYTES, SearchResult, Solver, cores};
pub use book::{Book, BookError, BookMove, canonical_key};
pub use budget::Budget;
pub use position::Position;
