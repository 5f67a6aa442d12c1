//! The search below the root: alpha-beta in its principal-variation form. The table
//! answers positions met before and gives the move to try first; late quiet moves are
//! searched shallower first (and again in full if they surprise); a forced move costs
//! no depth; past the horizon a capture due is played out, since captures are
//! compulsory. A position met again on the line, or 40 moves each without progress,
//! is a draw, so the side ahead keeps away from both. Positions of few pieces are
//! looked up in the endgame database instead.

use super::board::{Board, Color};
use super::game::QUIET_MOVES_TO_DRAW;
use super::ordering::MAX_PLY;
use super::search::{KNOWN, Limits, Searcher, WIN, database_score, within_rule};
use super::table::Bound;

/// Nodes between two looks at the clock and the stop flag.
const CLOCK_EVERY: u64 = 1024;
/// Plies of a forced line that are searched at no cost in depth, at most.
const FORCED_PLIES: usize = 60;

impl Searcher {
    /// The score of `board` for the side to move, `ply` plies below the root with
    /// `quiet` reversible plies before it; `None` once the search must stop.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn negamax(
        &mut self,
        board: &Board,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        quiet: u32,
        limits: &Limits,
    ) -> Option<i32> {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CLOCK_EVERY) && limits.out() {
            return None;
        }
        let key = board.hash();
        let at = self.base + ply;
        self.path.truncate(at);
        self.path.push(key);
        if self.repeats(at, quiet) || quiet >= 2 * QUIET_MOVES_TO_DRAW as u32 {
            return Some(self.draw_score(ply));
        }
        if let Some(known) = self.tablebase.and_then(|base| base.probe(board)) {
            let draw = self.draw_score(ply);
            return Some(database_score(within_rule(known, quiet), ply, draw));
        }
        let mut moves = std::mem::take(&mut self.lists[ply]);
        board.quick_moves(&mut moves);
        let capturing = moves.first().is_some_and(|m| m.is_capture());
        let leaf = if moves.is_empty() {
            Some(-WIN + ply as i32)
        } else if ply >= MAX_PLY - 1 || (depth <= 0 && !capturing) {
            Some(self.static_value(board, quiet))
        } else {
            None
        };
        if let Some(score) = leaf {
            self.lists[ply] = moves;
            return Some(score);
        }
        let depth = depth.max(0);
        let hit = self.table.probe(key);
        if let Some(hit) = hit.filter(|h| h.depth >= depth) {
            let score = from_table(hit.score, ply);
            let usable = match hit.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
            };
            if usable {
                self.lists[ply] = moves;
                return Some(score);
            }
        }
        let side = usize::from(board.to_move() == Color::White);
        self.ordering.sort(&mut moves, hit.as_ref(), ply, side);
        let forced = moves.len() == 1 && ply < FORCED_PLIES;
        let next_depth = if forced { depth } else { depth - 1 };
        let original_alpha = alpha;
        let (mut best, mut best_score) = (moves[0], -WIN - 1);
        for (index, mv) in moves.iter().enumerate() {
            let child = board.play_quick(*mv);
            let child_quiet = if board.is_irreversible(*mv) {
                0
            } else {
                quiet + 1
            };
            let search = |me: &mut Searcher, depth: i32, alpha: i32, beta: i32| {
                me.negamax(&child, depth, -beta, -alpha, ply + 1, child_quiet, limits)
                    .map(|s| -s)
            };
            let score = if index == 0 {
                search(self, next_depth, alpha, beta)?
            } else {
                let late = depth >= 3 && index >= 3 && !capturing;
                let reduction = i32::from(late) + i32::from(late && index >= 8 && depth >= 6);
                let mut score = search(self, next_depth - reduction, alpha, alpha + 1)?;
                if score > alpha && reduction > 0 {
                    score = search(self, next_depth, alpha, alpha + 1)?;
                }
                if score > alpha && score < beta {
                    score = search(self, next_depth, alpha, beta)?;
                }
                score
            };
            if score > best_score {
                (best, best_score) = (*mv, score);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                self.ordering.cut(mv, ply, side, depth);
                break;
            }
        }
        self.lists[ply] = moves;
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score <= original_alpha {
            Bound::Upper
        } else {
            Bound::Exact
        };
        let stored = to_table(best_score, ply);
        self.table.store(key, depth, stored, bound, best);
        Some(best_score)
    }

    /// A draw `ply` plies below the root, for the side to move there: with contempt,
    /// the root's side plays on rather than settle for a level game against a weaker
    /// opponent.
    fn draw_score(&self, ply: usize) -> i32 {
        if ply.is_multiple_of(2) {
            -self.contempt
        } else {
            self.contempt
        }
    }

    /// Whether the position at `at` in the path stood earlier in the reversible
    /// stretch of `quiet` plies before it, with the same side to move.
    fn repeats(&self, at: usize, quiet: u32) -> bool {
        let key = self.path[at];
        let earliest = at.saturating_sub(quiet as usize);
        (earliest..at.saturating_sub(3))
            .rev()
            .step_by(2)
            .any(|i| self.path[i] == key)
    }
}

impl Searcher {
    /// The evaluation, shrunk as the reversible plies mount up: the side ahead loses a
    /// little of its lead with every move that does not progress, so it makes progress.
    fn static_value(&self, board: &Board, quiet: u32) -> i32 {
        let score = self.evaluation.of(board);
        score - score * quiet.min(80) as i32 / 200
    }
}

/// Known wins are stored relative to the position, not the root.
fn to_table(score: i32, ply: usize) -> i32 {
    if score.abs() >= KNOWN {
        score + score.signum() * ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score.abs() >= KNOWN {
        score - score.signum() * ply as i32
    } else {
        score
    }
}
