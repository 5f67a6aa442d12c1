//! The puzzle mode's state: the puzzle on its own board, the attempt at it, and what
//! the engine was asked. The match in progress waits in the model meanwhile.

use crate::game::Column;
use crate::puzzle::{Attempt, Puzzle};

/// Which puzzle to open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PuzzlePick {
    /// An untried one near the player's rating.
    Next,
    /// The day's puzzle.
    Daily,
    /// This one of the shipped set (0-based).
    Number(usize),
}

/// A puzzle being solved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzling {
    /// Its place in the shipped set (0-based).
    pub index: usize,
    pub puzzle: Puzzle,
    /// The day, when it is that day's puzzle.
    pub daily: Option<String>,
    pub attempt: Attempt,
    /// The column the next disc would drop into.
    pub hover: Column,
    /// The analysis asked of the engine, by ticket.
    pub asked: Option<u64>,
    /// Whether this puzzle's result was sent to the record (its first attempt's).
    pub counted: bool,
    /// Whether it was tried before it was opened: it is practice, not rated again.
    pub practice: bool,
    /// Attempts begun since it was opened; only the first is rated.
    pub tries: u32,
}

impl Puzzling {
    /// The puzzle at `index` of the set, its attempt not begun.
    pub fn open(index: usize, puzzle: Puzzle, daily: Option<String>, practice: bool) -> Self {
        let game = puzzle.game();
        Puzzling {
            index,
            attempt: Attempt::new(puzzle.goal, game),
            puzzle,
            daily,
            hover: Column::new(3),
            asked: None,
            counted: false,
            practice,
            tries: 1,
        }
    }

    /// Whether the attempt under way is rated: the puzzle's first, never tried before.
    pub fn rated(&self) -> bool {
        !self.practice && self.tries == 1
    }

    /// The puzzle's attempt from its start again.
    pub fn restart(&mut self) {
        self.attempt = Attempt::new(self.puzzle.goal, self.puzzle.game());
        self.asked = None;
        self.tries += 1;
    }
}
