//! The puzzle mode of Connect 4: a puzzle of the shipped set on its own board, the
//! player playing the whole line against the perfect defence (the engine's exact
//! analysis judges each move and gives the longest resistance), the refutation shown
//! when a move throws the outcome away, and the result sent to the player's record.
//! The match in progress waits meanwhile, as it was.

mod panel;
mod play;
mod record_effect;
#[cfg(not(target_arch = "wasm32"))]
mod saving;
mod state;
mod status;

pub use panel::PuzzlePanel;
pub(super) use play::{accept_puzzle_analysis, leave_puzzles, puzzle_message, start_puzzle};
pub use record_effect::{PuzzlesKept, RecordPuzzle};
pub use state::{PuzzlePick, Puzzling};
