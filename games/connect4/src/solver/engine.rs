//! The engine for one board layout: its tables, counters and budget, and the drivers
//! that turn null-window searches into exact, weak and per-column answers. With
//! helpers (`set_helpers`), each exact solve runs on several threads sharing one big
//! table (lazy SMP): the first to finish answers, and every answer is exact.

use super::bitboard::Bitboard;
use super::budget::Budget;
use super::columns::{centre_first, helper_order};
use super::fours::FoursThrough;
use super::geometry::Geometry;
use super::probes::Probes;
use super::tables::Tables;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

/// Positions with fewer empty cells are solved on one thread: they take about a
/// millisecond at most, no more than starting the helpers' threads costs.
const PARALLEL_MIN_EMPTY: u32 = 24;

/// A solver for one board size. Keeps its transposition tables between calls.
pub struct Engine<G: Geometry> {
    pub(crate) g: G,
    pub(crate) tables: Tables<G::B>,
    pub(crate) nodes: u64,
    pub(crate) aborted: bool,
    pub(crate) order: [u32; 10],
    /// How many lines of four pass through each cell, for ordering early moves.
    pub(crate) fours: FoursThrough,
    /// Whether early ties go to the cell on more lines of four (see `tie_break`), or
    /// by `order` alone: helpers do without, so their searches part ways with the
    /// main thread's, and two threads solve the empty board faster (docs/solver.md).
    pub(crate) ties_by_fours: bool,
    /// Whether the processor has the population-count instruction (asked only on
    /// x86_64, where the search has a version that uses it).
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    pub(crate) popcnt: bool,
    budget: Budget,
    budget_nodes: u64,
    /// Engines on the same table, searching beside this one in each exact solve.
    helpers: Vec<Engine<G>>,
}

impl<G: Geometry> Engine<G> {
    pub fn new(g: G, table_bytes: usize) -> Self {
        Engine {
            g,
            tables: Tables::with_bytes(table_bytes),
            nodes: 0,
            aborted: false,
            order: centre_first(g.width()),
            fours: FoursThrough::new(g.width(), g.height()),
            ties_by_fours: true,
            popcnt: has_popcnt(),
            budget: Budget::unlimited(),
            budget_nodes: 0,
            helpers: Vec::new(),
        }
    }

    /// Searches each exact solve with `count` more threads, on this engine's table. A
    /// helper visits columns in another order (see `helper_order`) and breaks early
    /// ties by it alone, so the threads part ways early and bring back different
    /// proofs. Only for tables of single words: a two-word entry could be read
    /// half-written.
    pub fn set_helpers(&mut self, count: usize)
    where
        G: Geometry<B = u64>,
    {
        self.helpers = (0..count)
            .map(|_| Engine {
                tables: self.tables.share(),
                helpers: Vec::new(),
                ties_by_fours: false,
                budget: Budget::unlimited(),
                ..*self
            })
            .collect();
    }

    /// Sets the limits for the searches that follow (until the next call).
    pub fn set_budget(&mut self, budget: Budget) {
        self.budget = budget;
        self.budget_nodes = self.nodes;
        self.aborted = false;
    }

    pub(crate) fn out_of_budget(&self) -> bool {
        !self.budget.is_unlimited() && self.budget.exhausted(self.nodes - self.budget_nodes)
    }

    /// The exact score of `pos` (not won, not full), or `None` if the budget ran out.
    pub fn solve(&mut self, pos: &Bitboard<G::B>) -> Option<i32> {
        self.solve_at_least(pos, i32::MIN)
    }

    /// As [`Engine::solve`], for a position whose score is known to be at least
    /// `floor`: the search spends nothing on proving it.
    pub fn solve_at_least(&mut self, pos: &Bitboard<G::B>, floor: i32) -> Option<i32> {
        let empty = self.g.cells() - pos.moves;
        if self.helpers.is_empty() || empty < PARALLEL_MIN_EMPTY {
            self.solve_alone(pos, floor)
        } else {
            self.solve_together(pos, floor)
        }
    }

    /// The solve on this engine's thread and its helpers' at once: the first answer
    /// stops the others.
    fn solve_together(&mut self, pos: &Bitboard<G::B>, floor: i32) -> Option<i32> {
        let done = Arc::new(AtomicBool::new(false));
        let budget = self.budget.clone();
        let shared = budget.clone().with_stop_flag(Arc::clone(&done));
        let found = Mutex::new(None);
        let mut helpers = std::mem::take(&mut self.helpers);
        let before: Vec<u64> = helpers.iter().map(|h| h.nodes).collect();
        let report = |score: Option<i32>| {
            if let Some(score) = score {
                let mut found = found.lock().expect("no thread panics holding it");
                found.get_or_insert(score);
                done.store(true, Ordering::Relaxed);
            }
        };
        let g = self.g;
        let order = helper_order(&self.order, g.width(), pos.key(g) == pos.mirror_key(g));
        std::thread::scope(|scope| {
            for helper in &mut helpers {
                helper.order = order;
                helper.set_budget(shared.clone());
                let report = &report;
                scope.spawn(move || report(helper.solve_alone(pos, floor)));
            }
            self.budget = shared;
            report(self.solve_alone(pos, floor));
            // Out of its own budget, this thread stops the helpers too.
            done.store(true, Ordering::Relaxed);
        });
        self.budget = budget;
        for (helper, before) in helpers.iter().zip(before) {
            self.nodes += helper.nodes - before;
        }
        self.helpers = helpers;
        let found = found.into_inner().expect("no thread panics holding it");
        // Stopped by a helper's answer is not out of budget.
        self.aborted = found.is_none();
        found
    }

    /// The solve on this thread alone.
    fn solve_alone(&mut self, pos: &Bitboard<G::B>, floor: i32) -> Option<i32> {
        let cells = self.g.cells() as i32;
        let moves = pos.moves as i32;
        if pos.can_win_next(self.g) {
            return Some((cells + 1 - moves) / 2);
        }
        let mut high = (cells + 1 - moves) / 2;
        let mut low = -(cells - moves) / 2;
        // Each probe is a null-window search answering "better than `probe`?", and
        // the result's bound shrinks [low, high].
        let mut probes = Probes::new(pos.moves, floor > low);
        low = low.max(floor).min(high);
        while low < high {
            let probe = probes.pick(low, high);
            let result = self.negamax(pos, probe, probe + 1);
            if self.aborted {
                return None;
            }
            let failed_low = result <= probe;
            if failed_low {
                high = result.max(low);
            } else {
                low = result.min(high);
            }
            probes.learn(low, high, failed_low);
        }
        Some(low)
    }

    /// Win (1), draw (0) or loss (-1) for the player to move, or `None` out of budget.
    pub fn solve_weak(&mut self, pos: &Bitboard<G::B>) -> Option<i32> {
        if pos.can_win_next(self.g) {
            return Some(1);
        }
        let result = self.negamax(pos, -1, 1);
        (!self.aborted).then_some(result.signum())
    }

    /// The score of each column for the player to move (`Some(None)` for a full
    /// column), or `None` if the budget ran out. `weak` gives signs only.
    pub fn analyze(&mut self, pos: &Bitboard<G::B>, weak: bool) -> Option<Vec<Option<i32>>> {
        let g = self.g;
        let cells = g.cells() as i32;
        let mut scores = Vec::with_capacity(g.width() as usize);
        for column in 0..g.width() {
            if !pos.can_play(g, column) {
                scores.push(None);
                continue;
            }
            let mut child = *pos;
            child.play_column(g, column);
            let score = if child.last_player_won(g) {
                if weak {
                    1
                } else {
                    (cells + 1 - pos.moves as i32) / 2
                }
            } else if child.moves as i32 == cells {
                0
            } else if weak {
                -self.solve_weak(&child)?
            } else {
                -self.solve(&child)?
            };
            scores.push(Some(score));
        }
        Some(scores)
    }

    /// The exact score and a best move (column) of `pos` (not won, not full, its score
    /// at least `floor`), or `None` if the budget ran out. After the exact solve, each
    /// move is tested with one null-window search ("does it keep the score?"), the
    /// table's best move first.
    pub fn solve_with_move(&mut self, pos: &Bitboard<G::B>, floor: i32) -> Option<(i32, u32)> {
        // Walking up from just below the floor proves the floor itself too: that is
        // the proof a best move needs, and done here it runs on every thread and
        // leaves the move in the table. From the floor itself, the one probe would
        // only prove the score no higher, and the move would be found after, alone.
        let score = self.solve_at_least(pos, floor.saturating_sub(1))?;
        let g = self.g;
        let cells = g.cells() as i32;
        let hint = self.table_hint(pos);
        let order = self.order;
        let columns = hint
            .into_iter()
            .chain(order[..g.width() as usize].iter().copied());
        for column in columns {
            if !pos.can_play(g, column) {
                continue;
            }
            let mut child = *pos;
            child.play_column(g, column);
            let keeps = if child.last_player_won(g) {
                (cells + 1 - pos.moves as i32) / 2 == score
            } else if child.moves as i32 == cells {
                score == 0
            } else if child.can_win_next(g) {
                -(cells - pos.moves as i32) / 2 == score
            } else {
                let result = self.negamax(&child, -score, -score + 1);
                if self.aborted {
                    return None;
                }
                result <= -score
            };
            if keeps {
                return Some((score, column));
            }
        }
        unreachable!("some move keeps the exact score")
    }

    /// Forgets the tables (cheaply when little was written since the last reset).
    pub fn reset(&mut self) {
        self.tables.clear();
        for helper in &mut self.helpers {
            helper.tables.clear();
        }
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    pub fn table_bytes(&self) -> usize {
        self.tables.bytes()
    }
}

#[cfg(target_arch = "x86_64")]
fn has_popcnt() -> bool {
    std::is_x86_feature_detected!("popcnt")
}

#[cfg(not(target_arch = "x86_64"))]
fn has_popcnt() -> bool {
    false
}
