//! The depth-limited search behind medium and hard: negamax with alpha-beta,
//! iterative deepening, a transposition table kept between moves, and the forced
//! moves of Connect 4 (win now, block now, never play under an opponent's threat)
//! applied at every node so the horizon does not hide one-move tactics.

use super::bitboard::{Bitboard, Shape, column_of};
use super::eval::Evaluator;
use std::sync::atomic::{AtomicBool, Ordering};
use web_time::Instant;

/// Scores at or beyond this are proven wins (or, negated, losses).
pub const WIN: i32 = 1_000_000;
/// How often (in nodes, a power of two) the search looks at the clock and stop flag.
const CHECK_EVERY: u64 = 1 << 10;
const TABLE_ENTRIES: usize = 1 << 18;

/// The score of a win completed on the board's `moves`-th disc: sooner is better.
fn win_at(moves: u32) -> i32 {
    WIN + 1000 - moves as i32
}

#[derive(Debug, Clone, Copy, Default)]
struct Entry {
    key: u128,
    score: i32,
    depth: u8,
    bound: Bound,
    best: u8,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

/// When a search must end early.
pub struct Limits<'a> {
    pub deadline: Option<Instant>,
    /// Nodes one call may search: unlike time, the same on every machine, so a
    /// match replays the same with the same seed.
    pub max_nodes: Option<u64>,
    pub stop: &'a AtomicBool,
}

/// What a search found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Found {
    pub column: u32,
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: u32,
}

/// A searcher for one board shape and evaluation; keeps its table between calls.
pub struct Search {
    eval: Evaluator,
    table: Vec<Entry>,
    nodes: u64,
    aborted: bool,
    /// Columns centre first: the default order to try moves in.
    order: Vec<u32>,
}

impl Search {
    pub fn new(eval: Evaluator) -> Self {
        let columns = eval.shape().columns;
        let mut order: Vec<u32> = (0..columns).collect();
        order.sort_by_key(|&c| (2 * c as i32 + 1 - columns as i32).abs());
        Search {
            eval,
            table: vec![Entry::default(); TABLE_ENTRIES],
            nodes: 0,
            aborted: false,
            order,
        }
    }

    pub fn shape(&self) -> Shape {
        self.eval.shape()
    }

    /// Nodes searched by the last call.
    #[cfg(test)]
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The best move found by iterative deepening up to `max_depth` plies, or the best
    /// of the last finished iteration when the limits run out. `None` only if stopped
    /// before even one ply was searched, or if no move is legal.
    pub fn best_move(
        &mut self,
        board: &Bitboard,
        max_depth: u32,
        limits: &Limits,
    ) -> Option<Found> {
        self.aborted = false;
        self.nodes = 0;
        let mut found = None;
        for depth in 1..=max_depth {
            match self.root(board, depth, limits) {
                Some(result) => {
                    found = Some(result);
                    // A proven result will not change with more depth.
                    if result.score.abs() >= WIN {
                        break;
                    }
                }
                None => break,
            }
            if (board.moves + depth) >= self.shape().cells() {
                break; // the search already reaches the end of the game
            }
        }
        found
    }

    fn root(&mut self, board: &Bitboard, depth: u32, limits: &Limits) -> Option<Found> {
        let shape = self.shape();
        let hint = self.probe(board.key(shape)).map(|e| u32::from(e.best));
        let mut columns: Vec<u32> = self.order.clone();
        if let Some(hint) = hint {
            columns.retain(|&c| c != hint);
            columns.insert(0, hint);
        }
        let mut best: Option<Found> = None;
        let mut alpha = -2 * WIN;
        for column in columns {
            if !board.can_play(shape, column) {
                continue;
            }
            if board.is_winning_move(shape, column) {
                return Some(Found {
                    column,
                    score: win_at(board.moves + 1),
                    depth,
                });
            }
            let mut child = *board;
            child.play(shape, column);
            let score = -self.negamax(&child, depth - 1, -2 * WIN, -alpha, limits);
            if self.aborted {
                return None;
            }
            if best.is_none_or(|b| score > b.score) {
                best = Some(Found {
                    column,
                    score,
                    depth,
                });
                alpha = alpha.max(score);
            }
        }
        if let Some(b) = best {
            self.store(board.key(shape), b.score, depth, Bound::Exact, b.column);
        }
        best
    }

    fn negamax(
        &mut self,
        board: &Bitboard,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
        limits: &Limits,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes & (CHECK_EVERY - 1) == 0
            && (limits.stop.load(Ordering::Relaxed)
                || limits.max_nodes.is_some_and(|n| self.nodes >= n)
                || limits.deadline.is_some_and(|d| Instant::now() >= d))
        {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        let shape = self.shape();
        if board.is_full(shape) {
            return 0;
        }
        let playable = board.playable(shape);
        if board.own_threats(shape) & playable != 0 {
            return win_at(board.moves + 1);
        }
        let threats = board.opponent_threats(shape);
        let forced = playable & threats;
        let loss = -win_at(board.moves + 2);
        if forced.count_ones() > 1 {
            return loss;
        }
        let candidates = if forced != 0 { forced } else { playable };
        // A disc right under an opponent's threat lets them win on top of it.
        let safe = candidates & !(threats >> 1);
        if safe == 0 {
            return loss;
        }
        if depth == 0 {
            return self.eval.evaluate(board);
        }
        let key = board.key(shape);
        let original_alpha = alpha;
        let mut hint = None;
        if let Some(entry) = self.probe(key) {
            hint = Some(u32::from(entry.best));
            if u32::from(entry.depth) >= depth {
                match entry.bound {
                    Bound::Exact => return entry.score,
                    Bound::Lower => alpha = alpha.max(entry.score),
                    Bound::Upper => beta = beta.min(entry.score),
                }
                if alpha >= beta {
                    return entry.score;
                }
            }
        }
        let moves = self.ordered(board, safe, hint);
        let mut best_score = -2 * WIN;
        let mut best_column = column_of(shape, moves[0]);
        for cell in moves {
            let mut child = *board;
            child.play_cell(cell);
            let score = -self.negamax(&child, depth - 1, -beta, -alpha, limits);
            if self.aborted {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_column = column_of(shape, cell);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        let bound = if best_score <= original_alpha {
            Bound::Upper
        } else if best_score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.store(key, best_score, depth, bound, best_column);
        best_score
    }

    /// The cells of `moves` in the order to try them: the table's best first, then
    /// the ones making the most new threats, centre first among equals.
    fn ordered(&self, board: &Bitboard, moves: u128, hint: Option<u32>) -> Vec<u128> {
        let shape = self.shape();
        let mut scored: Vec<(i32, u128)> = Vec::with_capacity(shape.columns as usize);
        for (rank, &column) in self.order.iter().enumerate() {
            let cell = moves & shape.column_mask(column);
            if cell == 0 {
                continue;
            }
            let score = if hint == Some(column) {
                i32::MAX
            } else {
                let threats = shape.winning_cells(board.current | cell, board.mask | cell);
                threats.count_ones() as i32 * 100 - rank as i32
            };
            scored.push((score, cell));
        }
        scored.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
        scored.into_iter().map(|(_, cell)| cell).collect()
    }

    fn probe(&self, key: u128) -> Option<Entry> {
        let entry = self.table[self.slot(key)];
        (entry.key == key).then_some(entry)
    }

    fn store(&mut self, key: u128, score: i32, depth: u32, bound: Bound, best: u32) {
        let slot = self.slot(key);
        self.table[slot] = Entry {
            key,
            score,
            depth: depth.min(255) as u8,
            bound,
            best: best as u8,
        };
    }

    fn slot(&self, key: u128) -> usize {
        // Fold the high bits in, then a multiplicative hash spreads nearby keys.
        let folded = (key as u64) ^ ((key >> 64) as u64);
        (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 46) as usize & (TABLE_ENTRIES - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::eval::Knowledge;
    use crate::game::{BoardSize, Game, Player};

    fn best(moves: &str, depth: u32) -> Found {
        let size = BoardSize::STANDARD;
        let shape = Shape::new(size);
        let game = Game::from_notation(size, Player::One, moves).unwrap();
        let mut search = Search::new(Evaluator::new(shape, Knowledge::Parity));
        let stop = AtomicBool::new(false);
        let limits = Limits {
            deadline: None,
            max_nodes: None,
            stop: &stop,
        };
        search
            .best_move(&Bitboard::from_game(shape, &game), depth, &limits)
            .unwrap()
    }

    #[test]
    fn takes_a_win_and_blocks_a_loss() {
        assert_eq!(best("121212", 4).column, 0);
        assert_eq!(best("12121", 4).column, 0);
    }

    #[test]
    fn sees_a_double_threat_coming() {
        // First player has 3 and 4 on the bottom row, with 2, 5 and 6 empty: playing
        // 5 makes two threats (2 and 6) at once.
        let found = best("3747", 6);
        assert!(found.score >= WIN, "{found:?}");
    }

    #[test]
    fn a_node_budget_ends_the_deepening_with_the_last_full_iteration() {
        let shape = Shape::new(BoardSize::STANDARD);
        let mut search = Search::new(Evaluator::new(shape, Knowledge::Parity));
        let stop = AtomicBool::new(false);
        let limits = Limits {
            deadline: None,
            max_nodes: Some(20_000),
            stop: &stop,
        };
        let empty = Bitboard::from_game(shape, &Game::new(BoardSize::STANDARD, Player::One));
        let found = search.best_move(&empty, 42, &limits).unwrap();
        assert!(search.nodes() <= 20_000 + CHECK_EVERY, "{}", search.nodes());
        assert!((4..42).contains(&found.depth), "{found:?}");
        assert_eq!(found.column, 3);
    }
}
