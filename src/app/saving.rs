//! The scoreboard's effects, run on the storage thread (see `storage`): the file is
//! written and read here, never in update, and what happened comes back as a message.

use super::Message;
use crate::scoreboard::{MatchResult, Matchup, ScoreStore, StoreError, Timestamp};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How long a save waits for another copy's lock before the player is told.
const DELAY_NOTICE: Duration = Duration::from_secs(1);

/// Adds a finished match to the scoreboard on disk, waiting for another copy of the
/// program to release it for as long as the app runs (`leaving` not set); `tell`
/// hears once if that takes long. When the app leaves first, the result is kept in a
/// file of its own for the next launch. Never loses the result silently: a failure
/// comes back as a notice, and the count made in memory stays.
pub fn save_result(
    store: Option<&ScoreStore>,
    matchup: &Matchup,
    result: MatchResult,
    hints: u32,
    tell: &dyn Fn(Message),
    leaving: &AtomicBool,
) -> Message {
    let Some(store) = store else {
        return not_saved("Scores are not saved: no data directory".to_string());
    };
    let at = Timestamp::now();
    let started = Instant::now();
    let mut told = false;
    let mut keep_waiting = || {
        if !told && started.elapsed() >= DELAY_NOTICE {
            told = true;
            tell(Message::SaveDelayed);
        }
        !leaving.load(Ordering::Relaxed)
    };
    match store.record_waiting(matchup, result, hints, at, &mut keep_waiting) {
        Ok(recorded) => Message::ScoresUpdated {
            tally: Some(recorded.tally),
            notice: recorded.notice.map(|notice| notice.to_string()),
        },
        Err(StoreError::Busy { .. }) => match store.keep_for_later(matchup, result, hints, at) {
            Ok(_) => not_saved_yet(),
            Err(error) => not_saved(format!("Scores not saved: {error}")),
        },
        Err(StoreError::Newer(notice)) => not_saved(notice.to_string()),
        Err(error) => not_saved(format!("Scores not saved: {error}")),
    }
}

/// The same, without waiting: for tests and callers on no thread of their own.
pub fn record_result(
    store: Option<&ScoreStore>,
    matchup: &Matchup,
    result: MatchResult,
    hints: u32,
) -> Message {
    save_result(
        store,
        matchup,
        result,
        hints,
        &|_| {},
        &AtomicBool::new(false),
    )
}

fn not_saved(notice: String) -> Message {
    Message::ScoresUpdated {
        tally: None,
        notice: Some(notice),
    }
}

/// Kept for the next launch: the app is leaving, nobody reads this.
fn not_saved_yet() -> Message {
    Message::ScoresUpdated {
        tally: None,
        notice: None,
    }
}

/// The stored tally of a matchup, after the player switched to it.
pub fn load_tally(store: Option<&ScoreStore>, matchup: &Matchup) -> Message {
    match store.map(ScoreStore::load) {
        Some(Ok(loaded)) => Message::ScoresUpdated {
            tally: Some(loaded.scoreboard.tally(matchup)),
            notice: loaded.notice.map(|notice| notice.to_string()),
        },
        Some(Err(error)) => Message::ScoresUpdated {
            tally: Some(Default::default()),
            notice: Some(error.to_string()),
        },
        None => Message::ScoresUpdated {
            tally: Some(Default::default()),
            notice: None,
        },
    }
}
