//! Each game's match in progress, kept beside the scoreboard for the next start:
//! Connect 4's in `match.toml`, another game's in `<name>-match.toml` (checkers'
//! `checkers-match.toml`), one file per game so none ever replaces another. The store only moves their text: the app decides
//! what it means. It is written like the
//! scoreboard (under the lock, a whole new file renamed into place) and, when it cannot
//! be used, kept aside as a backup, never silently dropped. A file that is not ours to
//! touch (a link, a directory, a FIFO, one that cannot be opened) is left where it is:
//! not read, not written over, not removed.

use super::disk::{self, ReadOutcome};
use super::{Notice, Played, ScoreStore, StoreError};
use std::fs;
use std::path::PathBuf;

/// The stem of a game's saved match file, its backups and its temporary files
/// (`match.toml`, `match.damaged-<time>-1.toml`, `.match.toml.<random>.tmp`): no stem
/// begins another's file names, so each game's leftovers are only its own.
fn stem(game: Played) -> String {
    if game.is_connect4() {
        "match".to_string()
    } else {
        format!("{}-match", game.name())
    }
}

/// The prefix of the temporary files a save of `game`'s match writes first.
fn temp_prefix(game: Played) -> String {
    format!(".{}.toml.", stem(game))
}

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
    /// Where `game`'s match in progress is kept.
    pub fn match_path(&self, game: Played) -> PathBuf {
        self.dir.join(format!("{}.toml", stem(game)))
    }

    /// Replaces `game`'s saved match with `text`, waiting for the lock while
    /// `keep_waiting` says so. A file that must be left alone is not written over.
    pub fn save_match(
        &self,
        game: Played,
        text: &str,
        keep_waiting: &mut dyn FnMut() -> bool,
    ) -> Result<(), StoreError> {
        let _lock = self.lock(keep_waiting)?;
        let path = self.ours(self.match_path(game))?;
        disk::replace_atomically(&self.dir, &path, &temp_prefix(game), text)
            .map_err(|e| StoreError::io("write", &path, e))
    }

    /// Forgets `game`'s saved match (it ended, or a new one began). A file that must
    /// be left alone is not removed.
    pub fn clear_match(
        &self,
        game: Played,
        keep_waiting: &mut dyn FnMut() -> bool,
    ) -> Result<(), StoreError> {
        let _lock = self.lock(keep_waiting)?;
        let path = self.ours(self.match_path(game))?;
        match fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                Err(StoreError::io("remove", &path, e))
            }
            _ => Ok(()),
        }
    }

    /// `game`'s saved match. Like the scoreboard, it is read without the lock, and
    /// only if it is a regular file of a sane size, never through a symbolic link.
    pub fn load_match(&self, game: Played) -> MatchFile {
        let path = self.match_path(game);
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
    pub fn remove_stale_match_temps(&self, game: Played) {
        if let Ok(_lock) = self.lock(&mut || false) {
            disk::remove_temp_files(&self.dir, &temp_prefix(game));
        }
    }

    /// `path`, if it may be written over or removed.
    fn ours(&self, path: PathBuf) -> Result<PathBuf, StoreError> {
        match disk::why_left_alone(&path) {
            Some(reason) => Err(StoreError::MatchLeftAlone { path, reason }),
            None => Ok(path),
        }
    }

    /// Renames `game`'s saved match, which cannot be used, to a backup beside it.
    pub fn keep_match_aside(&self, game: Played, reason: String) -> Result<Notice, StoreError> {
        let _lock = self.lock(&mut || true)?;
        let backup = disk::free_backup(&self.dir, &stem(game));
        let path = self.ours(self.match_path(game))?;
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

    const CONNECT4: Played = Played::CONNECT4;

    #[test]
    fn each_game_has_a_file_of_its_own_and_connect4_keeps_its_name() {
        let store = ScoreStore::in_dir(std::path::Path::new("data"), &[Played::CONNECT4]);
        let file = |name| store.match_path(Played::named(name));
        assert!(store.match_path(CONNECT4).ends_with("match.toml"));
        assert!(file("checkers").ends_with("checkers-match.toml"));
        assert!(file("tictactoe").ends_with("tictactoe-match.toml"));
    }

    #[test]
    fn a_match_is_saved_read_cleared_and_kept_aside() {
        let dir = tempfile::tempdir().unwrap();
        let store = ScoreStore::in_dir(dir.path(), &[Played::CONNECT4]);
        assert_eq!(store.load_match(CONNECT4), MatchFile::Missing);
        store
            .save_match(CONNECT4, "moves = \"44\"\n", &mut || true)
            .unwrap();
        assert_eq!(
            store.load_match(CONNECT4),
            MatchFile::Text("moves = \"44\"\n".into())
        );
        store.clear_match(CONNECT4, &mut || true).unwrap();
        assert_eq!(store.load_match(CONNECT4), MatchFile::Missing);
        store.save_match(CONNECT4, "garbage", &mut || true).unwrap();
        let notice = store
            .keep_match_aside(CONNECT4, "not a match".into())
            .unwrap();
        let Notice::MatchMovedAside { backup, .. } = notice else {
            panic!("moved aside");
        };
        assert_eq!(fs::read_to_string(backup).unwrap(), "garbage");
        assert_eq!(store.load_match(CONNECT4), MatchFile::Missing);
    }

    #[test]
    fn each_game_keeps_its_own_file_and_backups() {
        let dir = tempfile::tempdir().unwrap();
        let store = ScoreStore::in_dir(dir.path(), &[Played::CONNECT4]);
        let checkers = Played::named("checkers");
        assert!(store.match_path(checkers).ends_with("checkers-match.toml"));
        store
            .save_match(CONNECT4, "connect4", &mut || true)
            .unwrap();
        store
            .save_match(checkers, "checkers", &mut || true)
            .unwrap();
        assert_eq!(
            store.load_match(CONNECT4),
            MatchFile::Text("connect4".into())
        );
        let Notice::MatchMovedAside { backup, .. } =
            store.keep_match_aside(checkers, "damaged".into()).unwrap()
        else {
            panic!("moved aside");
        };
        let name = backup.file_name().unwrap().to_string_lossy().into_owned();
        assert!(name.starts_with("checkers-match.damaged-"), "{name}");
        assert_eq!(store.load_match(checkers), MatchFile::Missing);
        // A stale temporary file of one game's is not the other's to remove.
        let stale = dir.path().join(".match.toml.x1.tmp");
        fs::write(&stale, "half").unwrap();
        store.remove_stale_match_temps(checkers);
        assert!(stale.exists());
        store.remove_stale_match_temps(CONNECT4);
        assert!(!stale.exists());
        store.clear_match(checkers, &mut || true).unwrap();
        assert_eq!(
            store.load_match(CONNECT4),
            MatchFile::Text("connect4".into())
        );
    }
}
