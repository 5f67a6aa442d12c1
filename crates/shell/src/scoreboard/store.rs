//! The scoreboard on disk, safe against crashes, a second running copy, and
//! damaged files.
//!
//! - Every change happens under an exclusive lock on `scores.lock` (a separate
//!   file, because the scoreboard itself is replaced by rename and a lock on it
//!   would be left on the old inode).
//! - A change is an increment: under the lock the file is read afresh, the one
//!   result added, and the whole written back. A copy read earlier is never written,
//!   so two players' results never overwrite each other.
//! - Writing goes to a temporary file in the same directory, is synced, then
//!   renamed over the old one, and the directory is synced: at any instant the file
//!   is the old or the new one, never a torn mix.
//! - A file that cannot be read is renamed to a timestamped backup beside it
//!   before a fresh tally starts, so nothing is lost; a newer program's file is
//!   left untouched.

use super::disk::{self, ReadOutcome};
use super::file::{self, DecodeError};
use super::pending;
use super::{Aids, MatchResult, Matchup, Played, Scoreboard, Tally, Timestamp};
use std::fs::{self, File};
use std::path::{Path, PathBuf};

use super::notice::{Notice, StoreError};

/// The scoreboard's file name inside the data directory.
pub const FILE_NAME: &str = "scores.toml";
const LOCK_NAME: &str = "scores.lock";
/// Temporary files start with this; any found under the lock are a crashed
/// writer's leftovers.
const TEMP_PREFIX: &str = ".scores.toml.";
const BACKUP_PREFIX: &str = "scores.damaged-";

/// The scoreboard file in one data directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreStore {
    pub(super) dir: PathBuf,
    /// The games this build plays: their rows are read, any other game's kept.
    pub(super) games: &'static [Played],
}

/// The scoreboard read at start, and anything the user should be told about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loaded {
    pub scoreboard: Scoreboard,
    pub notice: Option<Notice>,
}

/// A matchup's tally after a result was saved, and anything the user should be
/// told (a damaged file found and moved aside on the way).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recorded {
    pub tally: Tally,
    pub notice: Option<Notice>,
}

impl ScoreStore {
    /// The store in `dir`, created on first write, for a build that plays `games`.
    pub fn in_dir(dir: impl Into<PathBuf>, games: &'static [Played]) -> ScoreStore {
        ScoreStore {
            dir: dir.into(),
            games,
        }
    }

    /// The platform data directory (`~/.local/share/connect4` on Linux), or `None`
    /// when there is no home directory.
    pub fn default_dir() -> Option<PathBuf> {
        directories::ProjectDirs::from("", "", "connect4").map(|dirs| dirs.data_dir().to_path_buf())
    }

    /// The data directory, where the records kept beside the scoreboard live too.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The scoreboard file's path.
    pub fn path(&self) -> PathBuf {
        self.dir.join(FILE_NAME)
    }

    /// Reads the scoreboard. A missing file is an empty scoreboard; a damaged one
    /// is moved aside (see [`Notice::MovedAside`]); a newer one is left alone and
    /// read as empty (see [`Notice::Newer`]).
    ///
    /// Reading needs no lock, since writers replace the file whole by a rename: it
    /// never waits for another copy of the program and works in a read-only
    /// directory. Only moving a damaged file aside happens under the lock.
    ///
    /// Results kept for later by a copy that could not save them (see
    /// [`ScoreStore::keep_for_later`]) are counted in.
    pub fn load(&self) -> Result<Loaded, StoreError> {
        let mut loaded = self.load_file()?;
        pending::apply(
            &pending::list(&self.dir, self.games),
            &mut loaded.scoreboard,
        );
        Ok(loaded)
    }

    fn load_file(&self) -> Result<Loaded, StoreError> {
        if let Ok(scoreboard) = self.read()? {
            return Ok(Loaded {
                scoreboard,
                notice: None,
            });
        }
        let _lock = self.lock(&mut || true)?;
        let (scoreboard, notice) = match self.read()? {
            Ok(scoreboard) => (scoreboard, None),
            Err(DecodeError::Newer(version)) => (Scoreboard::new(), Some(self.newer(version))),
            Err(DecodeError::Damaged(reason)) => {
                (Scoreboard::new(), Some(self.move_aside(reason)?))
            }
        };
        Ok(Loaded { scoreboard, notice })
    }

    /// Adds one finished match's result to what is on disk now, and saves it.
    /// Returns the matchup's new tally. Fails with [`StoreError::Newer`] when the
    /// file belongs to a newer program: the result is then not saved.
    pub fn record(
        &self,
        matchup: &Matchup,
        result: MatchResult,
        at: Timestamp,
    ) -> Result<Recorded, StoreError> {
        self.record_match(matchup, result, Aids::default(), at)
    }

    /// Like [`ScoreStore::record`], also counting the hints and undos of the match.
    pub fn record_match(
        &self,
        matchup: &Matchup,
        result: MatchResult,
        aids: Aids,
        at: Timestamp,
    ) -> Result<Recorded, StoreError> {
        self.record_waiting(matchup, result, aids, at, None, &mut || true)
    }

    /// Like [`ScoreStore::record_match`], asking `keep_waiting` (every 50 ms) whether
    /// to go on waiting while another copy of the program holds the lock; fails with
    /// [`StoreError::Busy`] once it says no. `ends` is the id of the saved match the
    /// result ends: it is written in the same file as the count, and a match already
    /// counted is not counted again.
    pub fn record_waiting(
        &self,
        matchup: &Matchup,
        result: MatchResult,
        aids: Aids,
        at: Timestamp,
        ends: Option<&str>,
        keep_waiting: &mut dyn FnMut() -> bool,
    ) -> Result<Recorded, StoreError> {
        self.update(keep_waiting, |scoreboard| {
            scoreboard.record_ending(matchup, result, aids, at, ends)
        })
    }

    /// Takes back a result saved with `aids` (see [`Scoreboard::retract`]).
    pub fn retract(
        &self,
        matchup: &Matchup,
        result: MatchResult,
        aids: Aids,
        before: &Tally,
        keep_waiting: &mut dyn FnMut() -> bool,
    ) -> Result<Recorded, StoreError> {
        self.update(keep_waiting, |scoreboard| {
            scoreboard.retract(matchup, result, aids, before)
        })
    }

    /// Keeps a result that could not be saved in a file of its own beside the
    /// scoreboard, with the id of the saved match it ends (`ends`); loading counts
    /// it, and the next save folds it in.
    pub fn keep_for_later(
        &self,
        matchup: &Matchup,
        result: MatchResult,
        aids: Aids,
        at: Timestamp,
        ends: Option<&str>,
    ) -> Result<PathBuf, StoreError> {
        pending::keep(&self.dir, matchup, result, aids, at, ends)
            .map_err(|e| StoreError::io("keep a result in", &self.dir, e))
    }

    /// Empties the scoreboard. A newer program's file is still left alone.
    pub fn reset(&self) -> Result<Option<Notice>, StoreError> {
        let recorded = self.update(&mut || true, |scoreboard| {
            *scoreboard = Scoreboard::new();
            Tally::default()
        })?;
        Ok(recorded.notice)
    }

    /// Backups of damaged files kept in the data directory, oldest first.
    pub fn backups(&self) -> Vec<PathBuf> {
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut backups: Vec<PathBuf> = entries
            .filter_map(|entry| entry.ok().map(|entry| entry.path()))
            .filter(|path| file_name_starts_with(path, BACKUP_PREFIX))
            .collect();
        backups.sort();
        backups
    }

    /// Reads, changes and writes the scoreboard, all under the lock.
    /// Results kept for later are folded in, and their files removed once written.
    fn update(
        &self,
        keep_waiting: &mut dyn FnMut() -> bool,
        change: impl FnOnce(&mut Scoreboard) -> Tally,
    ) -> Result<Recorded, StoreError> {
        let _lock = self.lock(keep_waiting)?;
        // Under the lock no other writer is busy: a temporary file left here was
        // abandoned by a writer that crashed.
        disk::remove_temp_files(&self.dir, TEMP_PREFIX);
        let (mut scoreboard, notice) = match self.read()? {
            Ok(scoreboard) => (scoreboard, None),
            Err(DecodeError::Newer(version)) => return Err(self.newer_error(version)),
            Err(DecodeError::Damaged(reason)) => {
                (Scoreboard::new(), Some(self.move_aside(reason)?))
            }
        };
        let kept = pending::list(&self.dir, self.games);
        pending::apply(&kept, &mut scoreboard);
        let tally = change(&mut scoreboard);
        self.write(&file::encode(&scoreboard))?;
        pending::remove(&kept);
        Ok(Recorded { tally, notice })
    }

    /// Creates the directory and takes the exclusive lock, waiting for another
    /// copy of the program to finish its change. Released when the file is dropped,
    /// and by the system if the process dies. Records kept beside the scoreboard
    /// change under it too.
    pub fn lock(&self, keep_waiting: &mut dyn FnMut() -> bool) -> Result<File, StoreError> {
        fs::create_dir_all(&self.dir).map_err(|e| StoreError::io("create", &self.dir, e))?;
        let path = self.dir.join(LOCK_NAME);
        disk::open_lock(&path, keep_waiting)
            .map_err(|e| StoreError::io("lock", &path, e))?
            .ok_or(StoreError::Busy { lock: path })
    }

    /// The file's scoreboard, or why its contents cannot be used. A file that cannot
    /// be opened (permissions, an I/O error) or must not be read (a FIFO, a device,
    /// a huge file) is an error, not damage: it is left where it is, untouched.
    fn read(&self) -> Result<Result<Scoreboard, DecodeError>, StoreError> {
        let path = self.path();
        match disk::read_regular(&path).map_err(|e| StoreError::io("read", &path, e))? {
            ReadOutcome::Missing => Ok(Ok(Scoreboard::new())),
            ReadOutcome::Refused(reason) => Err(StoreError::Refused { path, reason }),
            ReadOutcome::Bytes(bytes) => Ok(match String::from_utf8(bytes) {
                Ok(text) => file::decode(&text, self.games),
                Err(_) => Err(DecodeError::Damaged("it is not UTF-8 text".into())),
            }),
        }
    }

    /// Renames the damaged file to a backup no other file has.
    fn move_aside(&self, reason: String) -> Result<Notice, StoreError> {
        let stamp = Timestamp::now().compact();
        let backup = (1..)
            .map(|n| match n {
                1 => self.dir.join(format!("{BACKUP_PREFIX}{stamp}.toml")),
                n => self.dir.join(format!("{BACKUP_PREFIX}{stamp}-{n}.toml")),
            })
            .find(|candidate| !candidate.exists())
            .expect("some numbered name is free");
        fs::rename(self.path(), &backup)
            .map_err(|e| StoreError::io("move aside", &self.path(), e))?;
        disk::sync_dir(&self.dir);
        Ok(Notice::MovedAside {
            file: self.path(),
            backup,
            reason,
        })
    }

    fn newer(&self, version: i64) -> Notice {
        Notice::Newer {
            file: self.path(),
            version,
        }
    }

    fn newer_error(&self, version: i64) -> StoreError {
        StoreError::Newer(self.newer(version))
    }

    /// Writes `text` to a temporary file, syncs it, and renames it into place.
    fn write(&self, text: &str) -> Result<(), StoreError> {
        let path = self.path();
        disk::replace_atomically(&self.dir, &path, TEMP_PREFIX, text)
            .map_err(|e| StoreError::io("write", &path, e))
    }
}

fn file_name_starts_with(path: &Path, prefix: &str) -> bool {
    path.file_name()
        .is_some_and(|name| name.to_string_lossy().starts_with(prefix))
}
