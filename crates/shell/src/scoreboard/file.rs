//! The scoreboard file's format: TOML a person can read, with a schema version so
//! a newer program's file is recognised and left alone. Pure: text in, text out.
//!
//! ```toml
//! version = 3
//! ended = ["5f0c9a3e1b2d4c68-2"]
//!
//! [[matchup]]
//! one = "Ada"
//! two = "Computer"
//! computer = "perfect"
//! columns = 7
//! rows = 6
//! wins_one = 2
//! wins_two = 5
//! draws = 1
//! streak_player = "two"
//! streak = 3
//! best_streak_one = 1
//! best_streak_two = 3
//! last_played = 2026-11-21T22:50:00Z
//! ```

use super::row::{Record, from_record, to_record};
use super::{Played, Scoreboard};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The schema version this program writes. Version 2 added `game` (checkers results
/// beside Connect 4's); version 1 files are read as all Connect 4. Version 3 added
/// `ended`, the ids of the saved matches whose result is counted (see `ended.rs`):
/// a version 2 program would refuse the unknown key and keep the file aside as
/// damaged, while a newer version makes it leave the file alone. Older files are
/// written back as version 3 at the next save.
///
/// A new game needs no new version: each row names its game, and a row of a game
/// this build does not know is kept as it was read and written back (`other_games`),
/// not taken for damage.
pub const VERSION: i64 = 3;

/// Why a file's text could not be read as a scoreboard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeError {
    /// Not a scoreboard this program understands: it is moved aside.
    Damaged(String),
    /// Written by a newer program: it is left alone.
    Newer(i64),
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::Damaged(reason) => f.write_str(reason),
            DecodeError::Newer(version) => write!(
                f,
                "it was written by a newer connect4 (schema version {version}; this one reads {VERSION})"
            ),
        }
    }
}

/// The file as read: each row is looked at by itself, since a row of a game this
/// build does not know is kept whatever it holds (see `other_games`).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ScoreFile {
    version: i64,
    #[serde(default)]
    ended: Vec<String>,
    #[serde(default)]
    matchup: Vec<toml::Table>,
}

/// The file as written: this build's rows, then the others as they were read.
#[derive(Serialize)]
struct Written {
    version: i64,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    ended: Vec<String>,
    matchup: Vec<Row>,
}

/// A row as written: one of this build's games, in its fields' order, or another
/// game's, as it was read.
#[derive(Serialize)]
#[serde(untagged)]
enum Row {
    Ours(Record),
    Other(toml::Table),
}

/// The file's text for a scoreboard.
pub fn encode(scoreboard: &Scoreboard) -> String {
    let ours = scoreboard.iter().map(|(m, t)| Row::Ours(to_record(m, t)));
    let others = scoreboard.other_games().rows().map(Row::Other);
    let file = Written {
        version: VERSION,
        ended: scoreboard.ended().map(str::to_string).collect(),
        matchup: ours.chain(others).collect(),
    };
    toml::to_string(&file).expect("a scoreboard always serializes")
}

/// The scoreboard in a file's text, read by a build that plays `games`: the rows of
/// any other game are kept as they are (`OtherGames`).
pub fn decode(text: &str, games: &[Played]) -> Result<Scoreboard, DecodeError> {
    let damaged = |reason: String| DecodeError::Damaged(reason);
    // The version is read first and alone, so a newer file is recognised even when
    // the rest of it means nothing to this program.
    let table: toml::Table = toml::from_str(text).map_err(|e| damaged(e.message().to_string()))?;
    let version = table.get("version").and_then(toml::Value::as_integer);
    match version {
        Some(1..=VERSION) => {}
        Some(version) if version > VERSION => return Err(DecodeError::Newer(version)),
        Some(version) => return Err(damaged(format!("unknown schema version {version}"))),
        None => return Err(damaged("it has no schema version".to_string())),
    }
    let file: ScoreFile = toml::from_str(text).map_err(|e| damaged(e.message().to_string()))?;
    let mut scoreboard = Scoreboard::new();
    for row in file.matchup {
        if !knows_game_of(&row, games) {
            // Version 1 knew Connect 4 alone: another game in it is no file of ours.
            if file.version == 1 {
                return Err(damaged(V1_OTHER_GAME.into()));
            }
            scoreboard.others.keep(&row);
            continue;
        }
        let record: Record = toml::Value::Table(row)
            .try_into()
            .map_err(|e: toml::de::Error| damaged(e.message().to_string()))?;
        if file.version == 1
            && record
                .game
                .as_deref()
                .is_some_and(|game| game != "connect4")
        {
            return Err(damaged(V1_OTHER_GAME.into()));
        }
        let (matchup, tally) = from_record(record, games).map_err(damaged)?;
        scoreboard.insert(matchup, tally);
    }
    for id in &file.ended {
        scoreboard.note_ended(id);
    }
    Ok(scoreboard)
}

const V1_OTHER_GAME: &str = "a version 1 file names a game other than Connect 4";

/// Whether `row` is of a game this build knows, and so is read and checked as one
/// of its own. A row without `game` is Connect 4's; one whose `game` is not text at
/// all is read as ours, so that it is refused as damaged with the reason.
fn knows_game_of(row: &toml::Table, games: &[Played]) -> bool {
    match row.get("game") {
        Some(toml::Value::String(name)) => games.iter().any(|game| game.name() == name),
        _ => true,
    }
}

#[cfg(test)]
#[path = "file_tests.rs"]
mod tests;
