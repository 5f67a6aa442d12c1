//! Connect 4's own storage effect: the puzzle record, kept beside the scoreboard on
//! the same storage (the terminal's files, the page's local storage), asked for with
//! `Route::Keep` and answered with [`Message::PuzzlesKept`](crate::terminal::Message).

use crate::terminal::puzzles::{PuzzleResult, PuzzleStanding};

/// What Connect 4 asks of the storage for its puzzles: an attempt ended, add it to
/// the puzzle record. (The record is read once, as the game starts.)
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordPuzzle(pub PuzzleResult);

/// The puzzle record as saved or read, with anything the player must be told about
/// it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzlesKept {
    /// `None`: keep what was counted in memory (saving failed, or there is nowhere to
    /// save).
    pub standing: Option<PuzzleStanding>,
    pub notice: Option<String>,
}
