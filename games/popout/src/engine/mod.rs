//! PopOut's engine: an evaluation of its own, a transposition table, move ordering,
//! and negamax with alpha-beta deepened under a deadline.

mod deepen;
mod eval;
mod order;
mod search;
mod table;
#[cfg(test)]
mod tests;

pub use deepen::{Report, best_move, score_moves};
pub use eval::{WIN, WIN_BOUND, evaluate};
pub use table::Table;
