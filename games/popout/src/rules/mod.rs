//! PopOut's rules: the board as bits, positions, moves, a game with its history, and
//! how a game ends. Pure: no UI, no clock.

mod bits;
mod game;
mod moves;
mod outcome;
mod position;
#[cfg(test)]
mod tests;

pub use bits::Geometry;
pub use game::{Game, REPETITIONS_FOR_DRAW};
pub use moves::{Move, MoveList, ParseMoveError};
pub use outcome::{DrawReason, Outcome, PlayError};
pub use position::{Position, PositionKey};
