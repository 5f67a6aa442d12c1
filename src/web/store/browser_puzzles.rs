//! The puzzle record in the browser's local storage, in the same TOML as the file: a
//! damaged entry kept aside under a key of its own and reported, one written by a
//! newer connect4 left alone (results are then not saved).

use crate::store::browser_store::BrowserStore;
use connect4::scoreboard::DecodeError;
use connect4_classic::escape::escape_cut;
use connect4_classic::terminal::PuzzlesKept;
use connect4_classic::terminal::puzzles::{PuzzleRecord, PuzzleResult, decode, encode};

const PUZZLES: &str = "connect4.puzzles.toml";

/// The record as read, and what the player must be told about it.
pub struct LoadedPuzzles {
    pub record: PuzzleRecord,
    pub notice: Option<String>,
    /// The entry belongs to a newer connect4: results are not written over it.
    pub read_only: bool,
}

impl BrowserStore {
    pub fn load_puzzle_record(&self) -> LoadedPuzzles {
        let fresh = |notice, read_only| LoadedPuzzles {
            record: PuzzleRecord::default(),
            notice,
            read_only,
        };
        let Some(storage) = &self.storage else {
            let why = "Puzzle results are not saved: this browser gives the page no storage";
            return fresh(Some(why.into()), true);
        };
        let text = storage.get_item(PUZZLES).ok().flatten();
        match text.as_deref().map(decode) {
            None => fresh(None, false),
            Some(Ok(record)) => LoadedPuzzles {
                record,
                notice: None,
                read_only: false,
            },
            Some(Err(DecodeError::Newer(version))) => fresh(
                Some(format!(
                    "The puzzle record in this browser was written by a newer connect4 \
                     (schema version {version}); it is left alone and puzzle results are \
                     not saved."
                )),
                true,
            ),
            Some(Err(DecodeError::Damaged(reason))) => {
                let backup = self.keep_aside(PUZZLES, text.as_deref().unwrap_or_default());
                fresh(
                    Some(format!(
                        "The puzzle record in this browser could not be read ({}); it was \
                         kept as {backup} and a new one started.",
                        escape_cut(&reason, 200)
                    )),
                    false,
                )
            }
        }
    }

    /// Adds a result to the record as it is kept now, and writes it back.
    pub fn change_puzzles(&self, result: &PuzzleResult) -> PuzzlesKept {
        let loaded = self.load_puzzle_record();
        let mut record = loaded.record;
        record.apply(result);
        let mut notice = loaded.notice;
        if !loaded.read_only
            && let Err(error) = self.write(PUZZLES, &encode(&record))
        {
            notice = Some(format!("This puzzle result is not saved: {error}"));
        }
        PuzzlesKept {
            standing: Some(record.standing()),
            notice,
        }
    }
}
