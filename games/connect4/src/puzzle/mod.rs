//! Connect 4 puzzles on the standard board: a position where the player to move has
//! exactly one move that keeps the best outcome, as the solver proves it. A win in N
//! (exactly one move wins within N of the player's own moves) or the only move (every
//! other move loses, and this one draws, wins or loses later than all of them).
//!
//! The definitions are read off exact verdicts (`verdicts`); an [`Attempt`] plays one
//! try against the perfect defence, fed by an engine elsewhere; `line` checks a
//! puzzle to the end of its main line with an [`Oracle`] (the book and the solver);
//! `generate`, `levels`, `grade` and `select` find, grade and pick the shipped set,
//! whose text `set` reads and writes.

mod attempt;
mod generate;
mod goal;
mod grade;
mod levels;
mod line;
mod oracle;
mod select;
mod set;
mod verdicts;

pub use attempt::{Attempt, MAX_LINE, Refusal, Stage};
pub use generate::{BOOK_DEPTH, Found, book_positions, examine, level_game};
pub use goal::{Goal, MAX_WIN_IN, ParseGoalError};
pub use grade::{Features, Grade};
pub use levels::features;
pub use line::{Line, Problem, Step, check};
pub use oracle::Oracle;
pub use select::select;
pub use set::{Puzzle, SetError, parse_set};
pub use verdicts::{Target, best, classify, rank, verdict_before};
