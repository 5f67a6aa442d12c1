//! The puzzle record on disk, `puzzles.toml` beside the scoreboard, kept with the
//! scoreboard's care: every change under the scoreboard's lock, as an increment (the
//! result applied to the record read afresh), written whole to a temporary file that
//! is synced and renamed into place; a damaged file kept aside under a free name, a
//! newer program's left alone, a FIFO or device never read; and a result that cannot
//! wait for another copy's lock kept in a `puzzles.pending-*.toml` file of its own,
//! counted when the record is read and folded in by the next save.

use super::{PuzzleRecord, PuzzleResult, decode, encode, is_day};
use crate::puzzle::Grade;
use connect4_shell::scoreboard::disk::{self, ReadOutcome};
use connect4_shell::scoreboard::{DecodeError, Notice, ScoreStore, StoreError, Timestamp};
use serde::{Deserialize, Serialize};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The record's file name inside the data directory.
pub const PUZZLES_FILE: &str = "puzzles.toml";
const STEM: &str = "puzzles";
const TEMP_PREFIX: &str = ".puzzles.toml.";
const PENDING_PREFIX: &str = "puzzles.pending-";

/// The record as read, and anything the player must be told about its file.
#[derive(Debug, Clone, PartialEq)]
pub struct LoadedPuzzles {
    pub record: PuzzleRecord,
    pub notice: Option<Notice>,
}

/// One result kept for later, as its small file holds it.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PendingResult {
    moves: String,
    grade: u8,
    solved: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    daily: Option<String>,
}

/// The puzzle record kept beside a scoreboard, in its directory and under its lock.
pub trait PuzzleStore {
    /// Where the puzzle record is kept.
    fn puzzles_path(&self) -> PathBuf;

    /// Reads the puzzle record, without the lock (writers replace it whole): a
    /// missing file is a new player's; a damaged one is kept aside (under the lock)
    /// and a fresh record starts; a newer one is left alone and read as a new
    /// player's. Results kept for later are counted in.
    fn load_puzzles(&self) -> Result<LoadedPuzzles, StoreError>;

    /// Adds one attempt's result to the record on disk now, under the lock, waiting
    /// while `keep_waiting` says so. Fails with [`StoreError::Newer`] for a newer
    /// program's file: the result is then not saved.
    fn record_puzzle(
        &self,
        result: &PuzzleResult,
        keep_waiting: &mut dyn FnMut() -> bool,
    ) -> Result<LoadedPuzzles, StoreError>;

    /// Keeps a result that could not wait for the lock in a file of its own, written
    /// whole under a name no other file has.
    fn keep_puzzle_for_later(&self, result: &PuzzleResult) -> Result<PathBuf, StoreError>;
}

impl PuzzleStore for ScoreStore {
    fn puzzles_path(&self) -> PathBuf {
        self.dir().join(PUZZLES_FILE)
    }

    fn load_puzzles(&self) -> Result<LoadedPuzzles, StoreError> {
        let mut loaded = match read_puzzles(self)? {
            Ok(record) => LoadedPuzzles {
                record,
                notice: None,
            },
            Err(_) => {
                let _lock = self.lock(&mut || true)?;
                match read_puzzles(self)? {
                    Ok(record) => LoadedPuzzles {
                        record,
                        notice: None,
                    },
                    Err(DecodeError::Newer(version)) => LoadedPuzzles {
                        record: PuzzleRecord::default(),
                        notice: Some(puzzles_newer(self, version)),
                    },
                    Err(DecodeError::Damaged(reason)) => LoadedPuzzles {
                        record: PuzzleRecord::default(),
                        notice: Some(puzzles_aside(self, reason)?),
                    },
                }
            }
        };
        for (_, result) in pending(self.dir()) {
            loaded.record.apply(&result);
        }
        Ok(loaded)
    }

    fn record_puzzle(
        &self,
        result: &PuzzleResult,
        keep_waiting: &mut dyn FnMut() -> bool,
    ) -> Result<LoadedPuzzles, StoreError> {
        let _lock = self.lock(keep_waiting)?;
        disk::remove_temp_files(self.dir(), TEMP_PREFIX);
        let (mut record, notice) = match read_puzzles(self)? {
            Ok(record) => (record, None),
            Err(DecodeError::Newer(version)) => {
                return Err(StoreError::Newer(puzzles_newer(self, version)));
            }
            Err(DecodeError::Damaged(reason)) => {
                (PuzzleRecord::default(), Some(puzzles_aside(self, reason)?))
            }
        };
        let kept = pending(self.dir());
        for (_, earlier) in &kept {
            record.apply(earlier);
        }
        record.apply(result);
        let path = self.puzzles_path();
        disk::replace_atomically(self.dir(), &path, TEMP_PREFIX, &encode(&record))
            .map_err(|e| StoreError::io("write", &path, e))?;
        for (file, _) in kept {
            // Best effort: a file left over is a puzzle already counted, which a
            // record never counts twice.
            let _ = fs::remove_file(file);
        }
        Ok(LoadedPuzzles { record, notice })
    }

    fn keep_puzzle_for_later(&self, result: &PuzzleResult) -> Result<PathBuf, StoreError> {
        let keep = || -> std::io::Result<PathBuf> {
            fs::create_dir_all(self.dir())?;
            let text = toml::to_string(&PendingResult {
                moves: result.moves.clone(),
                grade: result.grade.number(),
                solved: result.solved,
                daily: result.daily.clone(),
            })
            .expect("a result always serializes");
            let prefix = format!(
                "{PENDING_PREFIX}{}-{}-",
                Timestamp::now().compact(),
                std::process::id()
            );
            let mut temp = tempfile::Builder::new()
                .prefix(&prefix)
                .suffix(".toml")
                .tempfile_in(self.dir())?;
            temp.write_all(text.as_bytes())?;
            temp.as_file().sync_all()?;
            let (_, path) = temp.keep().map_err(|e| e.error)?;
            disk::sync_dir(self.dir());
            Ok(path)
        };
        keep().map_err(|e| StoreError::io("keep a puzzle result in", self.dir(), e))
    }
}

/// The file's record, or why its contents cannot be used; a file that must not be
/// read is an error, and is left where it is.
fn read_puzzles(store: &ScoreStore) -> Result<Result<PuzzleRecord, DecodeError>, StoreError> {
    let path = store.puzzles_path();
    match disk::read_regular(&path).map_err(|e| StoreError::io("read", &path, e))? {
        ReadOutcome::Missing => Ok(Ok(PuzzleRecord::default())),
        ReadOutcome::Refused(reason) => Err(StoreError::PuzzlesRefused { path, reason }),
        ReadOutcome::Bytes(bytes) => Ok(match String::from_utf8(bytes) {
            Ok(text) => decode(&text),
            Err(_) => Err(DecodeError::Damaged("it is not UTF-8 text".into())),
        }),
    }
}

/// Renames the damaged record to a backup no other file has (under the lock).
fn puzzles_aside(store: &ScoreStore, reason: String) -> Result<Notice, StoreError> {
    let file = store.puzzles_path();
    let backup = disk::free_backup(store.dir(), STEM);
    fs::rename(&file, &backup).map_err(|e| StoreError::io("move aside", &file, e))?;
    disk::sync_dir(store.dir());
    Ok(Notice::PuzzlesMovedAside {
        file,
        backup,
        reason,
    })
}

fn puzzles_newer(store: &ScoreStore, version: i64) -> Notice {
    Notice::PuzzlesNewer {
        file: store.puzzles_path(),
        version,
    }
}

/// The readable pending results in `dir`, oldest first, with their files. One that
/// cannot be read is left for a person to look at.
fn pending(dir: &Path) -> Vec<(PathBuf, PuzzleResult)> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| {
            path.file_name()
                .map(|name| name.to_string_lossy())
                .is_some_and(|name| name.starts_with(PENDING_PREFIX) && name.ends_with(".toml"))
        })
        .collect();
    paths.sort();
    paths
        .into_iter()
        .filter_map(|path| {
            let text = fs::read_to_string(&path).ok()?;
            let kept: PendingResult = toml::from_str(&text).ok()?;
            let result = PuzzleResult {
                moves: kept.moves,
                grade: Grade::new(kept.grade)?,
                solved: kept.solved,
                daily: kept.daily.filter(|day| is_day(day)),
            };
            Some((path, result))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use connect4_shell::scoreboard::Played;

    fn result(moves: &str, solved: bool) -> PuzzleResult {
        PuzzleResult {
            moves: moves.to_string(),
            grade: Grade::new(3).unwrap(),
            solved,
            daily: None,
        }
    }

    #[test]
    fn results_add_up_across_saves_and_a_kept_one_is_folded_in_once() {
        let dir = tempfile::tempdir().unwrap();
        let store = ScoreStore::in_dir(dir.path(), &[Played::CONNECT4]);
        assert_eq!(
            store.load_puzzles().unwrap().record,
            PuzzleRecord::default()
        );
        store
            .record_puzzle(&result("44", true), &mut || true)
            .unwrap();
        store.keep_puzzle_for_later(&result("45", true)).unwrap();
        // A kept result counts on reading, before any save folds it in.
        assert_eq!(store.load_puzzles().unwrap().record.streak, 2);
        let saved = store
            .record_puzzle(&result("46", false), &mut || true)
            .unwrap();
        assert_eq!(saved.record.standing().tried.len(), 3);
        assert_eq!((saved.record.streak, saved.record.best_streak), (0, 2));
        assert!(pending(dir.path()).is_empty(), "folded in and removed");
        assert_eq!(store.load_puzzles().unwrap().record, saved.record);
    }

    #[test]
    fn a_damaged_record_is_kept_aside_and_a_newer_one_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let store = ScoreStore::in_dir(dir.path(), &[Played::CONNECT4]);
        fs::write(store.puzzles_path(), "garbage [").unwrap();
        let loaded = store.load_puzzles().unwrap();
        let Some(Notice::PuzzlesMovedAside { backup, .. }) = loaded.notice else {
            panic!("moved aside: {:?}", loaded.notice);
        };
        assert_eq!(fs::read_to_string(backup).unwrap(), "garbage [");
        fs::write(store.puzzles_path(), "version = 7\n").unwrap();
        assert!(matches!(
            store.load_puzzles().unwrap().notice,
            Some(Notice::PuzzlesNewer { version: 7, .. })
        ));
        assert!(matches!(
            store.record_puzzle(&result("44", true), &mut || true),
            Err(StoreError::Newer(_))
        ));
        assert_eq!(
            fs::read_to_string(store.puzzles_path()).unwrap(),
            "version = 7\n"
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_in_its_place_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let store = ScoreStore::in_dir(dir.path(), &[Played::CONNECT4]);
        let made = std::process::Command::new("mkfifo")
            .arg(store.puzzles_path())
            .status();
        if !made.is_ok_and(|s| s.success()) {
            eprintln!("skipped: mkfifo is not available");
            return;
        }
        assert!(matches!(
            store.load_puzzles(),
            Err(StoreError::PuzzlesRefused { .. })
        ));
        assert!(
            store
                .record_puzzle(&result("44", true), &mut || true)
                .is_err()
        );
    }
}
