//! The SQLite database's files, watched. Deleted or replaced while the server runs,
//! what it commits from then on goes to a file nobody will open again, so the writer
//! must stop acknowledging. A check is two `stat`s, cheap beside a commit's fsync.

use sqlx::sqlite::SqliteConnectOptions;
use std::path::{Path, PathBuf};
use std::str::FromStr;

/// Which file a path names: its device and inode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Identity {
    device: u64,
    inode: u64,
}

/// The database file the server opened, and where its write-ahead log is.
#[derive(Debug)]
pub struct Files {
    database: PathBuf,
    identity: Identity,
    log: PathBuf,
}

impl Files {
    /// The files of the SQLite database at `url` as they are now; none for another
    /// database or one in memory.
    pub fn of(url: &str) -> Option<Files> {
        Files::at(&sqlite_file(url)?)
    }

    fn at(database: &Path) -> Option<Files> {
        let identity = identity(database).ok()?;
        let mut log = database.as_os_str().to_owned();
        log.push("-wal");
        Some(Files {
            database: database.to_path_buf(),
            identity,
            log: PathBuf::from(log),
        })
    }

    /// Whether the path still names the file opened and, while a connection holds
    /// the database open (`open`), its log is still there; if not, why.
    pub fn check(&self, open: bool) -> Result<(), String> {
        let database = self.database.display();
        match identity(&self.database) {
            Ok(now) if now == self.identity => {}
            Ok(_) => return Err(format!("{database} was replaced by another file")),
            Err(error) => return Err(format!("{database}: {error}")),
        }
        // SQLite removes the log itself when the last connection closes, and makes
        // a new one at the next: only an open connection's log must stay.
        if open && let Err(error) = std::fs::metadata(&self.log) {
            return Err(format!("{}: {error}", self.log.display()));
        }
        Ok(())
    }
}

/// The file of the SQLite database at `url`, as sqlx reads the URL; none for a
/// database in memory.
pub fn sqlite_file(url: &str) -> Option<PathBuf> {
    if !url.starts_with("sqlite:") {
        return None;
    }
    if in_memory(url) {
        return None;
    }
    let options = SqliteConnectOptions::from_str(url).ok()?;
    Some(options.get_filename().to_path_buf())
}

/// Whether `url` names a database in memory, in the two ways sqlx reads one:
/// `:memory:` as the path, or `mode=memory` (sqlx keeps no public flag of it).
fn in_memory(url: &str) -> bool {
    let rest = url.trim_start_matches("sqlite:").trim_start_matches("//");
    let (path, query) = rest.split_once('?').unwrap_or((rest, ""));
    path == ":memory:" || query.split('&').any(|pair| pair == "mode=memory")
}

#[cfg(unix)]
fn identity(path: &Path) -> std::io::Result<Identity> {
    use std::os::unix::fs::MetadataExt;
    let metadata = std::fs::metadata(path)?;
    if metadata.nlink() == 0 {
        return Err(std::io::Error::new(std::io::ErrorKind::NotFound, "deleted"));
    }
    Ok(Identity {
        device: metadata.dev(),
        inode: metadata.ino(),
    })
}

/// Elsewhere the file is only known to exist.
#[cfg(not(unix))]
fn identity(path: &Path) -> std::io::Result<Identity> {
    std::fs::metadata(path).map(|_| Identity {
        device: 0,
        inode: 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn database_in(dir: &Path) -> (PathBuf, Files) {
        let path = dir.join("connect4.sqlite");
        std::fs::write(&path, b"").unwrap();
        std::fs::write(dir.join("connect4.sqlite-wal"), b"").unwrap();
        let files = Files::of(&format!("sqlite://{}?mode=rwc", path.display())).unwrap();
        (path, files)
    }

    #[test]
    fn the_files_as_opened_pass() {
        let dir = tempfile::tempdir().unwrap();
        let (_, files) = database_in(dir.path());
        assert_eq!(files.check(true), Ok(()));
    }

    #[test]
    fn a_deleted_database_fails() {
        let dir = tempfile::tempdir().unwrap();
        let (path, files) = database_in(dir.path());
        std::fs::remove_file(&path).unwrap();
        assert!(files.check(false).is_err());
    }

    #[test]
    fn a_database_replaced_by_another_file_fails() {
        let dir = tempfile::tempdir().unwrap();
        let (path, files) = database_in(dir.path());
        let other = dir.path().join("other");
        std::fs::write(&other, b"").unwrap();
        std::fs::rename(&other, &path).unwrap();
        let error = files.check(false).unwrap_err();
        assert!(error.contains("replaced"), "{error}");
    }

    #[test]
    fn a_missing_log_fails_only_while_a_connection_is_open() {
        let dir = tempfile::tempdir().unwrap();
        let (_, files) = database_in(dir.path());
        std::fs::remove_file(dir.path().join("connect4.sqlite-wal")).unwrap();
        assert!(files.check(true).is_err());
        assert_eq!(files.check(false), Ok(()));
    }

    #[test]
    fn another_database_or_one_in_memory_has_no_files() {
        assert!(Files::of("postgres://localhost/connect4").is_none());
        assert!(Files::of("sqlite::memory:").is_none());
        assert!(sqlite_file("sqlite://:memory:").is_none());
        assert!(sqlite_file("sqlite://?mode=memory&cache=shared").is_none());
        let file = sqlite_file("sqlite:///var/db/connect4.sqlite?mode=rwc");
        assert_eq!(file, Some(PathBuf::from("/var/db/connect4.sqlite")));
    }
}
