//! The depth-limited search behind medium, hard and the perfect level's fallback:
//! negamax with alpha-beta, iterative deepening, a transposition table kept between
//! moves, and the exact search's forced moves (win now, block now, never play under
//! an opponent's threat) at every node so the horizon does not hide one-move tactics.
//! Same board, threat rules and [`Budget`] as the exact search; only the leaves
//! differ, valued by an [`Evaluation`] instead of searched to the end.

use super::bitboard::{Bitboard, winning_cells};
use super::budget::{Budget, CHECK_EVERY};
use super::evaluation::{Evaluation, Knowledge};
use super::geometry::{Dynamic, Geometry};
use super::position::Position;
use crate::game::BoardSize;

/// Scores at or beyond this are proven wins (or, negated, losses).
pub const WIN: i32 = 1_000_000;
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

/// What a search found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Found {
    pub column: u32,
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: u32,
}

/// A depth-limited searcher for one board size and evaluation; keeps its table
/// between calls.
pub struct Heuristic {
    size: BoardSize,
    g: Dynamic<u128>,
    eval: Evaluation,
    table: Vec<Entry>,
    nodes: u64,
    aborted: bool,
    /// Columns centre first: the default order to try moves in.
    order: Vec<u32>,
}

impl Heuristic {
    pub fn new(size: BoardSize, knowledge: Knowledge) -> Self {
        let eval = Evaluation::new(size, knowledge);
        let g = eval.layout();
        let columns = g.width();
        let mut order: Vec<u32> = (0..columns).collect();
        order.sort_by_key(|&c| (2 * c as i32 + 1 - columns as i32).abs());
        Heuristic {
            size,
            g,
            eval,
            table: vec![Entry::default(); TABLE_ENTRIES],
            nodes: 0,
            aborted: false,
            order,
        }
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// Nodes searched by the last call.
    #[cfg(test)]
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The best move found by iterative deepening up to `max_depth` plies, or the best
    /// of the last finished iteration when the budget runs out (its node limit counts
    /// this call's nodes). `None` only if stopped before even one ply was searched, or
    /// if the match is over.
    pub fn best_move(&mut self, pos: &Position, max_depth: u32, budget: &Budget) -> Option<Found> {
        assert_eq!(pos.size(), self.size, "position and search sizes differ");
        if pos.is_over() {
            return None;
        }
        let board = &pos.bits::<u128>();
        self.aborted = false;
        self.nodes = 0;
        let mut found = None;
        for depth in 1..=max_depth {
            match self.root(board, depth, budget) {
                Some(result) => {
                    found = Some(result);
                    // A proven result will not change with more depth.
                    if result.score.abs() >= WIN {
                        break;
                    }
                }
                None => break,
            }
            if (board.moves + depth) >= self.g.cells() {
                break; // the search already reaches the end of the game
            }
        }
        found
    }

    fn root(&mut self, board: &Bitboard<u128>, depth: u32, budget: &Budget) -> Option<Found> {
        let g = self.g;
        let hint = self.probe(board.key(g)).map(|e| u32::from(e.best));
        let mut columns: Vec<u32> = self.order.clone();
        if let Some(hint) = hint {
            columns.retain(|&c| c != hint);
            columns.insert(0, hint);
        }
        let mut best: Option<Found> = None;
        let mut alpha = -2 * WIN;
        for column in columns {
            if !board.can_play(g, column) {
                continue;
            }
            if board.winning_cells(g) & board.drop_cell(g, column) != 0 {
                return Some(Found {
                    column,
                    score: win_at(board.moves + 1),
                    depth,
                });
            }
            let mut child = *board;
            child.play_column(g, column);
            let score = -self.negamax(&child, depth - 1, -2 * WIN, -alpha, budget);
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
            self.store(board.key(g), b.score, depth, Bound::Exact, b.column);
        }
        best
    }

    fn negamax(
        &mut self,
        board: &Bitboard<u128>,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
        budget: &Budget,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes & (CHECK_EVERY - 1) == 0 && budget.exhausted(self.nodes) {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        let g = self.g;
        if board.moves >= g.cells() {
            return 0;
        }
        if board.can_win_next(g) {
            return win_at(board.moves + 1);
        }
        // A forced block, never a disc right under an opponent's threat; none when
        // the opponent threatens twice or every move gives them a win.
        let safe = board.non_losing_moves(g);
        if safe == 0 {
            return -win_at(board.moves + 2);
        }
        if depth == 0 {
            return self.eval.value(board);
        }
        let key = board.key(g);
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
        let mut best_column = column_of(g, moves[0]);
        for cell in moves {
            let mut child = *board;
            child.play(cell);
            let score = -self.negamax(&child, depth - 1, -beta, -alpha, budget);
            if self.aborted {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_column = column_of(g, cell);
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
    fn ordered(&self, board: &Bitboard<u128>, moves: u128, hint: Option<u32>) -> Vec<u128> {
        let g = self.g;
        let mut scored: Vec<(i32, u128)> = Vec::with_capacity(g.width() as usize);
        for (rank, &column) in self.order.iter().enumerate() {
            let cell = moves & g.column_mask(column);
            if cell == 0 {
                continue;
            }
            let score = if hint == Some(column) {
                i32::MAX
            } else {
                let threats = winning_cells(g, board.current | cell, board.mask | cell);
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

/// The column of a one-bit cell.
fn column_of(g: Dynamic<u128>, cell: u128) -> u32 {
    cell.trailing_zeros() / g.stride()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn best(moves: &str, depth: u32) -> Found {
        let size = BoardSize::STANDARD;
        let pos = Position::from_moves(size, moves).unwrap();
        let mut search = Heuristic::new(size, Knowledge::Parity);
        search.best_move(&pos, depth, &Budget::unlimited()).unwrap()
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
        let size = BoardSize::STANDARD;
        let mut search = Heuristic::new(size, Knowledge::Parity);
        let budget = Budget::unlimited().with_nodes(20_000);
        let found = search.best_move(&Position::new(size), 42, &budget).unwrap();
        assert!(search.nodes() <= 20_000 + CHECK_EVERY, "{}", search.nodes());
        assert!((4..42).contains(&found.depth), "{found:?}");
        assert_eq!(found.column, 3);
    }

    #[test]
    fn a_raised_stop_flag_ends_the_search_at_the_next_check() {
        use std::sync::Arc;
        use std::sync::atomic::AtomicBool;
        let size = BoardSize::STANDARD;
        let mut search = Heuristic::new(size, Knowledge::Parity);
        let budget = Budget::unlimited().with_stop_flag(Arc::new(AtomicBool::new(true)));
        // The shallow iterations finished before the first check still give a move.
        let found = search.best_move(&Position::new(size), 42, &budget);
        assert!(search.nodes() <= CHECK_EVERY, "{}", search.nodes());
        assert!(found.is_some_and(|f| f.depth < 10), "{found:?}");
    }

    #[test]
    fn a_finished_match_has_no_move() {
        let size = BoardSize::STANDARD;
        let won = Position::from_moves(size, "1212121").unwrap();
        let mut search = Heuristic::new(size, Knowledge::Plain);
        assert_eq!(search.best_move(&won, 4, &Budget::unlimited()), None);
    }
}
