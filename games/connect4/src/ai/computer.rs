//! [`Computer`]: the engine the app and the commands run. One object per session, so
//! the tables it builds while thinking about one move still help with the next.

use super::perfect::Perfect;
use super::review::REVIEW_TIME_PER_MOVE;
use super::{Analysis, Choice, Engine, Level, easy};
use crate::game::{BoardSize, Column, Game};
use crate::solver::{Budget, Heuristic, Knowledge, Position};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use web_time::Instant;

/// The thinking time per move unless told otherwise.
pub const DEFAULT_BUDGET: Duration = Duration::from_secs(1);
/// Plies the medium level looks ahead: enough to see simple traps, not to set them.
/// (An odd depth ends on its own move, an optimistic view; matches showed 3 plays
/// no worse than 4 against easy, and gives hard a clearer edge.)
const MEDIUM_DEPTH: u32 = 3;
/// The share of the budget the perfect level gives the exact solver; the rest goes
/// to the hard level's search when the solve does not finish, so that the move still
/// comes within the budget and is never worse than what hard would play.
const EXACT_SHARE: f64 = 0.7;
/// Plies the hard level looks ahead. A fixed depth, not a time, keeps it equally
/// strong, and reproducible, on any machine. Matches set it: at 8 it beats medium
/// clearly and still loses clearly to perfect; deeper, it converts too many won
/// positions against perfect's best defence for perfect to stay well ahead.
pub(super) const HARD_DEPTH: u32 = 8;
/// A cap on the hard level's nodes for the widest boards (7x6 needs far fewer).
pub(super) const HARD_NODES: u64 = 2_000_000;
/// Nodes for the perfect level's fallback search when the exact solve runs out of
/// time: it deepens as far as these and the time left allow, so it sees further
/// than hard.
const FALLBACK_NODES: u64 = 3_000_000;

/// The computer opponent: every [`Level`], with a time budget per move and a seed for
/// the levels that play with chance.
pub struct Computer {
    budget: Duration,
    rng: fastrand::Rng,
    medium: Option<Heuristic>,
    hard: Option<Heuristic>,
    perfect: Perfect,
}

impl Default for Computer {
    fn default() -> Self {
        Computer::new()
    }
}

impl Computer {
    /// A computer with the default one-second budget and a random seed.
    pub fn new() -> Self {
        Computer::with_seed(fastrand::u64(..))
    }

    /// A computer whose choices are reproducible: the same seed, budget and positions
    /// give the same moves (as long as the perfect level's searches end the same way,
    /// which time limits can change on a busy machine).
    pub fn with_seed(seed: u64) -> Self {
        Computer {
            budget: DEFAULT_BUDGET,
            rng: fastrand::Rng::with_seed(seed),
            medium: None,
            hard: None,
            perfect: Perfect::default(),
        }
    }

    /// Sets the thinking time per move (and per analysis).
    pub fn with_budget(mut self, budget: Duration) -> Self {
        self.budget = budget;
        self
    }

    /// Sets the threads the perfect level solves on (every core by default).
    pub fn with_threads(mut self, threads: usize) -> Self {
        self.perfect.set_threads(threads);
        self
    }

    pub fn budget(&self) -> Duration {
        self.budget
    }

    pub fn set_budget(&mut self, budget: Duration) {
        self.budget = budget;
    }

    /// The searcher for a depth-limited level, rebuilt when the board size changes.
    /// The perfect level's fallback shares hard's (same evaluation, so same table).
    fn searcher(&mut self, size: BoardSize, level: Level) -> &mut Heuristic {
        let (slot, knowledge) = match level {
            Level::Medium => (&mut self.medium, Knowledge::Plain),
            _ => (&mut self.hard, Knowledge::Parity),
        };
        if slot.as_ref().is_none_or(|s| s.size() != size) {
            *slot = Some(Heuristic::new(size, knowledge));
        }
        slot.as_mut().expect("just filled")
    }

    /// The perfect level: a proven move if the book or the solver has one in time,
    /// else the depth-limited search's best move in the time left, not proven.
    fn perfect(&mut self, game: &Game, stop: &Arc<AtomicBool>) -> Option<Choice> {
        let start = Instant::now();
        let exact_until = start + self.budget.mul_f64(EXACT_SHARE);
        if let Some(column) = self.perfect.proven_move(game, exact_until, stop) {
            return Some(Choice {
                column: Column::new(column),
                proven: true,
            });
        }
        self.search(game, Level::Perfect, start + self.budget, stop)
    }

    fn search(
        &mut self,
        game: &Game,
        level: Level,
        deadline: Instant,
        stop: &Arc<AtomicBool>,
    ) -> Option<Choice> {
        let budget = Budget::unlimited()
            .with_deadline(deadline)
            .with_stop_flag(Arc::clone(stop));
        let (depth, budget) = match level {
            Level::Medium => (MEDIUM_DEPTH, budget),
            Level::Hard => (HARD_DEPTH, budget.with_nodes(HARD_NODES)),
            // The perfect level's fallback: as deep as its nodes and time allow.
            _ => (
                game.size().cells() as u32,
                budget.with_nodes(FALLBACK_NODES),
            ),
        };
        let found = self.searcher(game.size(), level).best_move(
            &Position::from_game(game),
            depth,
            &budget,
        )?;
        Some(Choice {
            column: Column::new(found.column as usize),
            proven: false,
        })
    }
}

impl Engine for Computer {
    fn choose(&mut self, game: &Game, level: Level, stop: &Arc<AtomicBool>) -> Option<Choice> {
        assert!(!game.is_over(), "choose needs a match that is not over");
        let choice = match level {
            Level::Easy => Some(Choice {
                column: Column::new(easy::choose(&Position::from_game(game), &mut self.rng)),
                proven: false,
            }),
            Level::Medium | Level::Hard => {
                self.search(game, level, Instant::now() + self.budget, stop)
            }
            Level::Perfect => self.perfect(game, stop),
        };
        // A cancelled request's answer is not wanted, even if it came in time.
        choice.filter(|_| !stop.load(Ordering::Relaxed))
    }

    fn analyze(&mut self, game: &Game, stop: &Arc<AtomicBool>) -> Option<Analysis> {
        assert!(!game.is_over(), "analyze needs a match that is not over");
        let deadline = Instant::now() + self.budget;
        self.perfect.analyze(game, deadline, stop)
    }

    /// Exact on the standard board, where the book and the solver get there in the
    /// background however long it takes (it is cancelled when the review closes);
    /// elsewhere as far as [`REVIEW_TIME_PER_MOVE`] allows.
    fn review(&mut self, game: &Game, stop: &Arc<AtomicBool>) -> Option<Analysis> {
        assert!(!game.is_over(), "review needs a match that is not over");
        self.perfect
            .analyze(game, exact_deadline(game.size()), stop)
    }

    /// Hints: the same reach as a review, each column shown as soon as it is solved.
    fn analyze_live(
        &mut self,
        game: &Game,
        stop: &Arc<AtomicBool>,
        report: &mut dyn FnMut(&Analysis),
    ) -> Option<Analysis> {
        assert!(!game.is_over(), "analyze needs a match that is not over");
        self.perfect
            .analyze_progressively(game, exact_deadline(game.size()), stop, report)
    }
}

/// When an analysis that should be exact gives up: never, in practice, on the standard
/// board (the book and the solver get there; a new move cancels it), and after
/// [`REVIEW_TIME_PER_MOVE`] on other sizes, which cannot always be solved.
fn exact_deadline(size: BoardSize) -> Instant {
    let time = if size == BoardSize::STANDARD {
        UNTIL_SOLVED
    } else {
        REVIEW_TIME_PER_MOVE
    };
    Instant::now() + time
}

/// A deadline far enough away that only the answer or a cancel ends the search.
const UNTIL_SOLVED: Duration = Duration::from_secs(24 * 60 * 60);
