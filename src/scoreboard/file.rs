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

use super::{Matchup, Played, Scoreboard, Streak, Tally, Timestamp};
use connect4_rules::game::BoardSize;
use connect4_rules::seat::{ByPlayer, Player};
use serde::{Deserialize, Serialize};
use std::fmt;
use toml::value::{Date, Datetime, Offset, Time};

/// The schema version this program writes. Version 2 added `game` (checkers results
/// beside Connect 4's); version 1 files are read as all Connect 4. Version 3 added
/// `ended`, the ids of the saved matches whose result is counted (see `ended.rs`):
/// a version 2 program would refuse the unknown key and keep the file aside as
/// damaged, while a newer version makes it leave the file alone. Older files are
/// written back as version 3 at the next save.
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

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ScoreFile {
    version: i64,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    ended: Vec<String>,
    #[serde(default)]
    matchup: Vec<Record>,
}

/// One matchup's tally, flat so the file reads as a list of short entries.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Record {
    /// Absent for Connect 4, the only game of version 1.
    #[serde(default, skip_serializing_if = "Played::is_connect4")]
    game: Played,
    one: String,
    two: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    computer: Option<String>,
    columns: usize,
    rows: usize,
    wins_one: u32,
    wins_two: u32,
    draws: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    streak_player: Option<Player>,
    #[serde(default)]
    streak: u32,
    best_streak_one: u32,
    best_streak_two: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    last_played: Option<Datetime>,
    /// Added after the first release of version 1, so optional: older files have none.
    #[serde(default)]
    hints: u32,
    /// Added later still; written only when not zero, so a file where no move was
    /// ever taken back still reads in the connect4 releases before it.
    #[serde(default, skip_serializing_if = "is_zero")]
    undos: u32,
}

fn is_zero(value: &u32) -> bool {
    *value == 0
}

/// The file's text for a scoreboard.
pub fn encode(scoreboard: &Scoreboard) -> String {
    let file = ScoreFile {
        version: VERSION,
        ended: scoreboard.ended().map(str::to_string).collect(),
        matchup: scoreboard.iter().map(|(m, t)| to_record(m, t)).collect(),
    };
    toml::to_string(&file).expect("a scoreboard always serializes")
}

/// The scoreboard in a file's text.
pub fn decode(text: &str) -> Result<Scoreboard, DecodeError> {
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
    if version == Some(1) && file.matchup.iter().any(|r| !r.game.is_connect4()) {
        return Err(damaged(
            "a version 1 file names a game other than Connect 4".into(),
        ));
    }
    let mut scoreboard = Scoreboard::new();
    for record in file.matchup {
        let (matchup, tally) = from_record(record).map_err(damaged)?;
        scoreboard.insert(matchup, tally);
    }
    for id in &file.ended {
        scoreboard.note_ended(id);
    }
    Ok(scoreboard)
}

fn to_record(matchup: &Matchup, tally: &Tally) -> Record {
    Record {
        game: matchup.played,
        one: matchup.names.one.clone(),
        two: matchup.names.two.clone(),
        computer: matchup.computer.clone(),
        columns: matchup.written_size().columns(),
        rows: matchup.written_size().rows(),
        wins_one: tally.wins.one,
        wins_two: tally.wins.two,
        draws: tally.draws,
        streak_player: tally.streak.map(|streak| streak.player),
        streak: tally.streak.map_or(0, |streak| streak.length),
        best_streak_one: tally.best_streak.one,
        best_streak_two: tally.best_streak.two,
        last_played: tally.last_played.map(to_datetime),
        hints: tally.hints,
        undos: tally.undos,
    }
}

fn from_record(record: Record) -> Result<(Matchup, Tally), String> {
    let size = BoardSize::new(record.columns, record.rows).map_err(|e| e.to_string())?;
    let streak = match (record.streak_player, record.streak) {
        (Some(player), length) if length > 0 => Some(Streak { player, length }),
        (None, 0) => None,
        _ => return Err("a streak without a player, or a player without a streak".into()),
    };
    let last_played = record.last_played.map(from_datetime).transpose()?;
    for name in [&record.one, &record.two] {
        if !connect4_rules::game::is_valid_name(name) {
            // Quoted escaped: the reason is shown on the terminal.
            return Err(format!(
                "the player name \"{}\" is not one this program writes",
                connect4_rules::escape::escape_cut(name, 40)
            ));
        }
    }
    let matchup = Matchup {
        names: ByPlayer::new(record.one, record.two),
        computer: record.computer,
        // Checkers' records carry 8x8: the board is Connect 4's alone.
        board: record.game.is_connect4().then_some(size),
        played: record.game,
    };
    let tally = Tally {
        wins: ByPlayer::new(record.wins_one, record.wins_two),
        draws: record.draws,
        streak,
        best_streak: ByPlayer::new(record.best_streak_one, record.best_streak_two),
        last_played,
        hints: record.hints,
        undos: record.undos,
    };
    Ok((matchup, tally))
}

fn to_datetime(at: Timestamp) -> Datetime {
    let (year, month, day, hour, minute, second) = at.to_civil();
    Datetime {
        date: Some(Date {
            year: year as u16,
            month,
            day,
        }),
        time: Some(Time {
            hour,
            minute,
            second: Some(second),
            nanosecond: None,
        }),
        offset: Some(Offset::Z),
    }
}

/// A full date-time with an offset, as this program writes; anything else in
/// `last_played` means the file was not written by it.
fn from_datetime(datetime: Datetime) -> Result<Timestamp, String> {
    let not_a_time = || format!("last_played {datetime} is not a date and time with an offset");
    let (Some(date), Some(time), Some(offset)) = (datetime.date, datetime.time, datetime.offset)
    else {
        return Err(not_a_time());
    };
    let offset_minutes = match offset {
        Offset::Z => 0,
        Offset::Custom { minutes } => i64::from(minutes),
    };
    let local = Timestamp::from_civil(
        i64::from(date.year),
        date.month,
        date.day,
        time.hour,
        time.minute,
        time.second.unwrap_or(0),
    )
    .ok_or_else(not_a_time)?;
    Ok(Timestamp(local.0 - offset_minutes * 60))
}
