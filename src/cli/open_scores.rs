//! The scoreboard at the start of a game (either game): its store in the data
//! directory, what it holds, and what the player must be told about it.

use super::Cli;
use crate::scoreboard::{ScoreStore, Scoreboard};

/// The scoreboard store and what it holds. A missing data directory or an unreadable
/// file must not stop anyone playing: the notice says what is wrong, and results are
/// then kept for this run only.
pub fn open_scoreboard(cli: &Cli) -> (Option<ScoreStore>, Scoreboard, Vec<String>) {
    let store = match cli.score_store() {
        Ok(store) => store,
        Err(error) => {
            let notice = format!("Scores are not saved: {error}");
            return (None, Scoreboard::new(), vec![notice]);
        }
    };
    match store.load() {
        Ok(loaded) => {
            let notices = loaded.notice.map(|n| n.to_string()).into_iter().collect();
            (Some(store), loaded.scoreboard, notices)
        }
        Err(error) => (Some(store), Scoreboard::new(), vec![error.to_string()]),
    }
}
