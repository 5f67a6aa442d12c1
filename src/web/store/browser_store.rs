//! The scoreboard and the match in progress in the browser's local storage (and the
//! entries of the page's other parts, through `read` and `write`), in the same TOML
//! as the files: a damaged entry is kept aside under a key of its own and
//! reported, never dropped; one written by a newer connect4 is left alone.

use connect4::scoreboard::{
    Aids, DecodeError, MatchResult, Matchup, Played, Scoreboard, Tally, Timestamp, decode, encode,
};
use connect4::shell::{MatchNotSaved, Patience, Storage, StoreAnswer};
use connect4_classic::escape::escape_cut;

const SCORES: &str = "connect4.scores.toml";
const CONFIG: &str = "connect4.config.toml";

/// The key a game's match in progress is kept under: one per game, as the files are.
fn match_key(game: Played) -> String {
    if game.is_connect4() {
        "connect4.match.toml".to_string()
    } else {
        format!("connect4.{}-match.toml", game.name())
    }
}

/// Local storage, when the browser gives it (private windows and some settings do not).
#[derive(Clone)]
pub struct BrowserStore {
    pub(crate) storage: Option<web_sys::Storage>,
}

/// The scoreboard as read, and what the player must be told about it.
pub struct Loaded {
    pub scoreboard: Scoreboard,
    pub notice: Option<String>,
    /// The entry belongs to a newer connect4: results are not written over it.
    pub read_only: bool,
}

impl BrowserStore {
    pub fn open() -> BrowserStore {
        let storage = web_sys::window().and_then(|window| window.local_storage().ok().flatten());
        BrowserStore { storage }
    }

    pub fn load(&self) -> Loaded {
        let Some(storage) = &self.storage else {
            return Loaded {
                scoreboard: Scoreboard::new(),
                notice: Some("Scores are not saved: this browser gives the page no storage".into()),
                read_only: true,
            };
        };
        let text = storage.get_item(SCORES).ok().flatten();
        let fresh = |notice, read_only| Loaded {
            scoreboard: Scoreboard::new(),
            notice,
            read_only,
        };
        match text
            .as_deref()
            .map(|text| decode(text, &connect4::games::KEPT))
        {
            None => fresh(None, false),
            Some(Ok(scoreboard)) => Loaded {
                scoreboard,
                notice: None,
                read_only: false,
            },
            Some(Err(DecodeError::Newer(version))) => fresh(
                Some(format!(
                    "The scoreboard in this browser was written by a newer connect4 (schema \
                     version {version}); it is left alone and results are not saved."
                )),
                true,
            ),
            Some(Err(DecodeError::Damaged(reason))) => {
                let backup = self.keep_aside(SCORES, text.as_deref().unwrap_or_default());
                fresh(
                    Some(format!(
                        "The scoreboard in this browser could not be read ({}); it was kept \
                         as {backup} and a new one started.",
                        escape_cut(&reason, 200)
                    )),
                    false,
                )
            }
        }
    }

    /// Changes the scoreboard and writes it back; the answer for the app.
    fn change(&self, change: impl FnOnce(&mut Scoreboard) -> Tally) -> StoreAnswer {
        let loaded = self.load();
        let mut scoreboard = loaded.scoreboard;
        let tally = change(&mut scoreboard);
        let mut notice = loaded.notice;
        if !loaded.read_only
            && let Err(error) = self.write(SCORES, &encode(&scoreboard))
        {
            notice = Some(format!("This result is not saved: {error}"));
        }
        StoreAnswer::ScoresUpdated {
            tally: Some(tally),
            notice,
        }
    }

    pub fn load_config(&self) -> Option<String> {
        self.storage.as_ref()?.get_item(CONFIG).ok().flatten()
    }

    pub fn save_config(&self, text: &str) -> Result<(), String> {
        self.write(CONFIG, text)
    }

    pub fn load_match(&self, game: Played) -> Option<String> {
        self.storage
            .as_ref()?
            .get_item(&match_key(game))
            .ok()
            .flatten()
    }

    /// Keeps a saved match of `game`'s that could not be used; the key it is kept under.
    pub fn keep_match_aside(&self, game: Played, text: &str) -> String {
        self.keep_aside(&match_key(game), text)
    }

    fn keep_match(&self, game: Played, text: Option<&str>) -> StoreAnswer {
        let written = match text {
            Some(text) => self.write(&match_key(game), text),
            None => self.storage.as_ref().map_or(Ok(()), |storage| {
                storage
                    .remove_item(&match_key(game))
                    .map_err(|_| "the browser refused".to_string())
            }),
        };
        StoreAnswer::MatchSaved {
            error: written.err().map(|reason| MatchNotSaved {
                busy: false,
                reason,
            }),
        }
    }

    /// The entry under `key`, if any.
    pub fn read(&self, key: &str) -> Option<String> {
        self.storage.as_ref()?.get_item(key).ok().flatten()
    }

    pub fn write(&self, key: &str, text: &str) -> Result<(), String> {
        let storage = self
            .storage
            .as_ref()
            .ok_or("this browser gives the page no storage")?;
        storage
            .set_item(key, text)
            .map_err(|_| "the browser's storage is full or refused it".to_string())
    }

    /// Moves `text` from `key` to a key of its own; that key's name. If the copy
    /// cannot be written the entry stays where it was, so nothing is lost.
    pub fn keep_aside(&self, key: &str, text: &str) -> String {
        let stem = key.trim_end_matches(".toml");
        let backup = format!("{stem}.damaged-{}.toml", Timestamp::now().0);
        if self.write(&backup, text).is_ok()
            && let Some(storage) = &self.storage
        {
            let _ = storage.remove_item(key);
        }
        backup
    }
}

/// The page's storage: patience is not needed, local storage is never locked.
impl Storage for BrowserStore {
    fn record(
        &self,
        matchup: &Matchup,
        result: MatchResult,
        aids: Aids,
        _: &Patience,
    ) -> StoreAnswer {
        self.change(|scoreboard| scoreboard.record_match(matchup, result, aids, Timestamp::now()))
    }

    fn retract(
        &self,
        matchup: &Matchup,
        result: MatchResult,
        aids: Aids,
        before: &Tally,
        _: &Patience,
    ) -> StoreAnswer {
        self.change(|scoreboard| scoreboard.retract(matchup, result, aids, before))
    }

    fn load_tally(&self, matchup: &Matchup) -> StoreAnswer {
        let loaded = self.load();
        StoreAnswer::ScoresUpdated {
            tally: Some(loaded.scoreboard.tally(matchup)),
            notice: loaded.notice,
        }
    }

    fn save_match(&self, game: Played, text: &str, _: &Patience) -> StoreAnswer {
        self.keep_match(game, Some(text))
    }

    fn clear_match(&self, game: Played, _: &Patience) -> StoreAnswer {
        self.keep_match(game, None)
    }
}
