//! The player's puzzle results, as kept on disk: their rating, streak and counts, and
//! each puzzle tried with its own rating and results. Pure: a result is applied to
//! the record as it is read under the store's lock, so two copies of the app never
//! lose each other's results.

use super::rating::{new_player, new_puzzle, rate};
use crate::puzzle::Grade;
use skillratings::glicko2::Glicko2Rating;
use std::collections::{BTreeMap, BTreeSet};

/// One puzzle tried: its rating after its results, and the results.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PuzzleEntry {
    pub rating: Glicko2Rating,
    pub solved: u32,
    pub failed: u32,
}

/// The end of one attempt, as the app sends it to be kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleResult {
    /// The puzzle, named by its moves.
    pub moves: String,
    pub grade: Grade,
    pub solved: bool,
    /// The day ("2026-11-25") when it was that day's puzzle.
    pub daily: Option<String>,
}

/// Everything kept about the player's puzzles.
#[derive(Debug, Clone, PartialEq)]
pub struct PuzzleRecord {
    pub player: Glicko2Rating,
    /// Puzzles solved in a row, up to the last result.
    pub streak: u32,
    pub best_streak: u32,
    /// The last day whose daily puzzle was solved.
    pub daily_solved: Option<String>,
    /// Each puzzle tried, by its moves.
    pub puzzles: BTreeMap<String, PuzzleEntry>,
}

impl Default for PuzzleRecord {
    fn default() -> Self {
        PuzzleRecord {
            player: new_player(),
            streak: 0,
            best_streak: 0,
            daily_solved: None,
            puzzles: BTreeMap::new(),
        }
    }
}

impl PuzzleRecord {
    /// Counts an attempt. Only a puzzle's first attempt is rated and moves the streak:
    /// a puzzle tried again (its answer seen) is practice, and so is one another copy
    /// of the app counted first.
    pub fn apply(&mut self, result: &PuzzleResult) {
        if self.puzzles.contains_key(&result.moves) {
            return;
        }
        let puzzle = new_puzzle(result.grade);
        let (player, puzzle) = rate(&self.player, &puzzle, result.solved);
        self.player = player;
        self.puzzles.insert(
            result.moves.clone(),
            PuzzleEntry {
                rating: puzzle,
                solved: u32::from(result.solved),
                failed: u32::from(!result.solved),
            },
        );
        if result.solved {
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
            if let Some(day) = &result.daily {
                self.daily_solved = Some(day.clone());
            }
        } else {
            self.streak = 0;
        }
    }

    /// What the app shows and chooses by.
    pub fn standing(&self) -> PuzzleStanding {
        let entries = self.puzzles.values();
        PuzzleStanding {
            rating: self.player.rating.round() as i32,
            deviation: self.player.deviation.round() as i32,
            streak: self.streak,
            best_streak: self.best_streak,
            solved: entries.clone().map(|e| e.solved).sum(),
            failed: entries.map(|e| e.failed).sum(),
            tried: self.puzzles.keys().cloned().collect(),
            daily_solved: self.daily_solved.clone(),
        }
    }
}

/// The player's puzzles as the app shows them: whole numbers, and the puzzles tried.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleStanding {
    pub rating: i32,
    pub deviation: i32,
    pub streak: u32,
    pub best_streak: u32,
    pub solved: u32,
    pub failed: u32,
    pub tried: BTreeSet<String>,
    pub daily_solved: Option<String>,
}

impl Default for PuzzleStanding {
    fn default() -> Self {
        PuzzleRecord::default().standing()
    }
}

impl PuzzleStanding {
    /// The standing after `result`, counted in memory before the store answers with
    /// the rating: the streak and the counts move at once, the rating when saved.
    pub fn counting(&self, result: &PuzzleResult) -> PuzzleStanding {
        let mut next = self.clone();
        if !next.tried.insert(result.moves.clone()) {
            return next;
        }
        if result.solved {
            next.solved += 1;
            next.streak += 1;
            next.best_streak = next.best_streak.max(next.streak);
            if result.daily.is_some() {
                next.daily_solved = result.daily.clone();
            }
        } else {
            next.failed += 1;
            next.streak = 0;
        }
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(moves: &str, solved: bool) -> PuzzleResult {
        PuzzleResult {
            moves: moves.to_string(),
            grade: Grade::new(3).unwrap(),
            solved,
            daily: None,
        }
    }

    #[test]
    fn streaks_count_solved_puzzles_in_a_row_and_a_failure_ends_one() {
        let mut record = PuzzleRecord::default();
        for (moves, solved) in [("1", true), ("2", true), ("3", false), ("4", true)] {
            record.apply(&result(moves, solved));
        }
        let standing = record.standing();
        assert_eq!((standing.streak, standing.best_streak), (1, 2));
        assert_eq!((standing.solved, standing.failed), (3, 1));
        assert_eq!(standing.tried.len(), 4);
    }

    #[test]
    fn a_puzzle_counts_once() {
        let mut record = PuzzleRecord::default();
        record.apply(&result("44", false));
        let once = record.clone();
        record.apply(&result("44", true));
        assert_eq!(record, once);
    }

    #[test]
    fn the_standing_counted_in_memory_agrees_with_the_record_but_for_the_rating() {
        let mut record = PuzzleRecord::default();
        let mut standing = record.standing();
        let daily = PuzzleResult {
            daily: Some("2026-11-25".into()),
            ..result("12", true)
        };
        for result in [
            result("1", true),
            result("2", false),
            daily,
            result("1", false),
        ] {
            standing = standing.counting(&result);
            record.apply(&result);
        }
        let saved = record.standing();
        assert_eq!(
            PuzzleStanding {
                rating: saved.rating,
                deviation: saved.deviation,
                ..standing
            },
            saved
        );
        assert_eq!(saved.daily_solved.as_deref(), Some("2026-11-25"));
    }
}
