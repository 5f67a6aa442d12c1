//! [`Solver`]: the exact solver for one board size, picking the fastest engine for it
//! (constant 7x6 masks, a u64 layout, or a u128 one) behind one interface.

use super::budget::Budget;
use super::engine::Engine;
use super::geometry::{Dynamic, Standard};
use super::position::Position;
use crate::game::BoardSize;

/// The default transposition table size: 64 MiB (8M entries on boards up to 64 bits).
pub const DEFAULT_TABLE_BYTES: usize = 64 << 20;

/// The cores this machine offers (1 where it cannot tell, as in a browser).
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

enum Inner {
    Standard(Engine<Standard>),
    Small(Engine<Dynamic<u64>>),
    Large(Engine<Dynamic<u128>>),
}

/// Runs `$body` with `$e` bound to the engine (under `$budget`) and `$b` to the
/// position's bitboard in that engine's word type, recording the nodes it took.
macro_rules! run {
    ($self:expr, $pos:expr, $budget:expr, |$e:ident, $b:ident| $body:expr) => {{
        let (result, nodes) = match &mut $self.inner {
            Inner::Standard($e) => {
                let $b = $pos.bits::<u64>();
                run!(@arm $e, $budget, $body)
            }
            Inner::Small($e) => {
                let $b = $pos.bits::<u64>();
                run!(@arm $e, $budget, $body)
            }
            Inner::Large($e) => {
                let $b = $pos.bits::<u128>();
                run!(@arm $e, $budget, $body)
            }
        };
        $self.last_nodes = nodes;
        result
    }};
    (@arm $e:ident, $budget:expr, $body:expr) => {{
        $e.set_budget($budget);
        let before = $e.nodes();
        let result = $body;
        (result, $e.nodes() - before)
    }};
}

/// An exact Connect 4 solver for one board size. Scores are for the player to move:
/// positive wins, negative loses, 0 draws; a win with the winner's disc played after
/// `n` discs scores `(W*H + 1 - n) / 2`, so faster wins score more.
///
/// The transposition table is kept between calls, so solving the successive positions
/// of one match reuses earlier work; call [`Solver::reset`] for a clean slate.
pub struct Solver {
    size: BoardSize,
    inner: Inner,
    last_nodes: u64,
}

impl Solver {
    /// A solver with the default 64 MiB table.
    pub fn new(size: BoardSize) -> Self {
        Solver::with_table_bytes(size, DEFAULT_TABLE_BYTES)
    }

    /// A solver whose table takes at most `bytes` (rounded down to a power of two
    /// entries, at least 2 MiB).
    pub fn with_table_bytes(size: BoardSize, bytes: usize) -> Self {
        let (w, h) = (size.columns() as u32, size.rows() as u32);
        let inner = if size == BoardSize::STANDARD {
            Inner::Standard(Engine::new(Standard, bytes))
        } else if let Some(g) = Dynamic::<u64>::new(w, h) {
            Inner::Small(Engine::new(g, bytes))
        } else {
            let g = Dynamic::<u128>::new(w, h).expect("sizes up to 10x10 fit in 128 bits");
            Inner::Large(Engine::new(g, bytes))
        };
        Solver {
            size,
            inner,
            last_nodes: 0,
        }
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The memory the table takes, in bytes.
    pub fn table_bytes(&self) -> usize {
        match &self.inner {
            Inner::Standard(e) => e.table_bytes(),
            Inner::Small(e) => e.table_bytes(),
            Inner::Large(e) => e.table_bytes(),
        }
    }

    /// Searches each exact solve on `threads` threads sharing the table (lazy SMP; at
    /// least one). Boards whose position takes more than 64 bits (8x8 and up, 9x7,
    /// 10x6 …) always search on one: their two-word entries cannot be shared safely.
    /// Scores are the same whatever the count; only the time (and the nodes) differ.
    pub fn set_threads(&mut self, threads: usize) {
        let helpers = threads.max(1) - 1;
        match &mut self.inner {
            Inner::Standard(e) => e.set_helpers(helpers),
            Inner::Small(e) => e.set_helpers(helpers),
            Inner::Large(_) => {}
        }
    }

    /// Forgets the table.
    pub fn reset(&mut self) {
        match &mut self.inner {
            Inner::Standard(e) => e.reset(),
            Inner::Small(e) => e.reset(),
            Inner::Large(e) => e.reset(),
        }
    }

    /// Nodes searched by the last call.
    pub fn last_nodes(&self) -> u64 {
        self.last_nodes
    }

    /// The exact score of `pos` for the player to move (a finished match gets its
    /// final score).
    pub fn solve(&mut self, pos: &Position) -> i32 {
        self.solve_within(pos, Budget::unlimited())
            .expect("an unlimited search always finishes")
    }

    /// Like [`Solver::solve`], but gives up (`None`) when `budget` runs out.
    pub fn solve_within(&mut self, pos: &Position, budget: Budget) -> Option<i32> {
        self.solve_at_least_within(pos, i32::MIN, budget)
    }

    /// Like [`Solver::solve_within`], for a position whose score is known to be at
    /// least `floor` (see [`Solver::best_move_at_least_within`]).
    pub fn solve_at_least_within(
        &mut self,
        pos: &Position,
        floor: i32,
        budget: Budget,
    ) -> Option<i32> {
        self.check(pos);
        if let Some(score) = pos.final_score() {
            return Some(score);
        }
        run!(self, pos, budget, |e, b| e.solve_at_least(&b, floor))
    }

    /// Win (1), draw (0) or loss (-1) for the player to move: cheaper than the exact
    /// score.
    pub fn solve_weak(&mut self, pos: &Position) -> i32 {
        self.solve_weak_within(pos, Budget::unlimited())
            .expect("an unlimited search always finishes")
    }

    /// Like [`Solver::solve_weak`], but gives up (`None`) when `budget` runs out.
    pub fn solve_weak_within(&mut self, pos: &Position, budget: Budget) -> Option<i32> {
        self.check(pos);
        if let Some(score) = pos.final_score() {
            return Some(score.signum());
        }
        run!(self, pos, budget, |e, b| e.solve_weak(&b))
    }

    /// The exact score and a best move (0-based column) for the player to move, or
    /// `None` if the match is over.
    pub fn best_move(&mut self, pos: &Position) -> Option<(i32, usize)> {
        self.best_move_within(pos, Budget::unlimited())
            .expect("an unlimited search always finishes")
    }

    /// Like [`Solver::best_move`], but gives up (outer `None`) when `budget` runs out.
    pub fn best_move_within(
        &mut self,
        pos: &Position,
        budget: Budget,
    ) -> Option<Option<(i32, usize)>> {
        self.best_move_at_least_within(pos, i32::MIN, budget)
    }

    /// Like [`Solver::best_move_within`], for a position whose score is known to be at
    /// least `floor` (the opponent's score one move earlier, negated, is such a floor:
    /// their move can only have been as good as their best). The search spends nothing
    /// on proving what is known; a floor above the true score gives a wrong answer.
    pub fn best_move_at_least_within(
        &mut self,
        pos: &Position,
        floor: i32,
        budget: Budget,
    ) -> Option<Option<(i32, usize)>> {
        self.check(pos);
        if pos.is_over() {
            return Some(None);
        }
        let found = run!(self, pos, budget, |e, b| e.solve_with_move(&b, floor))?;
        Some(Some((found.0, found.1 as usize)))
    }

    /// The score of each column for the player to move, `None` for a column that
    /// cannot be played (full, or the match is over).
    pub fn analyze(&mut self, pos: &Position, weak: bool) -> Vec<Option<i32>> {
        self.analyze_within(pos, weak, Budget::unlimited())
            .expect("an unlimited search always finishes")
    }

    /// Like [`Solver::analyze`], but gives up (`None`) when `budget` runs out.
    pub fn analyze_within(
        &mut self,
        pos: &Position,
        weak: bool,
        budget: Budget,
    ) -> Option<Vec<Option<i32>>> {
        self.check(pos);
        if pos.is_over() {
            return Some(vec![None; self.size.columns()]);
        }
        run!(self, pos, budget, |e, b| e.analyze(&b, weak))
    }

    fn check(&self, pos: &Position) {
        assert_eq!(pos.size(), self.size, "position and solver sizes differ");
    }
}
