//! The exact verdict of every column of a 7x6 position, as the puzzles need it: from
//! the opening book where it has the children, from the solver elsewhere, within a
//! node budget so that a generator can pass over positions too dear to check.

use crate::ai::{Analysis, Verdict};
use crate::game::{BoardSize, Game};
use crate::solver::{Book, Budget, Position, Solver};

/// The solver and the book, for analyses one after another (the solver's table
/// carries over, as it does in the app).
pub struct Oracle {
    solver: Solver,
    nodes: u64,
}

impl Oracle {
    /// An oracle on the standard board, its solver on `threads` threads with a table of
    /// `table_bytes`.
    pub fn new(threads: usize, table_bytes: usize) -> Oracle {
        let mut solver = Solver::with_table_bytes(BoardSize::STANDARD, table_bytes);
        solver.set_threads(threads);
        Oracle { solver, nodes: 0 }
    }

    /// The solver's nodes over every analysis so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The exact verdict of every column of `game` (on the standard board, not over),
    /// `None` for a full column; `None` in all when the solver would need more than
    /// `max_nodes` for it.
    pub fn analyze(&mut self, game: &Game, max_nodes: u64) -> Option<Analysis> {
        assert_eq!(game.size(), BoardSize::STANDARD, "puzzles are on 7x6");
        let pos = Position::from_game(game);
        let book = Book::embedded();
        // In the book, the best column's score is known, and no child scores more
        // for us: a floor under each child's score for the opponent.
        let known = book.lookup(&pos);
        let floor = known.map_or(i32::MIN, |answer| -answer.score);
        let mut spent = 0;
        let mut scores = Vec::with_capacity(game.size().columns());
        for column in 0..game.size().columns() {
            if !pos.can_play(column) {
                scores.push(None);
                continue;
            }
            let mut child = pos;
            child.play(column).expect("a playable column");
            let theirs = match child
                .final_score()
                .or_else(|| book.lookup(&child).map(|a| a.score))
            {
                Some(score) => score,
                None if known.is_some_and(|answer| answer.column == column) => {
                    -known.expect("just checked").score
                }
                None => {
                    let budget = Budget::unlimited().with_nodes(max_nodes.checked_sub(spent)?);
                    let score = self.solver.solve_at_least_within(&child, floor, budget);
                    spent += self.solver.last_nodes();
                    self.nodes += self.solver.last_nodes();
                    score?
                }
            };
            scores.push(Some(-theirs));
        }
        let played = game.moves().len();
        Some(
            scores
                .into_iter()
                .map(|score| score.map(|s| Verdict::from_score(s, game.size(), played)))
                .collect(),
        )
    }
}
