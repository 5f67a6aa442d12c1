//! Saving a finished match at the edge: the scoreboard file is written here, never in
//! update, and what happened comes back as a message.

use super::{Message, Model};
use crate::scoreboard::{MatchResult, Matchup, ScoreStore, StoreError, Timestamp};

/// Adds a finished match to the scoreboard on disk, and says how it went.
///
/// When the file cannot be written, the result is still counted in memory (so the
/// panel stays right for this run) and the player is told why it was not saved.
pub fn record_result(
    store: Option<&ScoreStore>,
    model: &Model,
    matchup: &Matchup,
    result: MatchResult,
    hints: u32,
) -> Message {
    let now = Timestamp::now();
    let saved = store.map(|store| store.record_match(matchup, result, hints, now));
    match saved {
        Some(Ok(recorded)) => Message::ScoresUpdated {
            tally: recorded.tally,
            notice: recorded.notice.map(|notice| notice.to_string()),
        },
        failed => {
            let mut tally = model.tally;
            tally.record(result, now);
            tally.hints = tally.hints.saturating_add(hints);
            let notice = match failed {
                Some(Err(StoreError::Newer(notice))) => notice.to_string(),
                Some(Err(error)) => format!("Scores not saved: {error}"),
                _ => "Scores are not saved: no data directory".to_string(),
            };
            Message::ScoresUpdated {
                tally,
                notice: Some(notice),
            }
        }
    }
}

/// The stored tally of a matchup, after the player switched to it.
pub fn load_tally(store: Option<&ScoreStore>, matchup: &Matchup) -> Message {
    match store.map(ScoreStore::load) {
        Some(Ok(loaded)) => Message::ScoresUpdated {
            tally: loaded.scoreboard.tally(matchup),
            notice: loaded.notice.map(|notice| notice.to_string()),
        },
        Some(Err(error)) => Message::ScoresUpdated {
            tally: Default::default(),
            notice: Some(error.to_string()),
        },
        None => Message::ScoresUpdated {
            tally: Default::default(),
            notice: None,
        },
    }
}
