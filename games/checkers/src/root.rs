//! The root of one iteration: each of the root's moves searched in turn, the first in
//! a narrow window around the last iteration's score (aspiration), searched again in
//! full when the score falls outside it; the others with a null window, searched again
//! when they beat it. It counts the nodes its first move took, for the clock.

use super::board::Board;
use super::quick_moves::QuickMove;
use super::search::{KNOWN, Limits, Searcher, WIN};

/// Half the width of the first window around the last iteration's score.
const ASPIRATION: i32 = 30;

/// One iteration at the root: the best move's index and score, and whether every move
/// was searched (a stopped iteration may still have found a better first move).
pub(super) struct Iteration {
    pub best: usize,
    pub score: i32,
    pub complete: bool,
    /// The nodes the first move took (in the last window searched).
    pub first_nodes: u64,
}

impl Searcher {
    /// An iteration in a window around `guess`, widened to the full one when the
    /// score falls outside it.
    pub(super) fn aspire(
        &mut self,
        board: &Board,
        moves: &mut [QuickMove],
        depth: u32,
        guess: i32,
        quiet: u32,
        limits: &Limits,
    ) -> Option<Iteration> {
        if depth >= 4 && guess.abs() < KNOWN {
            let (alpha, beta) = (guess - ASPIRATION, guess + ASPIRATION);
            let it = self.root(board, moves, depth, alpha, beta, quiet, limits)?;
            if !it.complete || (it.score > alpha && it.score < beta) {
                return Some(it);
            }
        }
        self.root(board, moves, depth, -WIN - 1, WIN + 1, quiet, limits)
    }

    #[allow(clippy::too_many_arguments)]
    fn root(
        &mut self,
        board: &Board,
        moves: &[QuickMove],
        depth: u32,
        mut alpha: i32,
        beta: i32,
        quiet: u32,
        limits: &Limits,
    ) -> Option<Iteration> {
        self.path.truncate(self.base);
        self.path.push(board.hash());
        let mut best: Option<(usize, i32)> = None;
        let (started, mut first_nodes) = (self.nodes, 0);
        for (index, mv) in moves.iter().enumerate() {
            let child = board.play_quick(*mv);
            let child_quiet = if board.is_irreversible(*mv) {
                0
            } else {
                quiet + 1
            };
            let depth = depth as i32 - 1;
            let score = if best.is_none() {
                self.negamax(&child, depth, -beta, -alpha, 1, child_quiet, limits)
                    .map(|s| -s)
            } else {
                let window =
                    self.negamax(&child, depth, -alpha - 1, -alpha, 1, child_quiet, limits);
                match window.map(|s| -s) {
                    Some(s) if s > alpha && s < beta => self
                        .negamax(&child, depth, -beta, -alpha, 1, child_quiet, limits)
                        .map(|s| -s),
                    other => other,
                }
            };
            let Some(score) = score else {
                return best.map(|(best, score)| Iteration {
                    best,
                    score,
                    complete: false,
                    first_nodes,
                });
            };
            if index == 0 {
                first_nodes = self.nodes - started;
            }
            if best.is_none_or(|(_, s)| score > s) {
                best = Some((index, score));
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        let (best, score) = best?;
        Some(Iteration {
            best,
            score,
            complete: true,
            first_nodes,
        })
    }
}
