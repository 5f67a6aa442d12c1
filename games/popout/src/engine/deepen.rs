//! Iterative deepening: a search of one ply, then two, and so on until the deadline
//! or the depth limit, each starting from the previous one's best move. A move is
//! always ready: the first ply is searched to the end whatever the clock says.

use super::eval::WIN_BOUND;
use super::search::{FULL_WINDOW, Search};
use super::table::Table;
use crate::rules::{Game, Move};
use web_time::Instant;

/// What the engine chose, and what it knows of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Report {
    pub best: Move,
    /// For the player to move: beyond ±`WIN_BOUND` a forced win or loss.
    pub score: i32,
    /// The deepest search that finished.
    pub depth: u32,
    pub nodes: u64,
}

/// The best move of `game`'s player to move, searched up to `max_depth` plies and no
/// longer than `deadline` (after the first ply); `None` once the game is over.
pub fn best_move(
    game: &Game,
    max_depth: u32,
    deadline: Option<Instant>,
    table: &mut Table,
) -> Option<Report> {
    let pos = *game.position();
    let mut moves: Vec<Move> = game.legal_moves().as_slice().to_vec();
    let columns = pos.size().columns();
    super::order::order(&mut moves, None, columns);
    let mut report = None;
    let mut search = Search::new(table, game.history(), None);
    for depth in 1..=max_depth.max(1) {
        if depth == 2 {
            search.set_deadline(deadline);
        }
        let (mut alpha, beta) = FULL_WINDOW;
        let mut best = None;
        for &mv in &moves {
            let score = search.score_move(&pos, mv, depth, alpha, beta);
            if search.stopped {
                break;
            }
            if best.is_none_or(|(_, s)| score > s) {
                best = Some((mv, score));
                alpha = alpha.max(score);
            }
        }
        if search.stopped {
            break;
        }
        let (mv, score) = best?;
        report = Some(Report {
            best: mv,
            score,
            depth,
            nodes: search.nodes,
        });
        // The best move first next time: the deeper search refutes it or keeps it.
        moves.retain(|&m| m != mv);
        moves.insert(0, mv);
        if score.abs() > WIN_BOUND {
            break;
        }
    }
    report
}

/// Every legal move's score for the player to move, `depth` plies deep, each searched
/// with the full window so that their scores compare: what the levels that choose
/// among good moves need. Moves whose search the deadline cut are left out.
pub fn score_moves(
    game: &Game,
    depth: u32,
    deadline: Option<Instant>,
    table: &mut Table,
) -> Vec<(Move, i32)> {
    let pos = *game.position();
    let mut search = Search::new(table, game.history(), deadline);
    let mut scored = Vec::new();
    for &mv in game.legal_moves().as_slice() {
        let (alpha, beta) = FULL_WINDOW;
        let score = search.score_move(&pos, mv, depth.max(1), alpha, beta);
        if search.stopped {
            break;
        }
        scored.push((mv, score));
    }
    scored
}
