//! The computer opponent at three levels. Easy looks two moves ahead and now and then
//! plays any move; medium looks four ahead; hard ten, deepening one ply at a time
//! within its time budget. The depths are fixed, so each level plays the same on any
//! machine (hard only stops early on a slow one).

use super::board::Board;
use super::moves::Move;
use super::search::{Limits, Searcher};
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use web_time::Instant;

/// How well the computer plays checkers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    fn depth(self) -> u32 {
        match self {
            Level::Easy => 2,
            Level::Medium => 4,
            Level::Hard => 10,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(text: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|level| level.name() == text)
            .ok_or_else(|| format!("{text:?} is not a checkers level: easy, medium or hard"))
    }
}

/// How often easy plays a random move instead of its search's.
const EASY_RANDOM_PERCENT: u32 = 30;

/// The most the computer may think itself ahead (in hundredths of a man) and still
/// take a draw: a fifth of a man, less than any piece's worth, so it takes a draw in
/// a level position and refuses one it expects to win.
const DRAW_MARGIN: i32 = 20;

/// The computer: one searcher (its table kept from move to move) and a seeded random
/// source for easy's mistakes.
pub struct Computer {
    searcher: Searcher,
    rng: fastrand::Rng,
    budget: Duration,
}

impl Computer {
    pub fn with_seed(seed: u64, budget: Duration) -> Computer {
        Computer {
            searcher: Searcher::default(),
            rng: fastrand::Rng::with_seed(seed),
            budget,
        }
    }

    /// The move `level` plays on `board` (which has legal moves); `None` if `stop` was
    /// set first.
    pub fn choose(&mut self, board: &Board, level: Level, stop: &AtomicBool) -> Option<Move> {
        let moves = board.legal_moves();
        if level == Level::Easy && self.rng.u32(0..100) < EASY_RANDOM_PERCENT {
            return Some(moves[self.rng.usize(..moves.len())].clone());
        }
        let limits = Limits {
            depth: level.depth(),
            deadline: Some(Instant::now() + self.budget),
            stop,
        };
        self.searcher
            .best_move(board, &limits)
            .map(|found| found.best)
    }

    /// Whether the computer, at `level`, takes a draw offered by the side to move on
    /// `board`: it does unless its search finds it ahead by more than a small margin.
    /// `None` if `stop` was set first.
    pub fn takes_draw(&mut self, board: &Board, level: Level, stop: &AtomicBool) -> Option<bool> {
        if board.legal_moves().is_empty() {
            return Some(false); // the side offering has lost already
        }
        let limits = Limits {
            depth: level.depth(),
            deadline: Some(Instant::now() + self.budget),
            stop,
        };
        // The search scores the position for the side offering, so the computer's
        // view is the opposite.
        let found = self.searcher.best_move(board, &limits)?;
        let score = if found.depth == 0 {
            -super::eval::evaluate(board)
        } else {
            -found.score
        };
        Some(score <= DRAW_MARGIN)
    }
}
