//! The exact search: negamax with alpha-beta over non-losing moves, with bounds from the
//! discs left, a transposition table holding both bounds and the best move, and
//! mirror-image positions sharing entries.

use super::bitboard::Bitboard;
use super::bits::Bits;
use super::budget::CHECK_EVERY;
use super::engine::Engine;
use super::geometry::Geometry;
use super::knowledge::{claimeven_cap, four_left, fours_may_run_out};
use super::order::scores_moves;
use super::table::Bounds;

/// Mirror images share table entries only this early: later, a position and its mirror
/// image rarely both occur in one search, and mirroring the key costs time every node
/// (at every depth it saved a few nodes, but cost more time than it saved).
const SYMMETRY_MOVES: u32 = 10;

/// Enhanced transposition cutoffs are tried only with more than this many cells empty.
/// Down to 12, the children mostly sit in the small tables, cheap to probe, and the
/// cutoffs save nodes on every set, and time on some. Lower down they save a few
/// nodes more, but the extra probes cost more time than they save. The measurements
/// are in docs/solver.md ("Enhanced transposition cutoffs").
const ETC_MIN_LEFT: i32 = 12;

impl<G: Geometry> Engine<G> {
    /// The score of `pos` for the player to move, as a bound when outside the window:
    /// a result `<= alpha` is an upper bound, `>= beta` a lower bound, anything between
    /// is exact. `pos` must not be won and its player to move must not win at once.
    pub(crate) fn negamax(&mut self, pos: &Bitboard<G::B>, alpha: i32, beta: i32) -> i32 {
        #[cfg(target_arch = "x86_64")]
        if self.popcnt {
            // SAFETY: `popcnt` was detected on this processor when the engine was made.
            return unsafe { self.negamax_popcnt(pos, alpha, beta) };
        }
        self.negamax_plain(pos, alpha, beta)
    }

    /// The search compiled for the baseline processor.
    fn negamax_plain(&mut self, pos: &Bitboard<G::B>, alpha: i32, beta: i32) -> i32 {
        self.node::<false>(pos, alpha, beta)
    }

    /// The same search with the processor's population-count instruction: move ordering
    /// counts bits at every node, and the portable count takes a dozen instructions.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt")]
    fn negamax_popcnt(&mut self, pos: &Bitboard<G::B>, alpha: i32, beta: i32) -> i32 {
        self.node::<true>(pos, alpha, beta)
    }

    /// One node of the search; `POPCNT` picks which compiled variant the children use.
    #[inline(always)]
    fn node<const POPCNT: bool>(
        &mut self,
        pos: &Bitboard<G::B>,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        debug_assert!(alpha < beta);
        self.nodes += 1;
        if self.nodes & (CHECK_EVERY - 1) == 0 && self.out_of_budget() {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        let g = self.g;
        let cells = g.cells() as i32;
        let moves = pos.moves as i32;
        let threats = pos.opponent_winning_cells(g);
        let next = pos.non_losing_moves_against(g, threats);
        if next == G::B::ZERO {
            // Whatever we play, the opponent wins with their next disc.
            return -(cells - moves) / 2;
        }
        if moves >= cells - 2 {
            // We play a safe disc, the opponent the last one: nobody can win.
            return 0;
        }
        // The opponent cannot win with their next disc, nor we with this one.
        let min = -(cells - 2 - moves) / 2;
        let max = (cells - 1 - moves) / 2;
        if alpha < min {
            alpha = min;
            if alpha >= beta {
                return alpha;
            }
        }
        if beta > max {
            beta = max;
            if alpha >= beta {
                return beta;
            }
        }
        if let Some(bound) = claimeven_cap(self.g, pos, alpha)
            && bound < beta
        {
            beta = bound;
            if alpha >= beta {
                return beta;
            }
        }
        // A player with no four left to make cannot win.
        if fours_may_run_out(g, pos.moves) {
            if beta > 0 && !four_left(g, pos.current, pos.mask) {
                beta = 0;
                if alpha >= beta {
                    return beta;
                }
            }
            if alpha < 0 && !four_left(g, pos.current ^ pos.mask, pos.mask) {
                alpha = 0;
                if alpha >= beta {
                    return alpha;
                }
            }
        }
        // A single safe move (most often a forced block) needs no table entry and no
        // ordering: its child's score is this node's.
        if next & next.wrapping_sub(G::B::ONE) == G::B::ZERO {
            let mut child = *pos;
            child.play(next);
            return -self.child::<POPCNT>(&child, -beta, -alpha);
        }
        let (key, mirrored) = self.table_key(pos);
        let empty = (cells - moves) as u32;
        let mut hint = None;
        if let Some(known) = self.tables.get(key, empty) {
            if known.lower >= beta {
                return known.lower;
            }
            if known.upper <= alpha {
                return known.upper;
            }
            alpha = alpha.max(known.lower);
            beta = beta.min(known.upper);
            if alpha >= beta {
                return alpha;
            }
            hint = known.best.map(|c| self.unmirror(c, mirrored));
        }
        // Start loading the children's slots now; scoring the moves hides the wait.
        let (keys, count) = self.prefetch_children(pos, next);
        let list = match self.order_moves(pos, next, threats, hint, beta) {
            Ok(list) => list,
            Err(score) => {
                self.store(key, empty, mirrored, score, max, None);
                return score;
            }
        };
        if hint.is_none() && scores_moves(g, pos) {
            // No move wins with our next disc (scoring would have cut): at best we win
            // with the one after.
            let cap = max - 1;
            if alpha >= cap {
                self.store(key, empty, mirrored, min, cap, None);
                return cap;
            }
            beta = beta.min(cap);
        }
        if moves < cells - ETC_MIN_LEFT
            && let Some(cut) = self.child_cutoff(&keys[..count], empty - 1, beta)
        {
            self.store(key, empty, mirrored, cut, max, None);
            return cut;
        }
        let mut best_score = i32::MIN;
        let mut best_column = None;
        for i in 0..list.len() {
            let column = list.column(i);
            let cell = next & g.column_mask(column);
            let mut child = *pos;
            child.play(cell);
            let score = -self.child::<POPCNT>(&child, -beta, -alpha);
            if score >= beta {
                self.store(key, empty, mirrored, score, max, Some(column));
                return score;
            }
            if score > best_score {
                best_score = score;
                if score > alpha {
                    alpha = score;
                    best_column = Some(column);
                }
            }
        }
        if best_column.is_some() {
            self.store(key, empty, mirrored, alpha, alpha, best_column);
            alpha
        } else {
            // Every move failed low: the best of their bounds is ours (fail-soft), a
            // tighter bound for the table than the window's edge.
            let upper = best_score.max(min);
            self.store(key, empty, mirrored, min, upper, None);
            upper
        }
    }

    #[inline(always)]
    fn child<const POPCNT: bool>(&mut self, pos: &Bitboard<G::B>, alpha: i32, beta: i32) -> i32 {
        #[cfg(target_arch = "x86_64")]
        if POPCNT {
            // SAFETY: only reached from `negamax_popcnt`, after the detection.
            return unsafe { self.negamax_popcnt(pos, alpha, beta) };
        }
        self.negamax_plain(pos, alpha, beta)
    }

    /// Enhanced transposition cutoff: if the table already proves some child bad
    /// enough for the opponent (its upper bound at most `-beta`), this node fails high
    /// without a search. Worth its extra probes only far from the end of the game.
    #[inline(always)]
    fn child_cutoff(&self, child_keys: &[G::B], child_empty: u32, beta: i32) -> Option<i32> {
        for &key in child_keys {
            if let Some(known) = self.tables.get(key, child_empty)
                && -known.upper >= beta
            {
                return Some(-known.upper);
            }
        }
        None
    }

    /// The best move the table remembers for `pos`, if any.
    pub(crate) fn table_hint(&self, pos: &Bitboard<G::B>) -> Option<u32> {
        let (key, mirrored) = self.table_key(pos);
        let best = self.tables.get(key, self.g.cells() - pos.moves)?.best?;
        Some(self.unmirror(best, mirrored))
    }

    /// Starts loading the table slots of the children into the cache, so the misses
    /// overlap instead of each child waiting for its own; returns the children's keys.
    #[inline(always)]
    fn prefetch_children(&self, pos: &Bitboard<G::B>, next: G::B) -> ([G::B; 10], usize) {
        let mut keys = [G::B::ZERO; 10];
        let mut count = 0;
        let mut rest = next;
        while rest != G::B::ZERO {
            let cell = rest & G::B::ZERO.wrapping_sub(rest);
            rest = rest ^ cell;
            let mut child = *pos;
            child.play(cell);
            keys[count] = self.prefetch(&child);
            count += 1;
        }
        (keys, count)
    }

    /// Starts loading the table slot of `pos` into the cache; returns its table key.
    #[inline(always)]
    pub(super) fn prefetch(&self, pos: &Bitboard<G::B>) -> G::B {
        let key = self.table_key(pos).0;
        self.tables.prefetch(key, self.g.cells() - pos.moves);
        key
    }

    /// The table key of `pos`: the smaller of its key and its mirror image's (when
    /// symmetry is on), and whether the mirror was taken.
    #[inline(always)]
    fn table_key(&self, pos: &Bitboard<G::B>) -> (G::B, bool) {
        let key = pos.key(self.g);
        if pos.moves >= SYMMETRY_MOVES {
            return (key, false);
        }
        let mirror = pos.mirror_key(self.g);
        if mirror < key {
            (mirror, true)
        } else {
            (key, false)
        }
    }

    #[inline(always)]
    fn unmirror(&self, column: u32, mirrored: bool) -> u32 {
        if mirrored {
            self.g.width() - 1 - column
        } else {
            column
        }
    }

    #[inline(always)]
    fn store(
        &mut self,
        key: G::B,
        empty: u32,
        mirrored: bool,
        lower: i32,
        upper: i32,
        best: Option<u32>,
    ) {
        if self.aborted {
            return; // results under an abort are meaningless
        }
        let best = best.map(|c| self.unmirror(c, mirrored));
        self.tables.put(key, empty, Bounds { lower, upper, best });
    }
}
