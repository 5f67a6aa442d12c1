//! The scoreboard as text for `connect4 scores`: a table for people, JSON for
//! scripts. Pure: the caller prints.

use super::{Matchup, Played, Scoreboard, Tally};
use connect4_game::escape::escape;
use connect4_game::seat::{ByPlayer, Player};
use serde::Serialize;
use unicode_width::UnicodeWidthStr;

const HEADERS: [&str; 9] = [
    "Players",
    "Board",
    "Wins",
    "Draws",
    "Streak",
    "Best",
    "Hints",
    "Undos",
    "Last played",
];

/// A table with one line per matchup, columns padded to line up; numbers pairs are
/// player one's then player two's.
pub fn table(scoreboard: &Scoreboard) -> String {
    let rows: Vec<[String; 9]> = scoreboard.iter().map(|(m, t)| table_row(m, t)).collect();
    let widths: Vec<usize> = (0..HEADERS.len())
        .map(|column| {
            let cells = rows.iter().map(|row| row[column].width());
            cells.chain([HEADERS[column].width()]).max().unwrap_or(0)
        })
        .collect();
    let headers = HEADERS.map(String::from);
    std::iter::once(&headers)
        .chain(&rows)
        .map(|row| format_line(row, &widths))
        .collect()
}

fn table_row(matchup: &Matchup, tally: &Tally) -> [String; 9] {
    // Names come from the file: a control sequence in one must not reach the terminal.
    let names = ByPlayer::new(
        escape(&matchup.names.one).into_owned(),
        escape(&matchup.names.two).into_owned(),
    );
    let players = match &matchup.computer {
        Some(level) => format!("{} vs {} ({})", names.one, names.two, escape(level)),
        None => format!("{} vs {}", names.one, names.two),
    };
    let streak = tally.streak.map_or_else(
        || "-".to_string(),
        |streak| format!("{} {}", names[streak.player], streak.length),
    );
    [
        players,
        // Connect 4's board, or the name of a game with one board.
        matchup.board.map_or_else(
            || matchup.played.name().to_string(),
            |size| size.to_string(),
        ),
        pair(tally.wins),
        tally.draws.to_string(),
        streak,
        pair(tally.best_streak),
        tally.hints.to_string(),
        tally.undos.to_string(),
        tally
            .last_played
            .map_or_else(|| "-".to_string(), |at| at.to_string()),
    ]
}

fn pair(values: ByPlayer<u32>) -> String {
    format!("{}-{}", values[Player::One], values[Player::Two])
}

fn format_line(cells: &[String; 9], widths: &[usize]) -> String {
    let padded: Vec<String> = cells
        .iter()
        .zip(widths)
        .map(|(cell, width)| format!("{cell}{}", " ".repeat(width - cell.width())))
        .collect();
    format!("{}\n", padded.join("  ").trim_end())
}

/// The JSON's own schema version. It followed the file's up to version 2; the file's
/// version 3 only added what the JSON does not show (the matches counted), so
/// scripts reading version 2 go on working.
const REPORT_VERSION: i64 = 2;

#[derive(Serialize)]
struct JsonReport<'a> {
    version: i64,
    file: &'a str,
    matchups: Vec<JsonMatchup<'a>>,
}

#[derive(Serialize)]
struct JsonMatchup<'a> {
    game: Played,
    names: &'a ByPlayer<String>,
    computer: Option<&'a str>,
    columns: usize,
    rows: usize,
    wins: ByPlayer<u32>,
    draws: u32,
    matches: u32,
    streak: Option<JsonStreak>,
    best_streak: ByPlayer<u32>,
    hints: u32,
    undos: u32,
    last_played: Option<String>,
}

#[derive(Serialize)]
struct JsonStreak {
    player: Player,
    length: u32,
}

/// The scoreboard as pretty JSON, for scripts; `file` is where it is kept.
pub fn json(scoreboard: &Scoreboard, file: &str) -> String {
    let matchups = scoreboard
        .iter()
        .map(|(matchup, tally)| JsonMatchup {
            game: matchup.played,
            names: &matchup.names,
            computer: matchup.computer.as_deref(),
            columns: matchup.written_size().columns(),
            rows: matchup.written_size().rows(),
            wins: tally.wins,
            draws: tally.draws,
            matches: tally.matches(),
            streak: tally.streak.map(|s| JsonStreak {
                player: s.player,
                length: s.length,
            }),
            best_streak: tally.best_streak,
            hints: tally.hints,
            undos: tally.undos,
            last_played: tally.last_played.map(|at| at.to_string()),
        })
        .collect();
    let report = JsonReport {
        version: REPORT_VERSION,
        file,
        matchups,
    };
    serde_json::to_string_pretty(&report).expect("the report always serializes") + "\n"
}
