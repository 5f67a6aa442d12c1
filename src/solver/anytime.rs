//! The anytime search: depth-limited alpha-beta with a heuristic at the leaves, deepened
//! one ply at a time until the budget runs out. Always has a move ready; says whether
//! it is proven (a forced result seen to the end of every line).

use super::bitboard::{Bitboard, winning_cells};
use super::bits::Bits;
use super::budget::CHECK_EVERY;
use super::engine::Engine;
use super::geometry::Geometry;

/// Game scores are scaled by this in the anytime search, so every heuristic value
/// (strictly between `-SCALE` and `SCALE`) ranks below a win and above a loss.
pub(crate) const SCALE: i32 = 100;

/// What one finished iteration found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Iteration {
    pub column: u32,
    /// The exact score when proven.
    pub score: Option<i32>,
    pub depth: u32,
}

impl<G: Geometry> Engine<G> {
    /// Deepens until the budget runs out or the result is proven; the last finished
    /// iteration's answer (the first iteration is never cut short). `pos` is not over.
    pub(crate) fn deepen(&mut self, pos: &Bitboard<G::B>) -> Iteration {
        let g = self.g;
        let empty = g.cells() - pos.moves;
        let mut result = self.iterate(pos, 1).expect("depth 1 is never cut short");
        for depth in 2..=empty {
            if result.score.is_some() {
                break;
            }
            match self.iterate(pos, depth) {
                Some(found) => result = found,
                None => break,
            }
        }
        result
    }

    /// One root search to `depth` plies, or `None` if the budget ran out during it.
    fn iterate(&mut self, pos: &Bitboard<G::B>, depth: u32) -> Option<Iteration> {
        let g = self.g;
        let order = self.order;
        let mut best: Option<(i32, u32)> = None;
        let mut alpha = -SCALE * 64;
        for &column in &order[..g.width() as usize] {
            if !pos.can_play(g, column) {
                continue;
            }
            let mut child = *pos;
            child.play_column(g, column);
            let value = if child.last_player_won(g) {
                SCALE * ((g.cells() as i32 + 1 - pos.moves as i32) / 2)
            } else {
                -self.limited(&child, depth - 1, -SCALE * 64, -alpha)
            };
            if self.aborted && depth > 1 {
                return None;
            }
            if best.is_none_or(|(v, _)| value > v) {
                best = Some((value, column));
                alpha = alpha.max(value);
            }
        }
        self.aborted = false;
        let (value, column) = best.expect("a position that is not over has a move");
        let seen_to_end = depth >= g.cells() - pos.moves;
        let proven = value.abs() >= SCALE || (seen_to_end && value == 0);
        Some(Iteration {
            column,
            score: proven.then_some(value / SCALE),
            depth,
        })
    }

    /// Depth-limited negamax on scaled scores; `pos` is not won.
    fn limited(&mut self, pos: &Bitboard<G::B>, depth: u32, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes & (CHECK_EVERY - 1) == 0 && self.out_of_budget() {
            self.aborted = true;
        }
        let g = self.g;
        let cells = g.cells() as i32;
        let moves = pos.moves as i32;
        if pos.can_win_next(g) {
            return SCALE * ((cells + 1 - moves) / 2);
        }
        if moves == cells {
            return 0;
        }
        let next = pos.non_losing_moves(g);
        if next == G::B::ZERO {
            return -SCALE * ((cells - moves) / 2);
        }
        if depth == 0 || self.aborted {
            return heuristic(g, pos);
        }
        let order = self.order;
        for &column in &order[..g.width() as usize] {
            let cell = next & g.column_mask(column);
            if cell == G::B::ZERO {
                continue;
            }
            let mut child = *pos;
            child.play(cell);
            let value = -self.limited(&child, depth - 1, -beta, -alpha);
            if value >= beta {
                return value;
            }
            alpha = alpha.max(value);
        }
        alpha
    }
}

/// A guess at who stands better, strictly inside `(-SCALE, SCALE)`: the difference in
/// cells that would complete a four, low ones (sooner playable) counting more.
fn heuristic<G: Geometry>(g: G, pos: &Bitboard<G::B>) -> i32 {
    let empty = g.board() ^ pos.mask;
    let ours = winning_cells(g, pos.current, pos.mask) & empty;
    let theirs = winning_cells(g, pos.current ^ pos.mask, pos.mask) & empty;
    let low = pos.mask.wrapping_add(g.bottom()) | (pos.mask.wrapping_add(g.bottom()) << 1);
    let value = 3 * (ours.count_ones() as i32 - theirs.count_ones() as i32)
        + 2 * ((ours & low).count_ones() as i32 - (theirs & low).count_ones() as i32);
    value.clamp(-(SCALE - 1), SCALE - 1)
}
