//! Perft: how many move sequences of a given length start from a position (a whole
//! multi-jump is one move). Published figures for the start position check the move
//! generator.

use super::board::Board;
use super::moves::Move;

/// The number of move sequences of `depth` moves from `board`.
pub fn perft(board: &Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = board.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|mv| perft(&board.play(mv), depth - 1))
        .sum()
}

/// Perft split by first move, in the order the moves are generated.
pub fn divide(board: &Board, depth: u32) -> Vec<(Move, u64)> {
    board
        .legal_moves()
        .into_iter()
        .map(|mv| {
            let count = perft(&board.play(&mv), depth.saturating_sub(1));
            (mv, count)
        })
        .collect()
}
