//! The puzzle record's effects on the terminal's files, run on the storage thread as
//! the scoreboard's are (`shell/store/saving.rs`): a result waits for another copy's lock
//! while the app runs, and is kept in a file of its own when the app leaves first.

use super::{PuzzlesKept, RecordPuzzle};
use crate::terminal::Message;
use crate::terminal::puzzles::PuzzleResult;
use crate::terminal::puzzles::{LoadedPuzzles, PuzzleStore};
use connect4_shell::scoreboard::{ScoreStore, StoreError};
use connect4_shell::{KeepOnDisk, Patience, StoreAnswer};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// How long a result waits for another copy's lock before the player is told.
const DELAY_NOTICE: Duration = Duration::from_secs(1);

impl KeepOnDisk<Message> for RecordPuzzle {
    fn keep_on_disk(self, store: Option<&ScoreStore>, patience: &Patience) -> Message {
        Message::PuzzlesKept(save_puzzle(store, &self.0, patience))
    }
}

/// Adds an attempt's result to the record on disk; never loses it silently.
fn save_puzzle(
    store: Option<&ScoreStore>,
    result: &PuzzleResult,
    patience: &Patience,
) -> PuzzlesKept {
    let Some(store) = store else {
        return not_saved("Puzzle results are not saved: no data directory".to_string());
    };
    let started = Instant::now();
    let mut told = false;
    let mut keep_waiting = || {
        if !told && started.elapsed() >= DELAY_NOTICE {
            told = true;
            (patience.tell)(StoreAnswer::SaveDelayed);
        }
        !patience.leaving.load(Ordering::Relaxed)
    };
    match store.record_puzzle(result, &mut keep_waiting) {
        Ok(loaded) => answer(loaded),
        Err(StoreError::Busy { .. }) => match store.keep_puzzle_for_later(result) {
            // Kept for the next launch: the app is leaving, nobody reads this.
            Ok(_) => PuzzlesKept {
                standing: None,
                notice: None,
            },
            Err(error) => not_saved(format!("Puzzle result not saved: {error}")),
        },
        Err(StoreError::Newer(notice)) => not_saved(notice.to_string()),
        Err(error) => not_saved(format!("Puzzle result not saved: {error}")),
    }
}

fn answer(loaded: LoadedPuzzles) -> PuzzlesKept {
    PuzzlesKept {
        standing: Some(loaded.record.standing()),
        notice: loaded.notice.map(|notice| notice.to_string()),
    }
}

fn not_saved(notice: String) -> PuzzlesKept {
    PuzzlesKept {
        standing: None,
        notice: Some(notice),
    }
}
