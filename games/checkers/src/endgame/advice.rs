//! Playing from the database: every move's worth, and the best one. A win goes the
//! quickest way to the next capture or man's move that keeps it, so it cannot go
//! round in circles or run into the 40-move rule; a loss holds out the longest.

use super::tablebase::{Known, Tablebase, Verdict};
use crate::board::Board;
use crate::quick_moves::QuickMove;

/// What `mv` leads to, for the side playing it, if the database knows.
pub fn after(base: &Tablebase, board: &Board, mv: QuickMove) -> Option<Known> {
    let child = board.play_quick(mv);
    let reply = base.probe(&child)?;
    let plies = if board.is_irreversible(mv) {
        1
    } else {
        reply.plies + 1
    };
    Some(match reply.verdict {
        Verdict::Loss => Known {
            verdict: Verdict::Win,
            plies,
        },
        Verdict::Win => Known {
            verdict: Verdict::Loss,
            plies,
        },
        Verdict::Draw => reply,
    })
}

/// The database's best move on `board` and what it is worth; `None` if the position
/// is not in the database or has no move.
pub fn best(base: &Tablebase, board: &Board) -> Option<(QuickMove, Known)> {
    base.probe(board)?;
    let mut moves = Vec::new();
    board.quick_moves(&mut moves);
    let rank = |known: &Known| match known.verdict {
        Verdict::Win => i64::from(known.plies),
        Verdict::Draw => 1_000,
        Verdict::Loss => 2_000 - i64::from(known.plies),
    };
    moves
        .into_iter()
        .filter_map(|mv| Some((mv, after(base, board, mv)?)))
        .min_by_key(|(_, known)| rank(known))
}
