//! The computer's search, from the root: iterative deepening, one ply deeper at a time
//! until the depth or the time allowed is reached, each iteration searched in a narrow
//! window around the last one's score (aspiration) and searched again in full when the
//! score falls outside it. The root is `root.rs`'s, the tree below it `negamax.rs`'s,
//! when to stop `clock.rs`'s.

use super::board::Board;
use super::clock::{Clock, Ended};
use super::endgame::{Known, Tablebase, Verdict, shipped};
use super::eval::Evaluation;
use super::game::QUIET_MOVES_TO_DRAW;
use super::moves::Move;
use super::ordering::{MAX_PLY, Ordering};
use super::quick_moves::QuickMove;
use super::table::Table;
use std::sync::atomic::{AtomicBool, Ordering as Atomic};
use web_time::Instant;

/// A won position's score, minus the plies it takes.
pub const WIN: i32 = 100_000;
/// Scores at least this far from zero are wins found to the end of the game.
pub const MATE_FOUND: i32 = WIN - 1000;
/// Scores at least this far from zero are known wins (the game's end or the endgame
/// database), relative to the ply they were found at.
pub const KNOWN: i32 = WIN - 4000;
/// A win the database knows scores this, less the plies to it and to the 40-move
/// rule's next restart.
const DATABASE_WIN: i32 = WIN - 2000;
/// 2^TABLE_BITS slots of 16 bytes: 16 MiB.
const TABLE_BITS: u32 = 20;

/// When a search must stop: a depth, a deadline, a flag.
pub struct Limits<'a> {
    pub depth: u32,
    pub deadline: Option<Instant>,
    pub stop: &'a AtomicBool,
}

impl Limits<'_> {
    /// Whether time is up or the flag is set: read every thousand nodes or so.
    pub(super) fn out(&self) -> bool {
        self.stop.load(Atomic::Relaxed) || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// The search, with what it keeps from move to move: the table and the history of
/// moves that cut.
pub struct Searcher {
    pub(super) table: Table,
    pub(super) ordering: Ordering,
    /// One move list per ply, reused.
    pub(super) lists: Vec<Vec<QuickMove>>,
    /// The hashes of the game's positions since its last capture or man's move, then
    /// of the search's line: a position met again on it is a draw.
    pub(super) path: Vec<u64>,
    /// Where the root stands in `path`.
    pub(super) base: usize,
    /// The endgame database probed below the root.
    pub(super) tablebase: Option<&'static Tablebase>,
    /// How quiet positions are scored.
    pub(super) evaluation: Evaluation,
    /// How much less than nothing a draw is worth to the side to move at the root, in
    /// hundredths of a man (and as much more to the other side).
    pub(super) contempt: i32,
    pub nodes: u64,
}

/// The result of a search: the best move and its score for the side to move.
#[derive(Debug, Clone)]
pub struct Found {
    pub best: Move,
    pub score: i32,
    pub depth: u32,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher {
            table: Table::new(TABLE_BITS),
            ordering: Ordering::default(),
            lists: (0..=MAX_PLY).map(|_| Vec::with_capacity(32)).collect(),
            path: Vec::with_capacity(256),
            base: 0,
            tablebase: Some(shipped()),
            evaluation: Evaluation::Learned,
            contempt: 0,
            nodes: 0,
        }
    }
}

/// What a position the database knows is worth `quiet` plies into the 40-move rule's
/// count: a win or a loss whose next restart comes too late is a draw. (A restart on
/// the ply that would end the count still comes in time.)
pub(super) fn within_rule(known: Known, quiet: u32) -> Known {
    if known.verdict != Verdict::Draw && known.plies + quiet > 2 * QUIET_MOVES_TO_DRAW as u32 {
        return Known {
            verdict: Verdict::Draw,
            plies: 0,
        };
    }
    known
}

/// The score of a position the database knows, `ply` plies below the root, a draw
/// being worth `draw`.
pub(super) fn database_score(known: Known, ply: usize, draw: i32) -> i32 {
    let distance = known.plies as i32 + ply as i32;
    match known.verdict {
        Verdict::Win => DATABASE_WIN - distance,
        Verdict::Loss => distance - DATABASE_WIN,
        Verdict::Draw => draw,
    }
}

impl Searcher {
    /// A searcher that probes `tablebase` (the shipped one by default, or none).
    pub fn with_tablebase(tablebase: Option<&'static Tablebase>) -> Searcher {
        Searcher {
            tablebase,
            ..Searcher::default()
        }
    }

    pub fn tablebase(&self) -> Option<&'static Tablebase> {
        self.tablebase
    }

    /// Scores positions with `evaluation` from now on; the table, whose scores came
    /// from the other one, is emptied when it changes.
    pub fn set_evaluation(&mut self, evaluation: Evaluation) {
        if self.evaluation != evaluation {
            self.evaluation = evaluation;
            self.table = Table::new(TABLE_BITS);
        }
    }

    /// Scores a draw `contempt` hundredths below nothing for the side to move at the
    /// root from now on; the table, whose scores counted draws otherwise, is emptied
    /// when it changes.
    pub fn set_contempt(&mut self, contempt: i32) {
        if self.contempt != contempt {
            self.contempt = contempt;
            self.table = Table::new(TABLE_BITS);
        }
    }

    /// The best move of `board` with no game before it.
    pub fn best_move(&mut self, board: &Board, limits: &Limits) -> Option<Found> {
        self.search(board, &[], limits)
    }

    /// The best move of `board` (which has legal moves), searched one ply deeper at a
    /// time until `limits` says stop or the clock says the next iteration is not worth
    /// starting (`clock.rs`); cut at the clock's hard limit, a little before the
    /// deadline, it plays the cut iteration's best move if its first move was searched,
    /// else the last complete iteration's. `None` only if stopped before the first
    /// ply. `history` holds the positions since the last capture or man's move, oldest
    /// first: going back to one is a draw, and so are 40 moves each without progress.
    pub fn search(&mut self, board: &Board, history: &[Board], limits: &Limits) -> Option<Found> {
        let legal = board.legal_moves();
        if legal.len() == 1 {
            return Some(Found {
                best: legal[0].clone(),
                score: 0,
                depth: 0,
            });
        }
        let (started, mut clock, hard) = clocked(limits);
        self.prepare(history);
        let quiet = history.len() as u32;
        let mut moves = Vec::new();
        board.quick_moves(&mut moves);
        let mut found: Option<Found> = None;
        for depth in 1..=limits.depth.min(MAX_PLY as u32 - 2) {
            let guess = found.as_ref().map_or(0, |f| f.score);
            let nodes = self.nodes;
            let Some(iteration) = self.aspire(board, &mut moves, depth, guess, quiet, &hard) else {
                break;
            };
            let mv = moves[iteration.best];
            moves[..=iteration.best].rotate_right(1);
            let best = to_move(&legal, mv);
            let ended = Ended {
                at: started.elapsed(),
                nodes: self.nodes - nodes,
                first_nodes: iteration.first_nodes,
                score: iteration.score,
                depth,
                new_best: found.as_ref().is_some_and(|f| f.best != best),
            };
            found = Some(Found {
                best,
                score: iteration.score,
                depth,
            });
            let decided = iteration.score.abs() >= MATE_FOUND;
            if !iteration.complete || decided || !clock.next(ended) {
                break;
            }
        }
        found
    }

    /// Readies the table, the move ordering and the line for a search after `history`.
    fn prepare(&mut self, history: &[Board]) {
        self.table.next_age();
        self.ordering.next_search();
        self.path.clear();
        self.path.extend(history.iter().map(Board::hash));
        self.base = self.path.len();
    }
}

/// The moment a search under `limits` starts, its clock, and the limits with the
/// deadline moved to the clock's hard limit.
fn clocked<'a>(limits: &Limits<'a>) -> (Instant, Clock, Limits<'a>) {
    let started = Instant::now();
    let budget = limits
        .deadline
        .map(|d| d.saturating_duration_since(started));
    let clock = Clock::new(budget);
    let hard = Limits {
        depth: limits.depth,
        deadline: clock.hard().map(|h| started + h),
        stop: limits.stop,
    };
    (started, clock, hard)
}

/// The legal move (with its path) that `quick` stands for.
fn to_move(legal: &[Move], quick: QuickMove) -> Move {
    legal
        .iter()
        .find(|m| m.from() == quick.from && m.to() == quick.to && m.captured == quick.captured)
        .expect("the quick moves are the legal moves")
        .clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_whose_restart_would_come_after_the_rules_count_is_a_draw() {
        let won_in = |plies| Known {
            verdict: Verdict::Win,
            plies,
        };
        let lost_in = |plies| Known {
            verdict: Verdict::Loss,
            plies,
        };
        // The restart on the 80th quiet ply still comes in time.
        assert_eq!(within_rule(won_in(5), 75), won_in(5));
        assert_eq!(within_rule(won_in(5), 76).verdict, Verdict::Draw);
        assert_eq!(within_rule(lost_in(0), 80), lost_in(0));
        assert_eq!(within_rule(lost_in(9), 72).verdict, Verdict::Draw);
    }
}
