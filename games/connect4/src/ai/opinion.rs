//! How the hard level rates each move of a position: the score its search gives the
//! position after the move, as it compares moves when it chooses one. The puzzles'
//! grading counts the wrong moves it rates as highly as the right one.

use super::computer::{HARD_DEPTH, HARD_NODES};
use crate::game::Game;
use crate::solver::{Budget, Heuristic, Knowledge, Position, WIN};

/// The hard level's score of each column of `game` (not over) for the player to move,
/// higher is better; `None` for a full column. `search` is a hard-level searcher
/// (parity knowledge) of the game's size, whose table may carry over.
pub fn hard_scores(game: &Game, search: &mut Heuristic) -> Vec<Option<i32>> {
    let pos = Position::from_game(game);
    (0..game.size().columns())
        .map(|column| {
            let mut child = pos;
            child.play(column).ok()?;
            if child.is_won() {
                return Some(2 * WIN);
            }
            let budget = Budget::unlimited().with_nodes(HARD_NODES);
            Some(
                search
                    .best_move(&child, HARD_DEPTH - 1, &budget)
                    .map_or(0, |found| -found.score),
            )
        })
        .collect()
}

/// A searcher as the hard level's, for [`hard_scores`].
pub fn hard_searcher(game: &Game) -> Heuristic {
    Heuristic::new(game.size(), Knowledge::Parity)
}
