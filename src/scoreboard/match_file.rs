//! The match in progress, kept beside the scoreboard (`match.toml`) for the next start.
//! The store only moves its text: the app decides what it means. It is written like the
//! scoreboard (under the lock, a whole new file renamed into place) and, when it cannot
//! be used, kept aside as a backup, never silently dropped.

use super::disk::{self, ReadOutcome};
use super::{Notice, ScoreStore, StoreError, Timestamp};
use std::fs;
use std::path::PathBuf;

const FILE_NAME: &str = "match.toml";
const TEMP_PREFIX: &str = ".match.toml.";
const BACKUP_PREFIX: &str = "match.damaged-";

impl ScoreStore {
    pub fn match_path(&self) -> PathBuf {
        self.dir.join(FILE_NAME)
    }

    /// Replaces the saved match with `text`, waiting for the lock while
    /// `keep_waiting` says so.
    pub fn save_match(
        &self,
        text: &str,
        keep_waiting: &mut dyn FnMut() -> bool,
    ) -> Result<(), StoreError> {
        let _lock = self.lock(keep_waiting)?;
        let path = self.match_path();
        disk::replace_atomically(&self.dir, &path, TEMP_PREFIX, text)
            .map_err(|e| StoreError::io("write", &path, e))
    }

    /// Forgets the saved match (it ended, or a new one began).
    pub fn clear_match(&self, keep_waiting: &mut dyn FnMut() -> bool) -> Result<(), StoreError> {
        let _lock = self.lock(keep_waiting)?;
        let path = self.match_path();
        match fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                Err(StoreError::io("remove", &path, e))
            }
            _ => Ok(()),
        }
    }

    /// The saved match's text, if there is one. Like the scoreboard, it is read
    /// without the lock and only if it is a regular file of a sane size.
    pub fn load_match(&self) -> Result<Option<String>, StoreError> {
        let path = self.match_path();
        match disk::read_regular(&path).map_err(|e| StoreError::io("read", &path, e))? {
            ReadOutcome::Missing => Ok(None),
            ReadOutcome::Refused(reason) => Err(StoreError::Refused { path, reason }),
            ReadOutcome::Bytes(bytes) => Ok(Some(String::from_utf8_lossy(&bytes).into_owned())),
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
        let path = self.match_path();
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
        assert_eq!(store.load_match().unwrap(), None);
        store.save_match("moves = \"44\"\n", &mut || true).unwrap();
        assert_eq!(
            store.load_match().unwrap().as_deref(),
            Some("moves = \"44\"\n")
        );
        store.clear_match(&mut || true).unwrap();
        assert_eq!(store.load_match().unwrap(), None);
        store.save_match("garbage", &mut || true).unwrap();
        let notice = store.keep_match_aside("not a match".into()).unwrap();
        let Notice::MatchMovedAside { backup, .. } = notice else {
            panic!("moved aside");
        };
        assert_eq!(fs::read_to_string(backup).unwrap(), "garbage");
        assert_eq!(store.load_match().unwrap(), None);
    }
}
