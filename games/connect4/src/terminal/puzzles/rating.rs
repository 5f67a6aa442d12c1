//! Puzzle ratings: each attempt is a rated game between the player and the puzzle
//! (Glicko-2, the skillratings crate), the player winning when the puzzle is solved.
//! A puzzle starts from its grade's rating, more certain than a new player's.

use crate::puzzle::Grade;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// How uncertain a puzzle's rating from its grade is: a grade spans 200 points, and
/// the generator's measures place a puzzle within about one grade.
pub const PUZZLE_DEVIATION: f64 = 200.0;

/// A new player's rating: Glicko-2's own start (1500, deviation 350).
pub fn new_player() -> Glicko2Rating {
    Glicko2Rating::new()
}

/// The rating a puzzle of `grade` starts from.
pub fn new_puzzle(grade: Grade) -> Glicko2Rating {
    Glicko2Rating {
        rating: grade.rating(),
        deviation: PUZZLE_DEVIATION,
        ..Glicko2Rating::new()
    }
}

/// The player's and the puzzle's ratings after an attempt.
pub fn rate(
    player: &Glicko2Rating,
    puzzle: &Glicko2Rating,
    solved: bool,
) -> (Glicko2Rating, Glicko2Rating) {
    let outcome = if solved {
        Outcomes::WIN
    } else {
        Outcomes::LOSS
    };
    glicko2(player, puzzle, &outcome, &Glicko2Config::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solving_raises_the_player_and_lowers_the_puzzle_and_failing_the_reverse() {
        let puzzle = new_puzzle(Grade::new(3).unwrap());
        let (player, after) = rate(&new_player(), &puzzle, true);
        assert!(player.rating > 1500.0 && after.rating < puzzle.rating);
        assert!(player.deviation < new_player().deviation);
        let (player, after) = rate(&new_player(), &puzzle, false);
        assert!(player.rating < 1500.0 && after.rating > puzzle.rating);
    }

    #[test]
    fn a_hard_puzzle_solved_gains_more_than_an_easy_one() {
        let gain = |grade| rate(&new_player(), &new_puzzle(Grade::new(grade).unwrap()), true).0;
        assert!(gain(5).rating > gain(1).rating);
    }
}
