//! A set of puzzles as text, one puzzle a line: the moves from the empty 7x6 board
//! (1-based column digits, Red first), the goal, the grade. `#` starts a comment line.

use super::goal::Goal;
use super::grade::Grade;
use crate::escape::escape_cut;
use crate::game::{BoardSize, Game, Player};
use std::fmt;

/// One puzzle: the position (the player to move solves it), its goal and grade.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Puzzle {
    pub moves: String,
    pub goal: Goal,
    pub grade: Grade,
}

impl Puzzle {
    /// The position, on the standard board.
    pub fn game(&self) -> Game {
        Game::from_notation(BoardSize::STANDARD, Player::One, &self.moves)
            .expect("a puzzle's moves were checked when it was read")
    }

    /// The puzzle a line of the set holds, or why it holds none.
    pub fn from_line(line: &str) -> Result<Puzzle, String> {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [moves, goal, grade] = fields[..] else {
            return Err(format!(
                "expected MOVES GOAL GRADE, found \"{}\"",
                escape_cut(line, 60)
            ));
        };
        let game = Game::from_notation(BoardSize::STANDARD, Player::One, moves)
            .map_err(|e| format!("\"{}\": {e}", escape_cut(moves, 60)))?;
        if game.is_over() {
            return Err(format!("\"{}\": the match is over", escape_cut(moves, 60)));
        }
        Ok(Puzzle {
            moves: moves.to_string(),
            goal: goal
                .parse()
                .map_err(|e: super::goal::ParseGoalError| e.to_string())?,
            grade: grade.parse()?,
        })
    }
}

impl fmt::Display for Puzzle {
    /// The puzzle's line in a set: `MOVES GOAL GRADE`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.moves, self.goal, self.grade)
    }
}

/// A bad line in a set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetError {
    /// 1-based.
    pub line: usize,
    pub reason: String,
}

impl fmt::Display for SetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.reason)
    }
}

impl std::error::Error for SetError {}

/// Every puzzle of a set's text, in order; blank lines and `#` comments are skipped.
pub fn parse_set(text: &str) -> Result<Vec<Puzzle>, SetError> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
        .map(|(index, line)| {
            Puzzle::from_line(line).map_err(|reason| SetError {
                line: index + 1,
                reason,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_reads_back_as_it_was_written() {
        let text = "# a comment\n121212 win-in-1 1\n\n4453 only-move 3\n";
        let set = parse_set(text).unwrap();
        assert_eq!(set.len(), 2);
        assert_eq!(set[0].goal, Goal::WinIn(1));
        assert_eq!(set[1].to_string(), "4453 only-move 3");
        assert_eq!(set[1].game().moves().len(), 4);
    }

    #[test]
    fn bad_lines_say_where_and_why() {
        let err = parse_set("121212 win-in-1 1\n1212121 win-in-1 1\n").unwrap_err();
        assert_eq!(err.line, 2);
        assert!(err.reason.contains("over"), "{err}");
        for bad in [
            "12 win-in-1",
            "12 win-in-1 9",
            "12 draw 2",
            "1x win-in-1 2",
            "1111111 only-move 2",
        ] {
            assert!(Puzzle::from_line(bad).is_err(), "{bad}");
        }
    }
}
