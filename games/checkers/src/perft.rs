//! Perft: how many move sequences of a given length start from a position (a whole
//! multi-jump is one move). Published figures for the start position check the move
//! generator.

use super::board::Board;
use super::moves::Move;
use super::quick_moves::QuickMove;

/// The number of move sequences of `depth` moves from `board`.
pub fn perft(board: &Board, depth: u32) -> u64 {
    // One move list per level, reused: the count allocates nothing per position.
    let mut lists: Vec<Vec<QuickMove>> = (0..=depth).map(|_| Vec::with_capacity(32)).collect();
    count(board, depth, &mut lists)
}

fn count(board: &Board, depth: u32, lists: &mut [Vec<QuickMove>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (list, deeper) = lists.split_first_mut().expect("one list per level");
    board.quick_moves(list);
    if depth == 1 {
        return list.len() as u64;
    }
    list.iter()
        .map(|mv| count(&board.play_quick(*mv), depth - 1, deeper))
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
