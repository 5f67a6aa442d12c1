//! What the store tells the user: a damaged file moved aside, a newer file left
//! alone, or an I/O failure. Each `Display` is a sentence for the screen.

use connect4_game::escape::{escape_cut, escape_path};
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

/// Something about the scoreboard file the user should know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// The file could not be read; it was renamed to `backup` and a fresh tally
    /// started.
    MovedAside {
        file: PathBuf,
        backup: PathBuf,
        reason: String,
    },
    /// The saved match in progress could not be used; it was renamed to `backup` and
    /// a new match started.
    MatchMovedAside {
        file: PathBuf,
        backup: PathBuf,
        reason: String,
    },
    /// The file was written by a newer connect4; it is left alone and results are
    /// not saved.
    Newer { file: PathBuf, version: i64 },
    /// The saved match cannot be read, is not a file of ours (a link, a directory, a
    /// FIFO, a huge file) or is a newer connect4's: it is left where it is, and no
    /// match is written over it for the rest of the run.
    MatchLeftAlone { file: PathBuf, reason: String },
    /// The puzzle record could not be read; it was renamed to `backup` and a fresh
    /// record started.
    PuzzlesMovedAside {
        file: PathBuf,
        backup: PathBuf,
        reason: String,
    },
    /// The puzzle record was written by a newer connect4; it is left alone and puzzle
    /// results are not saved.
    PuzzlesNewer { file: PathBuf, version: i64 },
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notice::MovedAside {
                file,
                backup,
                reason,
            } => write!(
                f,
                "The scoreboard {} could not be read ({}); it was kept as {} and a new one started.",
                escape_path(file),
                escape_cut(reason, 200),
                escape_path(backup)
            ),
            Notice::MatchMovedAside {
                file,
                backup,
                reason,
            } => write!(
                f,
                "The saved match {} could not be used ({}); it was kept as {} and a new match started.",
                escape_path(file),
                escape_cut(reason, 200),
                escape_path(backup)
            ),
            Notice::MatchLeftAlone { file, reason } => write!(
                f,
                "The saved match {} is left alone because {}; no match is kept for a \
                 restart while it is there.",
                escape_path(file),
                escape_cut(reason, 200)
            ),
            Notice::PuzzlesMovedAside {
                file,
                backup,
                reason,
            } => write!(
                f,
                "The puzzle record {} could not be read ({}); it was kept as {} and a new one started.",
                escape_path(file),
                escape_cut(reason, 200),
                escape_path(backup)
            ),
            Notice::PuzzlesNewer { file, version } => write!(
                f,
                "The puzzle record {} was written by a newer connect4 (schema version {version}); \
                 it is left alone and puzzle results are not saved.",
                escape_path(file)
            ),
            Notice::Newer { file, version } => write!(
                f,
                "The scoreboard {} was written by a newer connect4 (schema version {version}); \
                 it is left alone and results are not saved.",
                escape_path(file)
            ),
        }
    }
}

/// Why the scoreboard could not be loaded or saved.
#[derive(Debug)]
pub enum StoreError {
    /// A newer program's file: nothing was written.
    Newer(Notice),
    /// A file that must not be read (not a regular file, or far too large): it is
    /// left alone, and nothing is written over it.
    Refused { path: PathBuf, reason: String },
    /// The puzzle record must not be read or written over (not a regular file, or far
    /// too large): it is left alone, and puzzle results are not saved.
    PuzzlesRefused { path: PathBuf, reason: String },
    /// The saved match must not be written over or removed (see
    /// [`Notice::MatchLeftAlone`]): nothing was written.
    MatchLeftAlone { path: PathBuf, reason: String },
    /// Another copy of the program held the lock for longer than the caller would
    /// wait: nothing was written.
    Busy { lock: PathBuf },
    Io {
        action: &'static str,
        path: PathBuf,
        source: io::Error,
    },
}

impl StoreError {
    // Only the file store reads and writes; the browser's storage has no paths.
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    pub fn io(action: &'static str, path: &Path, source: io::Error) -> StoreError {
        StoreError::Io {
            action,
            path: path.to_path_buf(),
            source,
        }
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Newer(notice) => notice.fmt(f),
            StoreError::Busy { lock } => write!(
                f,
                "another connect4 holds the scoreboard's lock {}",
                escape_path(lock)
            ),
            StoreError::Refused { path, reason } => write!(
                f,
                "the scoreboard {} is left alone because {}; results are not saved",
                escape_path(path),
                escape_cut(reason, 200)
            ),
            StoreError::PuzzlesRefused { path, reason } => write!(
                f,
                "the puzzle record {} is left alone because {}; puzzle results are not saved",
                escape_path(path),
                escape_cut(reason, 200)
            ),
            StoreError::MatchLeftAlone { path, reason } => write!(
                f,
                "the saved match {} is left alone because {}",
                escape_path(path),
                escape_cut(reason, 200)
            ),
            StoreError::Io {
                action,
                path,
                source,
            } => {
                write!(f, "could not {action} {}: {source}", escape_path(path))
            }
        }
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Newer(_)
            | StoreError::Refused { .. }
            | StoreError::MatchLeftAlone { .. }
            | StoreError::PuzzlesRefused { .. }
            | StoreError::Busy { .. } => None,
            StoreError::Io { source, .. } => Some(source),
        }
    }
}
