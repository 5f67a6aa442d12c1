//! The match in progress, kept beside the scoreboard (`match.toml`) for the next start.
//! The store only moves its text: the app decides what it means. It is written like the
//! scoreboard (under the lock, a whole new file renamed into place) and, when it cannot
//! be used, kept aside as a backup, never silently dropped. A file that is not ours to
//! touch (a link, a directory, a FIFO, one that cannot be opened) is left where it is:
//! not read, not written over, not removed.

use super::disk::{self, ReadOutcome};
use super::{Notice, ScoreStore, StoreError, Timestamp};
use std::fs;
use std::path::PathBuf;

const FILE_NAME: &str = "match.toml";
const TEMP_PREFIX: &str = ".match.toml.";
const BACKUP_PREFIX: &str = "match.damaged-";

/// What the saved match's file holds, as far as the store can tell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MatchFile {
    Missing,
    Text(String),
    /// Bytes that are not UTF-8: damaged, as the scoreboard would be.
    NotText,
    /// Something that must not be read or written over, and why (see
    /// `disk::why_left_alone`).
    LeftAlone(String),
}

impl ScoreStore {
    pub fn match_path(&self) -> PathBuf {
        self.dir.join(FILE_NAME)
    }

    /// Replaces the saved match with `text`, waiting for the lock while
    /// `keep_waiting` says so. A file that must be left alone is not written over.
    pub fn save_match(
        &self,
        text: &str,
        keep_waiting: &mut dyn FnMut() -> bool,
    ) -> Result<(), StoreError> {
        let _lock = self.lock(keep_waiting)?;
        let path = self.ours(self.match_path())?;
        disk::replace_atomically(&self.dir, &path, TEMP_PREFIX, text)
            .map_err(|e| StoreError::io("write", &path, e))
    }

    /// Forgets the saved match (it ended, or a new one began). A file that must be
    /// left alone is not removed.
    pub fn clear_match(&self, keep_waiting: &mut dyn FnMut() -> bool) -> Result<(), StoreError> {
        let _lock = self.lock(keep_waiting)?;
        let path = self.ours(self.match_path())?;
        match fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                Err(StoreError::io("remove", &path, e))
            }
            _ => Ok(()),
        }
    }

    /// The saved match. Like the scoreboard, it is read without the lock, and only if
    /// it is a regular file of a sane size, never through a symbolic link.
    pub fn load_match(&self) -> MatchFile {
        let path = self.match_path();
        if let Some(reason) = disk::why_left_alone(&path) {
            return MatchFile::LeftAlone(reason);
        }
        match disk::read_regular(&path) {
            Ok(ReadOutcome::Missing) => MatchFile::Missing,
            Ok(ReadOutcome::Refused(reason)) => MatchFile::LeftAlone(reason),
            Ok(ReadOutcome::Bytes(bytes)) => {
                String::from_utf8(bytes).map_or(MatchFile::NotText, MatchFile::Text)
            }
            Err(e) => MatchFile::LeftAlone(format!("it cannot be read ({e})")),
        }
    }

    /// Removes the temporary files of saves that died half way (a `kill -9`), if no
    /// other copy is saving right now (the lock is free); they are left for a later
    /// start otherwise.
    pub fn remove_stale_match_temps(&self) {
        if let Ok(_lock) = self.lock(&mut || false) {
            disk::remove_temp_files(&self.dir, TEMP_PREFIX);
        }
    }

    /// `path`, if it may be written over or removed.
    fn ours(&self, path: PathBuf) -> Result<PathBuf, StoreError> {
        match disk::why_left_alone(&path) {
            Some(reason) => Err(StoreError::MatchLeftAlone { path, reason }),
            None => Ok(path),
        }
    }

    /// Renames a saved match that cannot be used to a backup beside it.
    pub fn keep_match_aside(&self, reason: String) -> Result<Notice, StoreError> {
        let _lock = self.lock(&mut || true)?;
        let stamp = Timestamp::now().compact();
        let backup = (1..)
            .map(|n| self.dir.join(format!("{BACKUP_PREFIX}{stamp}-{n}.toml")))
            .find(|candidate| !candidate.exists())
            .expect("some numbered name is free");
        let path = self.ours(self.match_path())?;
        fs::rename(&path, &backup).map_err(|e| StoreError::io("move aside", &path, e))?;
        disk::sync_dir(&self.dir);
        Ok(Notice::MatchMovedAside {
            file: path,
            backup,
            reason,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_match_is_saved_read_cleared_and_kept_aside() {
        let dir = tempfile::tempdir().unwrap();
        let store = ScoreStore::in_dir(dir.path());
        assert_eq!(store.load_match(), MatchFile::Missing);
        store.save_match("moves = \"44\"\n", &mut || true).unwrap();
        assert_eq!(
            store.load_match(),
            MatchFile::Text("moves = \"44\"\n".into())
        );
        store.clear_match(&mut || true).unwrap();
        assert_eq!(store.load_match(), MatchFile::Missing);
        store.save_match("garbage", &mut || true).unwrap();
        let notice = store.keep_match_aside("not a match".into()).unwrap();
        let Notice::MatchMovedAside { backup, .. } = notice else {
            panic!("moved aside");
        };
        assert_eq!(fs::read_to_string(backup).unwrap(), "garbage");
        assert_eq!(store.load_match(), MatchFile::Missing);
    }
}
