//! A game's saved match at the start of a run (Connect 4's `match.toml`, checkers'
//! `checkers-match.toml`: any [`Resumable`]), handled with the scoreboard's care: resumed
//! when it can be; forgotten when `--new` says so or its result already counted; kept
//! aside as a backup when it is damaged (not TOML, not UTF-8, moves that cannot be
//! replayed); and left where it is, not written over for the rest of the run, when it
//! cannot be read, is not a file of ours (a link, a directory, a FIFO, a huge file) or
//! was written by a newer connect4. The player is told once, naming the file.

use crate::scoreboard::{MatchFile, Notice, ScoreStore, Scoreboard, StoreError};
use crate::shell::{Resumable, SavedMatchError};

/// What the command line wants done with the saved match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wish {
    /// Go on with it.
    Resume,
    /// `--new`: forget it, start afresh.
    Forget,
    /// `--moves`: start from a position; the saved match is replaced at the first save.
    Replace,
}

/// How the game's first match begins, as far as its saved match `S` decides it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Start<S> {
    Resume(S),
    Fresh,
    /// A new match because the saved one had ended: its result is counted already
    /// (saved, then the program died or could not forget the match).
    Counted,
}

/// The start, what to tell the player, and whether matches may be saved this run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opening<S> {
    pub start: Start<S>,
    pub notices: Vec<String>,
    /// False when the saved match's file is left alone: nothing may be written over it.
    pub saves_match: bool,
}

impl<S> Opening<S> {
    /// A fresh match, nothing to tell (there is no data directory to look in).
    pub fn fresh() -> Opening<S> {
        Opening::new(Start::Fresh)
    }

    fn new(start: Start<S>) -> Opening<S> {
        Opening {
            start,
            notices: Vec::new(),
            saves_match: true,
        }
    }

    fn told(notice: String, saves_match: bool) -> Opening<S> {
        Opening {
            start: Start::Fresh,
            notices: vec![notice],
            saves_match,
        }
    }
}

/// Reads the saved match of `S`'s game in `store` and decides what becomes of it.
/// `scoreboard` is the scoreboard as loaded, pending results included: a match it
/// counted is over.
pub fn open_saved_match<S: Resumable>(
    store: &ScoreStore,
    scoreboard: &Scoreboard,
    wish: Wish,
) -> Opening<S> {
    // Left by a save that died half way; never read, and they would pile up.
    store.remove_stale_match_temps(S::GAME);
    let text = match store.load_match(S::GAME) {
        MatchFile::Missing => return Opening::new(Start::Fresh),
        MatchFile::Text(text) => text,
        MatchFile::NotText => return kept_aside(store, "it is not UTF-8 text".to_string()),
        MatchFile::LeftAlone(reason) => return left_alone(store, reason),
    };
    let saved = match S::from_toml(&text) {
        Ok(saved) => saved,
        Err(SavedMatchError::Damaged(reason)) => return kept_aside(store, reason),
        Err(newer @ SavedMatchError::Newer { .. }) => {
            return left_alone(store, newer.to_string());
        }
    };
    let counted = saved.id().is_some_and(|id| scoreboard.has_ended(id));
    match wish {
        Wish::Replace => Opening::new(Start::Fresh),
        Wish::Resume if !counted => Opening::new(Start::Resume(saved)),
        Wish::Forget | Wish::Resume => {
            // Best effort. A counted match left behind (another copy holds the lock)
            // is recognised again next time, so the start does not wait for it.
            let _ = store.clear_match(S::GAME, &mut || !counted);
            Opening::new(if counted {
                Start::Counted
            } else {
                Start::Fresh
            })
        }
    }
}

/// A damaged saved match: renamed to a backup beside it, and the player told where.
fn kept_aside<S: Resumable>(store: &ScoreStore, reason: String) -> Opening<S> {
    match store.keep_match_aside(S::GAME, reason) {
        Ok(notice) => Opening::told(notice.to_string(), true),
        // It could not be moved: then it must not be written over either.
        Err(StoreError::MatchLeftAlone { reason, .. }) => left_alone(store, reason),
        Err(error) => left_alone(store, format!("it could not be kept aside ({error})")),
    }
}

/// A saved match that must not be touched: said once, and no match saved over it.
fn left_alone<S: Resumable>(store: &ScoreStore, reason: String) -> Opening<S> {
    let file = store.match_path(S::GAME);
    Opening::told(Notice::MatchLeftAlone { file, reason }.to_string(), false)
}
