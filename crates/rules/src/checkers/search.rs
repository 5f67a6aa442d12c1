//! The computer's search: alpha-beta with iterative deepening and a transposition
//! table; at the horizon a position where the side to move must capture is searched
//! on (captures are compulsory, so the exchange is played out) before the evaluation
//! is trusted.

use super::board::Board;
use super::eval::evaluate;
use super::moves::Move;
use std::sync::atomic::{AtomicBool, Ordering};
use web_time::Instant;

/// A won position's score, minus the plies it takes.
pub const WIN: i32 = 100_000;
/// Captures searched past the horizon at most, so a long exchange still ends.
const MAX_QUIESCENCE: u32 = 12;
/// Table slots (a power of two).
const TABLE_SLOTS: usize = 1 << 18;

/// When a search must stop: a depth, a deadline, a flag.
pub struct Limits<'a> {
    pub depth: u32,
    pub deadline: Option<Instant>,
    pub stop: &'a AtomicBool,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    depth: u32,
    score: i32,
    bound: Bound,
    best: u8,
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

/// The search and its table, kept from move to move.
pub struct Searcher {
    table: Vec<Entry>,
    pub nodes: u64,
}

/// The result of a search: the best move and its score for the side to move.
pub struct Found {
    pub best: Move,
    pub score: i32,
    pub depth: u32,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher {
            table: vec![Entry::default(); TABLE_SLOTS],
            nodes: 0,
        }
    }
}

impl Searcher {
    /// The best move of `board` (which has legal moves), searched one ply deeper at a
    /// time until `limits` says stop; `None` only if stopped before the first ply.
    pub fn best_move(&mut self, board: &Board, limits: &Limits) -> Option<Found> {
        let moves = board.legal_moves();
        if moves.len() == 1 {
            return Some(Found {
                best: moves[0].clone(),
                score: 0,
                depth: 0,
            });
        }
        let mut found = None;
        for depth in 1..=limits.depth {
            let Some((index, score)) = self.root(board, &moves, depth, limits) else {
                break;
            };
            found = Some(Found {
                best: moves[index].clone(),
                score,
                depth,
            });
            if score.abs() >= WIN - 1000 {
                break; // a forced win or loss found: deeper will not change it
            }
        }
        found
    }

    fn root(
        &mut self,
        board: &Board,
        moves: &[Move],
        depth: u32,
        limits: &Limits,
    ) -> Option<(usize, i32)> {
        let first = self
            .probe(board)
            .map_or(0, |e| e.best as usize)
            .min(moves.len() - 1);
        let order = std::iter::once(first).chain((0..moves.len()).filter(|&i| i != first));
        let (mut best, mut alpha) = (first, -WIN - 1);
        for index in order {
            let score = -self.negamax(
                &board.play(&moves[index]),
                depth - 1,
                -WIN - 1,
                -alpha,
                1,
                limits,
            )?;
            if score > alpha {
                (best, alpha) = (index, score);
            }
        }
        self.store(board, depth, alpha, Bound::Exact, best);
        Some((best, alpha))
    }

    /// The score of `board` for the side to move; `None` once the search must stop.
    fn negamax(
        &mut self,
        board: &Board,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: i32,
        limits: &Limits,
    ) -> Option<i32> {
        self.nodes += 1;
        if self.nodes.is_multiple_of(1024) && out_of_time(limits) {
            return None;
        }
        let moves = board.legal_moves();
        if moves.is_empty() {
            return Some(-WIN + ply);
        }
        let capturing = moves[0].is_capture();
        if depth == 0 && (!capturing || ply as u32 > limits.depth + MAX_QUIESCENCE) {
            return Some(evaluate(board));
        }
        // The exchange goes on past the horizon without using up depth.
        let next_depth = if depth == 0 { 0 } else { depth - 1 };
        let entry = self.probe(board);
        if let Some(entry) = entry.filter(|e| e.depth >= depth) {
            let usable = match entry.bound {
                Bound::Exact => true,
                Bound::Lower => entry.score >= beta,
                Bound::Upper => entry.score <= alpha,
            };
            if usable {
                return Some(entry.score);
            }
        }
        let first = entry.map_or(0, |e| e.best as usize).min(moves.len() - 1);
        let order = std::iter::once(first).chain((0..moves.len()).filter(|&i| i != first));
        let original_alpha = alpha;
        let (mut best, mut best_score) = (first, -WIN - 1);
        for index in order {
            let score = -self.negamax(
                &board.play(&moves[index]),
                next_depth,
                -beta,
                -alpha,
                ply + 1,
                limits,
            )?;
            if score > best_score {
                (best, best_score) = (index, score);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score <= original_alpha {
            Bound::Upper
        } else {
            Bound::Exact
        };
        self.store(board, depth, best_score, bound, best);
        Some(best_score)
    }

    fn probe(&self, board: &Board) -> Option<Entry> {
        let key = board.hash();
        let entry = self.table[key as usize & (TABLE_SLOTS - 1)];
        (entry.key == key).then_some(entry)
    }

    fn store(&mut self, board: &Board, depth: u32, score: i32, bound: Bound, best: usize) {
        let key = board.hash();
        self.table[key as usize & (TABLE_SLOTS - 1)] = Entry {
            key,
            depth,
            score,
            bound,
            best: best as u8,
        };
    }
}

fn out_of_time(limits: &Limits) -> bool {
    limits.stop.load(Ordering::Relaxed) || limits.deadline.is_some_and(|d| Instant::now() >= d)
}
