//! The file-system operations behind the store, each careful about what a data
//! directory may hold: a FIFO or device where a file should be, a symlink planted on
//! the lock, a file too large to be a scoreboard, a directory that is read-only.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};

use super::Timestamp;
pub use crate::files::ReadOutcome;
use std::path::{Path, PathBuf};

/// The largest scoreboard read: 100,000 matchups take about 25 MB, and a file much
/// larger than that is not one this program wrote.
pub const MAX_FILE_BYTES: u64 = 64 << 20;

/// Reads the scoreboard if it is a regular file of a sane size.
pub fn read_regular(path: &Path) -> io::Result<ReadOutcome> {
    crate::files::read_regular(path, MAX_FILE_BYTES)
}

/// How often a busy lock is tried again.
const LOCK_RETRY: std::time::Duration = std::time::Duration::from_millis(50);

/// Opens (creating it if needed) the lock file and locks it, never following a symlink
/// planted in its place: the lock would otherwise create or hold someone else's file.
/// While another process holds it, asks `keep_waiting` between tries; `None` once
/// that says to give up.
pub fn open_lock(path: &Path, keep_waiting: &mut dyn FnMut() -> bool) -> io::Result<Option<File>> {
    let mut options = OpenOptions::new();
    options.create(true).truncate(false).write(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW);
    }
    let lock = options.open(path)?;
    loop {
        match lock.try_lock() {
            Ok(()) => return Ok(Some(lock)),
            Err(std::fs::TryLockError::WouldBlock) if keep_waiting() => {
                std::thread::sleep(LOCK_RETRY)
            }
            Err(std::fs::TryLockError::WouldBlock) => return Ok(None),
            Err(std::fs::TryLockError::Error(e)) => return Err(e),
        }
    }
}

/// Writes `text` to a new temporary file in `dir` (never an existing file, so no
/// symlink is followed), gives it the mode of the file it replaces, syncs it, and
/// renames it over `path`.
pub fn replace_atomically(dir: &Path, path: &Path, prefix: &str, text: &str) -> io::Result<()> {
    let mut temp = tempfile::Builder::new()
        .prefix(prefix)
        .suffix(".tmp")
        .tempfile_in(dir)?;
    temp.write_all(text.as_bytes())?;
    if let Ok(meta) = fs::symlink_metadata(path)
        && meta.is_file()
    {
        // Keep the permissions the user gave the file (a new temporary file is 0600).
        fs::set_permissions(temp.path(), meta.permissions())?;
    }
    temp.as_file().sync_all()?;
    temp.persist(path).map_err(|e| e.error)?;
    sync_dir(dir);
    Ok(())
}

/// Why the file at `path` must be left alone rather than read, replaced or removed:
/// a symbolic link (never followed, as the lock is not), anything but a regular file,
/// a file too large to be ours, or one that cannot be opened (permissions). `None`
/// when there is none, or an ordinary file.
pub fn why_left_alone(path: &Path) -> Option<String> {
    let meta = match fs::symlink_metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return None,
        Err(e) => return Some(format!("it cannot be examined ({e})")),
    };
    let kind = meta.file_type();
    if !kind.is_file() {
        return Some(format!("it is {}, not a regular file", kind_name(&kind)));
    }
    if meta.len() > MAX_FILE_BYTES {
        let (bytes, max) = (meta.len(), MAX_FILE_BYTES);
        return Some(format!(
            "it is {bytes} bytes, over the {max} bytes it may take"
        ));
    }
    File::open(path)
        .err()
        .map(|e| format!("it cannot be opened ({e})"))
}

/// What a file that is not a regular one is, for a message.
fn kind_name(kind: &fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "a FIFO";
        }
        if kind.is_block_device() || kind.is_char_device() {
            return "a device";
        }
        if kind.is_socket() {
            return "a socket";
        }
    }
    if kind.is_symlink() {
        "a symbolic link"
    } else if kind.is_dir() {
        "a directory"
    } else {
        "something else"
    }
}

/// Removes the temporary files `PREFIX*.tmp` in `dir`. Only under the lock: no
/// writer is busy then, so any found were left by one that died.
/// A name in `dir` for a damaged file of `stem` to be kept under, no file has yet:
/// `<stem>.damaged-<time>-<n>.toml`, so no earlier backup is ever written over.
pub fn free_backup(dir: &Path, stem: &str) -> PathBuf {
    let stamp = Timestamp::now().compact();
    (1..)
        .map(|n| dir.join(format!("{stem}.damaged-{stamp}-{n}.toml")))
        .find(|candidate| !candidate.exists())
        .expect("some numbered name is free")
}

pub fn remove_temp_files(dir: &Path, prefix: &str) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with(prefix) && name.ends_with(".tmp") {
            // Best effort: a leftover only wastes a little space.
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Syncs a directory so a rename in it survives a power cut. Not every platform can
/// open a directory; there the rename is as durable as the system makes it.
pub fn sync_dir(dir: &Path) {
    if let Ok(dir) = File::open(dir) {
        let _ = dir.sync_all();
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn a_fifo_is_refused_without_blocking() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("scores.toml");
        let status = std::process::Command::new("mkfifo").arg(&fifo).status();
        if !status.is_ok_and(|s| s.success()) {
            eprintln!("skipped: mkfifo is not available");
            return;
        }
        assert!(matches!(
            read_regular(&fifo).unwrap(),
            ReadOutcome::Refused(_)
        ));
    }

    #[test]
    fn a_device_is_refused() {
        let outcome = read_regular(Path::new("/dev/zero")).unwrap();
        assert!(matches!(outcome, ReadOutcome::Refused(reason) if reason.contains("regular")));
    }

    #[test]
    fn a_symlinked_lock_is_not_followed() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("victim");
        let lock = dir.path().join("scores.lock");
        std::os::unix::fs::symlink(&target, &lock).unwrap();
        assert!(open_lock(&lock, &mut || true).is_err());
        assert!(!target.exists(), "the symlink's target was created");
    }

    #[test]
    fn a_replaced_file_keeps_its_mode() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("scores.toml");
        fs::write(&path, "old").unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o644)).unwrap();
        replace_atomically(dir.path(), &path, ".scores.", "new").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o644);
    }
}
