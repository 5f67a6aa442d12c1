//! What every game's saved match shares, so the start of a run handles each game's file
//! the same careful way (`play::saved_match`): which file it is kept in, how its text is
//! read (its schema version first, then every part checked), the id its result is
//! counted under, and why a text is not a match to resume.

use crate::scoreboard::Played;

/// A game's match in progress as saved for the next start.
pub trait Resumable: Sized {
    /// The game whose file it is kept in (see `ScoreStore::match_path`).
    const GAME: Played;

    /// Reads a saved match, checking every part of it; why when it is not one.
    fn from_toml(text: &str) -> Result<Self, SavedMatchError>;

    /// The id its result is counted under, if it was saved with one: a saved match
    /// whose id the scoreboard counted is over, whatever position it holds.
    fn id(&self) -> Option<&str>;
}

/// Why a saved match's text is not a match to resume.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SavedMatchError {
    /// Not a match this program can use: it is kept aside.
    Damaged(String),
    /// Written by a newer connect4 (schema `version`; this one `reads` up to its own):
    /// it is left alone.
    Newer { version: i64, reads: i64 },
}

impl std::fmt::Display for SavedMatchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SavedMatchError::Damaged(reason) => f.write_str(reason),
            SavedMatchError::Newer { version, reads } => write!(
                f,
                "it was written by a newer connect4 (schema version {version}; this one \
                 reads up to {reads})"
            ),
        }
    }
}

/// Checks the schema version of a saved match's `text` against `current`, the newest
/// this program writes (every version from 1 is read). The version is read first and
/// alone, so a newer file is recognised even when the rest of it means nothing here.
pub fn check_version(text: &str, current: i64) -> Result<(), SavedMatchError> {
    let table: toml::Table = toml::from_str(text).map_err(|e| damaged(&e))?;
    match table.get("version").and_then(toml::Value::as_integer) {
        Some(version) if (1..=current).contains(&version) => Ok(()),
        Some(newer) if newer > current => Err(SavedMatchError::Newer {
            version: newer,
            reads: current,
        }),
        Some(other) => Err(SavedMatchError::Damaged(format!(
            "unknown schema version {other}"
        ))),
        None => Err(SavedMatchError::Damaged(
            "it has no schema version".to_string(),
        )),
    }
}

/// A TOML error as the reason a saved match is damaged.
pub fn damaged(error: &toml::de::Error) -> SavedMatchError {
    SavedMatchError::Damaged(error.message().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_version_decides_first() {
        assert_eq!(check_version("version = 2\nx = 1", 2), Ok(()));
        assert_eq!(
            check_version("version = 3\nwhatever = \"later\"", 2),
            Err(SavedMatchError::Newer {
                version: 3,
                reads: 2
            })
        );
        assert!(matches!(
            check_version("version = 0", 2),
            Err(SavedMatchError::Damaged(_))
        ));
        assert!(matches!(
            check_version("moves = \"44\"", 2),
            Err(SavedMatchError::Damaged(reason)) if reason.contains("no schema version")
        ));
        assert!(matches!(
            check_version("not toml at all", 2),
            Err(SavedMatchError::Damaged(_))
        ));
    }
}
