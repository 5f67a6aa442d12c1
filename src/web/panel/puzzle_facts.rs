//! What the page's side panel shows while a puzzle is open, read from the same model
//! the terminal's puzzle panel reads: the puzzle (its number in the set, or the day's),
//! its goal and grade, the player's rating, streak and counts, and the line played
//! since the puzzle's position.

use connect4_classic::game::ByPlayer;
use connect4_classic::puzzle::Goal;
use connect4_classic::terminal::Puzzling;
use connect4_classic::terminal::puzzles::PuzzleStanding;

/// "Puzzle 12", or "Today's puzzle".
fn title(puzzling: &Puzzling) -> String {
    match puzzling.daily {
        Some(_) => "Today's puzzle".to_string(),
        None => format!("Puzzle {}", puzzling.index + 1),
    }
}

/// The puzzle's and the player's facts, a label and its value each.
fn rows(puzzling: &Puzzling, standing: &PuzzleStanding) -> Vec<(String, String)> {
    let goal = match puzzling.puzzle.goal {
        Goal::WinIn(moves) => format!("Win in {moves}"),
        Goal::OnlyMove => "Only move".to_string(),
    };
    [
        ("Goal", goal),
        ("Grade", puzzling.puzzle.grade.to_string()),
        (
            "Rating",
            format!("{} ±{}", standing.rating, standing.deviation),
        ),
        (
            "Streak",
            format!("{} · best {}", standing.streak, standing.best_streak),
        ),
        (
            "Solved",
            format!("{} · missed {}", standing.solved, standing.failed),
        ),
    ]
    .into_iter()
    .map(|(label, value)| (label.to_string(), value))
    .collect()
}

/// The moves played since the puzzle's position, numbered from the game's start:
/// "13. Red 4".
fn line(puzzling: &Puzzling, names: &ByPlayer<String>) -> Vec<String> {
    let start = puzzling.puzzle.moves.len();
    puzzling.attempt.game().moves()[start..]
        .iter()
        .enumerate()
        .map(|(index, played)| {
            let name: &str = &names[played.player];
            let column = played.cell.column + 1;
            format!("{}. {name} {column}", start + index + 1)
        })
        .collect()
}

/// The side panel's parts while a puzzle is open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleFacts {
    /// "Puzzle 12", "Today's puzzle".
    pub title: String,
    /// The puzzle's and the player's facts, a label and its value each.
    pub rows: Vec<(String, String)>,
    /// The line played since the puzzle's position.
    pub line: Vec<String>,
}

pub fn of(puzzling: &Puzzling, standing: &PuzzleStanding, names: &ByPlayer<String>) -> PuzzleFacts {
    PuzzleFacts {
        title: title(puzzling),
        rows: rows(puzzling, standing),
        line: line(puzzling, names),
    }
}
