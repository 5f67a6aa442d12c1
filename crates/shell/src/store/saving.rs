//! The scoreboard's effects, run on the storage thread (see `storage_thread`): the file is
//! written and read here, never in update, and what happened comes back as a message.

use crate::scoreboard::{
    Aids, MatchResult, Matchup, Played, ScoreStore, StoreError, Tally, Timestamp,
};
use crate::{MatchNotSaved, Patience, Storage, StoreAnswer};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How long a save waits for another copy's lock before the player is told.
const DELAY_NOTICE: Duration = Duration::from_secs(1);

/// Adds a finished match to the scoreboard on disk, waiting for another copy of the
/// program to release it for as long as the app runs (`leaving` not set); `tell`
/// hears once if that takes long. When the app leaves first, the result is kept in a
/// file of its own for the next launch. Never loses the result silently: a failure
/// comes back as a notice, and the count made in memory stays. `ends` (the id of the
/// saved match the result ends) goes into the same file as the result.
pub fn save_result(
    store: Option<&ScoreStore>,
    matchup: &Matchup,
    result: MatchResult,
    aids: Aids,
    ends: Option<&str>,
    tell: &dyn Fn(StoreAnswer),
    leaving: &AtomicBool,
) -> StoreAnswer {
    let Some(store) = store else {
        return not_saved("Scores are not saved: no data directory".to_string());
    };
    let at = Timestamp::now();
    let mut keep_waiting = patience(tell, leaving);
    match store.record_waiting(matchup, result, aids, at, ends, &mut keep_waiting) {
        Ok(recorded) => saved(recorded),
        Err(StoreError::Busy { .. }) => match store.keep_for_later(matchup, result, aids, at, ends)
        {
            // Kept for the next launch: the app is leaving, nobody reads this.
            Ok(_) => StoreAnswer::ScoresUpdated {
                tally: None,
                notice: None,
            },
            Err(error) => not_saved(format!("Scores not saved: {error}")),
        },
        Err(StoreError::Newer(notice)) => not_saved(notice.to_string()),
        Err(error) => not_saved(format!("Scores not saved: {error}")),
    }
}

/// Takes a result back out of the scoreboard on disk (the move that ended the match
/// was undone). If the app leaves before another copy releases the lock, the result
/// stays counted; nothing else is lost.
pub fn retract_result(
    store: Option<&ScoreStore>,
    matchup: &Matchup,
    result: MatchResult,
    aids: Aids,
    before: &Tally,
    tell: &dyn Fn(StoreAnswer),
    leaving: &AtomicBool,
) -> StoreAnswer {
    let Some(store) = store else {
        return not_saved("Scores are not saved: no data directory".to_string());
    };
    let mut keep_waiting = patience(tell, leaving);
    match store.retract(matchup, result, aids, before, &mut keep_waiting) {
        Ok(recorded) => saved(recorded),
        Err(error) => not_saved(format!("The undone result stays counted: {error}")),
    }
}

/// The same as [`save_result`], without waiting: for tests and callers on no thread of
/// their own.
pub fn record_result(
    store: Option<&ScoreStore>,
    matchup: &Matchup,
    result: MatchResult,
    aids: Aids,
) -> StoreAnswer {
    save_result(
        store,
        matchup,
        result,
        aids,
        None,
        &|_| {},
        &AtomicBool::new(false),
    )
}

/// Keeps waiting for another copy's lock while the app runs, telling the player once
/// when that takes long.
fn patience<'a>(
    tell: &'a dyn Fn(StoreAnswer),
    leaving: &'a AtomicBool,
) -> impl FnMut() -> bool + 'a {
    let started = Instant::now();
    let mut told = false;
    move || {
        if !told && started.elapsed() >= DELAY_NOTICE {
            told = true;
            tell(StoreAnswer::SaveDelayed);
        }
        !leaving.load(Ordering::Relaxed)
    }
}

fn saved(recorded: crate::scoreboard::Recorded) -> StoreAnswer {
    StoreAnswer::ScoresUpdated {
        tally: Some(recorded.tally),
        notice: recorded.notice.map(|notice| notice.to_string()),
    }
}

fn not_saved(notice: String) -> StoreAnswer {
    StoreAnswer::ScoresUpdated {
        tally: None,
        notice: Some(notice),
    }
}

/// The stored tally of a matchup, after the player switched to it.
pub fn load_tally(store: Option<&ScoreStore>, matchup: &Matchup) -> StoreAnswer {
    match store.map(ScoreStore::load) {
        Some(Ok(loaded)) => StoreAnswer::ScoresUpdated {
            tally: Some(loaded.scoreboard.tally(matchup)),
            notice: loaded.notice.map(|notice| notice.to_string()),
        },
        Some(Err(error)) => StoreAnswer::ScoresUpdated {
            tally: Some(Default::default()),
            notice: Some(error.to_string()),
        },
        None => StoreAnswer::ScoresUpdated {
            tally: Some(Default::default()),
            notice: None,
        },
    }
}

/// How long keeping the match waits for another copy's lock: it is written after
/// every move, and a later write catches up, so it never holds up results behind it.
const MATCH_PATIENCE: Duration = Duration::from_millis(200);

/// Keeps `game`'s match in progress for the next start (see each game's `resume`).
pub fn save_match(
    store: Option<&ScoreStore>,
    game: Played,
    text: &str,
    leaving: &AtomicBool,
) -> StoreAnswer {
    let saved = store.map(|store| store.save_match(game, text, &mut briefly(leaving)));
    match_saved(saved)
}

/// Forgets `game`'s saved match: none is under way any more.
pub fn clear_match(store: Option<&ScoreStore>, game: Played, leaving: &AtomicBool) -> StoreAnswer {
    let cleared = store.map(|store| store.clear_match(game, &mut briefly(leaving)));
    match_saved(cleared)
}

fn briefly(leaving: &AtomicBool) -> impl FnMut() -> bool + '_ {
    let started = Instant::now();
    move || started.elapsed() < MATCH_PATIENCE && !leaving.load(Ordering::Relaxed)
}

fn match_saved(done: Option<Result<(), StoreError>>) -> StoreAnswer {
    let error = match done {
        Some(Ok(())) => None,
        Some(Err(error)) => Some(MatchNotSaved {
            busy: matches!(error, StoreError::Busy { .. }),
            reason: error.to_string(),
        }),
        None => Some(MatchNotSaved {
            busy: false,
            reason: "there is no data directory".to_string(),
        }),
    };
    StoreAnswer::MatchSaved { error }
}

/// The terminal's storage: the scoreboard and the saved match as files in the data
/// directory (`None` when there is none: nothing is kept, and the player is told).
pub struct Files(pub Option<ScoreStore>);

impl Storage for Files {
    fn record(
        &self,
        matchup: &Matchup,
        result: MatchResult,
        aids: Aids,
        patience: &Patience,
    ) -> StoreAnswer {
        save_result(
            self.0.as_ref(),
            matchup,
            result,
            aids,
            None,
            patience.tell,
            patience.leaving,
        )
    }

    fn record_ending(
        &self,
        matchup: &Matchup,
        result: MatchResult,
        aids: Aids,
        ends: &str,
        patience: &Patience,
    ) -> StoreAnswer {
        save_result(
            self.0.as_ref(),
            matchup,
            result,
            aids,
            Some(ends),
            patience.tell,
            patience.leaving,
        )
    }

    fn retract(
        &self,
        matchup: &Matchup,
        result: MatchResult,
        aids: Aids,
        before: &Tally,
        patience: &Patience,
    ) -> StoreAnswer {
        retract_result(
            self.0.as_ref(),
            matchup,
            result,
            aids,
            before,
            patience.tell,
            patience.leaving,
        )
    }

    fn load_tally(&self, matchup: &Matchup) -> StoreAnswer {
        load_tally(self.0.as_ref(), matchup)
    }

    fn save_match(&self, game: Played, text: &str, patience: &Patience) -> StoreAnswer {
        save_match(self.0.as_ref(), game, text, patience.leaving)
    }

    fn clear_match(&self, game: Played, patience: &Patience) -> StoreAnswer {
        clear_match(self.0.as_ref(), game, patience.leaving)
    }
}
