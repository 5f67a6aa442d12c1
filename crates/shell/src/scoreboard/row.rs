//! One row of the scoreboard file: a matchup and its tally, flat so the file reads
//! as a list of short entries (the format is in `file.rs`), and how a row is checked
//! on the way in.

use super::{Matchup, Played, Streak, Tally, Timestamp};
use connect4_game::board_size::BoardSize;
use connect4_game::seat::{ByPlayer, Player};
use serde::{Deserialize, Serialize};
use toml::value::{Date, Datetime, Offset, Time};

/// One matchup's tally, flat so the file reads as a list of short entries.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The game's name; absent for Connect 4, the only game of version 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) game: Option<String>,
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

pub fn to_record(matchup: &Matchup, tally: &Tally) -> Record {
    Record {
        game: (!matchup.played.is_connect4()).then(|| matchup.played.name().to_string()),
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

/// The row's matchup and tally, its game one of `games` (or Connect 4's when it
/// names none).
pub fn from_record(record: Record, games: &[Played]) -> Result<(Matchup, Tally), String> {
    let played = match &record.game {
        None => Played::CONNECT4,
        Some(name) => *games
            .iter()
            .find(|game| game.name() == name)
            .ok_or_else(|| "a game this program does not play".to_string())?,
    };
    let size = BoardSize::new(record.columns, record.rows).map_err(|e| e.to_string())?;
    let streak = match (record.streak_player, record.streak) {
        (Some(player), length) if length > 0 => Some(Streak { player, length }),
        (None, 0) => None,
        _ => return Err("a streak without a player, or a player without a streak".into()),
    };
    let last_played = record.last_played.map(from_datetime).transpose()?;
    for name in [&record.one, &record.two] {
        if !connect4_game::player_name::is_valid_name(name) {
            // Quoted escaped: the reason is shown on the terminal.
            return Err(format!(
                "the player name \"{}\" is not one this program writes",
                connect4_game::escape::escape_cut(name, 40)
            ));
        }
    }
    let matchup = Matchup {
        names: ByPlayer::new(record.one, record.two),
        computer: record.computer,
        // Checkers' records carry 8x8: the board is Connect 4's alone.
        board: played.is_connect4().then_some(size),
        played,
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
