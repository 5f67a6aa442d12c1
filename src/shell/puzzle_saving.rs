//! The puzzle record's effects on the terminal's files, run on the storage thread as
//! the scoreboard's are (`saving.rs`): a result waits for another copy's lock while
//! the app runs, and is kept in a file of its own when the app leaves first.

use super::StoreAnswer;
use crate::puzzles::PuzzleResult;
use crate::scoreboard::{LoadedPuzzles, ScoreStore, StoreError};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How long a result waits for another copy's lock before the player is told.
const DELAY_NOTICE: Duration = Duration::from_secs(1);

/// Adds an attempt's result to the record on disk; never loses it silently.
pub fn save_puzzle(
    store: Option<&ScoreStore>,
    result: &PuzzleResult,
    tell: &dyn Fn(StoreAnswer),
    leaving: &AtomicBool,
) -> StoreAnswer {
    let Some(store) = store else {
        return not_saved("Puzzle results are not saved: no data directory".to_string());
    };
    let started = Instant::now();
    let mut told = false;
    let mut keep_waiting = || {
        if !told && started.elapsed() >= DELAY_NOTICE {
            told = true;
            tell(StoreAnswer::SaveDelayed);
        }
        !leaving.load(Ordering::Relaxed)
    };
    match store.record_puzzle(result, &mut keep_waiting) {
        Ok(loaded) => answer(loaded),
        Err(StoreError::Busy { .. }) => match store.keep_puzzle_for_later(result) {
            // Kept for the next launch: the app is leaving, nobody reads this.
            Ok(_) => StoreAnswer::PuzzlesUpdated {
                standing: None,
                notice: None,
            },
            Err(error) => not_saved(format!("Puzzle result not saved: {error}")),
        },
        Err(StoreError::Newer(notice)) => not_saved(notice.to_string()),
        Err(error) => not_saved(format!("Puzzle result not saved: {error}")),
    }
}

/// The record kept on disk.
pub fn load_puzzles(store: Option<&ScoreStore>) -> StoreAnswer {
    match store.map(ScoreStore::load_puzzles) {
        Some(Ok(loaded)) => answer(loaded),
        Some(Err(error)) => not_saved(error.to_string()),
        None => StoreAnswer::PuzzlesUpdated {
            standing: None,
            notice: None,
        },
    }
}

fn answer(loaded: LoadedPuzzles) -> StoreAnswer {
    StoreAnswer::PuzzlesUpdated {
        standing: Some(loaded.record.standing()),
        notice: loaded.notice.map(|notice| notice.to_string()),
    }
}

fn not_saved(notice: String) -> StoreAnswer {
    StoreAnswer::PuzzlesUpdated {
        standing: None,
        notice: Some(notice),
    }
}
