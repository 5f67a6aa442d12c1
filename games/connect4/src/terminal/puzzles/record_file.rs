//! The puzzle record's file, `puzzles.toml` beside the scoreboard: TOML a person can
//! read, with a schema version so a newer program's file is left alone, as the
//! scoreboard's is. Pure: text in, text out.
//!
//! ```toml
//! version = 1
//! rating = 1562.3
//! deviation = 187.2
//! volatility = 0.06
//! streak = 2
//! best_streak = 5
//! daily_solved = "2026-11-25"
//!
//! [[puzzle]]
//! moves = "5443521355"
//! rating = 1611.0
//! deviation = 190.4
//! volatility = 0.06
//! solved = 1
//! failed = 0
//! ```

use super::record::{PuzzleEntry, PuzzleRecord};
use crate::escape::escape_cut;
use crate::game::BoardSize;
use crate::seat::Player;
use connect4_shell::scoreboard::DecodeError;
use serde::{Deserialize, Serialize};
use skillratings::glicko2::Glicko2Rating;

/// The schema version this program writes.
pub const PUZZLES_VERSION: i64 = 1;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PuzzleFile {
    version: i64,
    rating: f64,
    deviation: f64,
    volatility: f64,
    streak: u32,
    best_streak: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    daily_solved: Option<String>,
    #[serde(default)]
    puzzle: Vec<Entry>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    moves: String,
    rating: f64,
    deviation: f64,
    volatility: f64,
    solved: u32,
    failed: u32,
}

/// The file's text for a record.
pub fn encode(record: &PuzzleRecord) -> String {
    let file = PuzzleFile {
        version: PUZZLES_VERSION,
        rating: record.player.rating,
        deviation: record.player.deviation,
        volatility: record.player.volatility,
        streak: record.streak,
        best_streak: record.best_streak,
        daily_solved: record.daily_solved.clone(),
        puzzle: record
            .puzzles
            .iter()
            .map(|(moves, entry)| Entry {
                moves: moves.clone(),
                rating: entry.rating.rating,
                deviation: entry.rating.deviation,
                volatility: entry.rating.volatility,
                solved: entry.solved,
                failed: entry.failed,
            })
            .collect(),
    };
    toml::to_string(&file).expect("a puzzle record always serializes")
}

/// The record in a file's text.
pub fn decode(text: &str) -> Result<PuzzleRecord, DecodeError> {
    let damaged = |reason: String| DecodeError::Damaged(reason);
    // The version first and alone: a newer file is recognised even when the rest of
    // it means nothing to this program.
    let table: toml::Table = toml::from_str(text).map_err(|e| damaged(e.message().to_string()))?;
    match table.get("version").and_then(toml::Value::as_integer) {
        Some(PUZZLES_VERSION) => {}
        Some(version) if version > PUZZLES_VERSION => return Err(DecodeError::Newer(version)),
        Some(version) => return Err(damaged(format!("unknown schema version {version}"))),
        None => return Err(damaged("it has no schema version".to_string())),
    }
    let file: PuzzleFile = toml::from_str(text).map_err(|e| damaged(e.message().to_string()))?;
    let player = glicko(file.rating, file.deviation, file.volatility).map_err(damaged)?;
    if let Some(day) = &file.daily_solved
        && !is_day(day)
    {
        return Err(damaged(format!("\"{}\" is not a day", escape_cut(day, 40))));
    }
    let mut record = PuzzleRecord {
        player,
        streak: file.streak,
        best_streak: file.best_streak,
        daily_solved: file.daily_solved,
        ..PuzzleRecord::default()
    };
    for entry in file.puzzle {
        if !is_position(&entry.moves) {
            let moves = escape_cut(&entry.moves, 60);
            return Err(damaged(format!("\"{moves}\" is not a puzzle's position")));
        }
        let rating = glicko(entry.rating, entry.deviation, entry.volatility).map_err(damaged)?;
        let kept = PuzzleEntry {
            rating,
            solved: entry.solved,
            failed: entry.failed,
        };
        if record.puzzles.insert(entry.moves, kept).is_some() {
            return Err(damaged("a puzzle is listed twice".to_string()));
        }
    }
    Ok(record)
}

/// A rating as this program writes one: finite numbers, a positive deviation.
fn glicko(rating: f64, deviation: f64, volatility: f64) -> Result<Glicko2Rating, String> {
    let sane = rating.is_finite()
        && deviation.is_finite()
        && deviation > 0.0
        && volatility.is_finite()
        && volatility > 0.0;
    sane.then_some(Glicko2Rating {
        rating,
        deviation,
        volatility,
    })
    .ok_or_else(|| format!("the rating {rating} ±{deviation} ({volatility}) is not one"))
}

/// Moves that make a position of the standard board.
fn is_position(moves: &str) -> bool {
    crate::game::Game::from_notation(BoardSize::STANDARD, Player::One, moves).is_ok()
}

/// "2026-11-25".
pub fn is_day(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.len() == 10
        && bytes.iter().enumerate().all(|(i, b)| match i {
            4 | 7 => *b == b'-',
            _ => b.is_ascii_digit(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Grade;
    use crate::terminal::puzzles::PuzzleResult;

    #[test]
    fn a_record_reads_back_as_it_was_written() {
        let mut record = PuzzleRecord::default();
        for (moves, solved) in [("5443521355", true), ("32744433522", false)] {
            record.apply(&PuzzleResult {
                moves: moves.into(),
                grade: Grade::new(2).unwrap(),
                solved,
                daily: Some("2026-11-25".into()),
            });
        }
        let text = encode(&record);
        assert!(text.starts_with("version = 1\n"), "{text}");
        assert_eq!(decode(&text), Ok(record));
        assert_eq!(
            decode(&encode(&PuzzleRecord::default())),
            Ok(PuzzleRecord::default())
        );
    }

    #[test]
    fn a_newer_file_is_told_apart_from_a_damaged_one() {
        assert_eq!(
            decode("version = 9\nfuture = 1\n"),
            Err(DecodeError::Newer(9))
        );
        let good = encode(&PuzzleRecord::default());
        for bad in [
            "not toml at all [".to_string(),
            "rating = 1500.0\n".to_string(),
            good.replace("version = 1", "version = 0"),
            good.replace("streak = 0", "streak = -1"),
            good.replace("deviation = 350.0", "deviation = -1.0"),
            good.clone() + "surprise = true\n",
            good.clone() + "daily_solved = \"tomorrow\"\n",
            good.clone()
                + "[[puzzle]]\nmoves = \"8\"\nrating = 1.0\ndeviation = 1.0\nvolatility = 0.06\nsolved = 0\nfailed = 1\n",
        ] {
            assert!(
                matches!(decode(&bad), Err(DecodeError::Damaged(_))),
                "{bad}"
            );
        }
    }
}
