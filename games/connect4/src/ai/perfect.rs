//! The perfect level's exact part: the opening book, then the live solver within a
//! deadline; and the exact per-column verdicts behind hints.
//!
//! One [`Solver`] is kept for as long as the board size stays the same, so the
//! positions solved for one move (and for hints) speed up the next ones. It searches
//! on every core.

use super::{Analysis, Verdict};
use crate::game::{BoardSize, Game};
use crate::solver::{Book, Budget, Position, Solver};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use web_time::Instant;

/// The exact solver and the book, for one board size at a time.
#[derive(Default)]
pub struct Perfect {
    solver: Option<Solver>,
    /// Threads per solve; `None` is every core.
    threads: Option<usize>,
    /// The position the last proven move left and the score it kept: once the
    /// opponent has replied, our score is at least that (see [`Perfect::floor`]).
    last_proven: Option<(Position, i32)>,
}

impl Perfect {
    /// Solves on `threads` threads (from the next solver made).
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = Some(threads);
        if let Some(solver) = &mut self.solver {
            solver.set_threads(threads);
        }
    }

    fn solver(&mut self, size: BoardSize) -> &mut Solver {
        if self.solver.as_ref().is_none_or(|s| s.size() != size) {
            // Drop the old table before allocating the new one.
            self.solver = None;
            let mut solver = Solver::new(size);
            // Every core by default: while the computer thinks, the rest of the app
            // waits.
            solver.set_threads(self.threads.unwrap_or_else(crate::solver::cores));
            self.solver = Some(solver);
        }
        self.solver.as_mut().expect("just made")
    }

    /// A best move of `game` (not over), from the book or solved before `deadline`;
    /// `None` when it could not be proven in time or `stop` was set.
    pub fn proven_move(
        &mut self,
        game: &Game,
        deadline: Instant,
        stop: &Arc<AtomicBool>,
    ) -> Option<usize> {
        let pos = Position::from_game(game);
        if let Some(column) = (0..game.size().columns()).find(|&c| pos.is_winning_move(c)) {
            return Some(column);
        }
        let (score, column) = match Book::embedded().lookup(&pos) {
            Some(answer) => (answer.score, answer.column),
            None => {
                let budget = budget_until(deadline, stop)?;
                let floor = self.floor(game).unwrap_or(i32::MIN);
                self.solver(game.size())
                    .best_move_at_least_within(&pos, floor, budget)??
            }
        };
        let mut after = pos;
        after.play(column).expect("a best move is legal");
        self.last_proven = Some((after, score));
        Some(column)
    }

    /// A floor under the score of `game` for the player to move: the opponent's last
    /// move was at best as good as their best, so our score is at least the one we had
    /// before it, as the book or our own last proven move tells.
    fn floor(&self, game: &Game) -> Option<i32> {
        let mut before = game.clone();
        before.undo()?;
        let before = Position::from_game(&before);
        let own = self
            .last_proven
            .filter(|(left, _)| *left == before)
            .map(|(_, score)| score);
        let from_book = Book::embedded().lookup(&before).map(|a| -a.score);
        own.max(from_book)
    }

    /// The verdict of every column of `game` (not over), exact where the book or a
    /// solve before `deadline` has it and [`Verdict::Unknown`] elsewhere; `None` if
    /// `stop` was set.
    pub fn analyze(
        &mut self,
        game: &Game,
        deadline: Instant,
        stop: &Arc<AtomicBool>,
    ) -> Option<Analysis> {
        self.analyze_progressively(game, deadline, stop, &mut |_| {})
    }

    /// As [`Perfect::analyze`], telling `report` the verdicts known so far each time a
    /// column is solved (first those the book or the rules give at once).
    ///
    /// The open columns are tried in rounds, each column given a slice of time that
    /// doubles every round, so that easy columns come out first and one hard column
    /// never holds back the others; the solver's table keeps what an unfinished slice
    /// learnt, so trying again costs little.
    pub fn analyze_progressively(
        &mut self,
        game: &Game,
        deadline: Instant,
        stop: &Arc<AtomicBool>,
        report: &mut dyn FnMut(&Analysis),
    ) -> Option<Analysis> {
        let size = game.size();
        let played = game.moves().len();
        let pos = Position::from_game(game);
        let mut scores: Vec<Option<i32>> = vec![None; size.columns()];
        let mut open = Vec::new();
        for column in (0..size.columns()).filter(|&c| pos.can_play(c)) {
            let mut child = pos;
            child.play(column).expect("a playable column");
            // The child's score is for the opponent, who moves next there.
            scores[column] = child
                .final_score()
                .or_else(|| Book::embedded().lookup(&child).map(|a| a.score))
                .map(|score| -score);
            if scores[column].is_none() {
                open.push((column, child));
            }
        }
        // A position in the book gives its best column's value too, whose own position
        // may be one ply past the book; and a floor under every child's score, as no
        // move is better than the best.
        let mut floor = i32::MIN;
        if let Some(answer) = Book::embedded().lookup(&pos) {
            scores[answer.column] = Some(answer.score);
            open.retain(|(column, _)| *column != answer.column);
            floor = -answer.score;
        }
        let verdicts = |scores: &[Option<i32>]| -> Analysis {
            (0..size.columns())
                .map(|column| {
                    pos.can_play(column).then(|| {
                        scores[column]
                            .map_or(Verdict::Unknown, |s| Verdict::from_score(s, size, played))
                    })
                })
                .collect()
        };
        report(&verdicts(&scores));
        let mut slice = FIRST_SLICE;
        while !open.is_empty() && Instant::now() < deadline {
            for (column, child) in &open {
                let until = deadline.min(Instant::now() + slice);
                if let Some(budget) = budget_until(until, stop) {
                    scores[*column] = self
                        .solver(size)
                        .solve_at_least_within(child, floor, budget)
                        .map(|s| -s);
                }
                if stop.load(Ordering::Relaxed) {
                    return None;
                }
                if scores[*column].is_some() {
                    report(&verdicts(&scores));
                }
            }
            open.retain(|(column, _)| scores[*column].is_none());
            slice = slice.saturating_mul(2);
        }
        Some(verdicts(&scores))
    }
}

/// The time each open column gets in the first round of an analysis.
const FIRST_SLICE: Duration = Duration::from_millis(40);

/// A solver budget ending at `deadline` or when `stop` is set; `None` if either has
/// already happened.
fn budget_until(deadline: Instant, stop: &Arc<AtomicBool>) -> Option<Budget> {
    let left = deadline.checked_duration_since(Instant::now())?;
    if stop.load(Ordering::Relaxed) || left.is_zero() {
        return None;
    }
    Some(
        Budget::unlimited()
            .with_stop_flag(stop.clone())
            .with_time(left),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Column, Player};

    fn game(moves: &str) -> Game {
        Game::from_notation(BoardSize::STANDARD, Player::One, moves).unwrap()
    }

    #[test]
    fn the_book_floor_is_the_parents_score_negated_and_never_above_the_score() {
        let mut solver = Solver::new(BoardSize::STANDARD);
        // Ten discs: the position before the last one is in the book.
        for moves in ["4444443335", "1234567123", "3456345612", "7644447766"] {
            let game = game(moves);
            let floor = Perfect::default()
                .floor(&game)
                .expect("ply 9 is in the book");
            let score = solver.solve(&Position::from_game(&game));
            assert!(floor <= score, "{moves}: floor {floor}, score {score}");
        }
        // The opponent's best move (the book's) leaves exactly the floor.
        let before = Position::from_game(&game("44444433"));
        let best = Book::embedded().lookup(&before).unwrap();
        let after = game(&format!("44444433{}", best.column + 1));
        assert_eq!(Perfect::default().floor(&after), Some(-best.score));
        assert_eq!(solver.solve(&Position::from_game(&after)), -best.score);
        // Past the book there is no floor; nor before the first move.
        assert_eq!(Perfect::default().floor(&game("4444443332112")), None);
        assert_eq!(Perfect::default().floor(&game("")), None);
    }

    /// A perfect player on one thread, a stop flag never set and a far deadline.
    fn unhurried() -> (Perfect, Arc<AtomicBool>, Instant) {
        let mut perfect = Perfect::default();
        perfect.set_threads(1);
        let far = Instant::now() + Duration::from_secs(600);
        (perfect, Arc::new(AtomicBool::new(false)), far)
    }

    #[test]
    fn hints_at_the_book_edge_agree_with_the_solver() {
        let (mut perfect, stop, far) = unhurried();
        // Nine discs: the position is in the book, its children (solved from the
        // book's floor) are not.
        let game = game("123456712");
        let pos = Position::from_game(&game);
        assert!(Book::embedded().lookup(&pos).is_some());
        assert!((0..7).any(|c| {
            let mut child = pos;
            child.play(c).is_ok() && Book::embedded().lookup(&child).is_none()
        }));
        let analysis = perfect.analyze(&game, far, &stop).unwrap();
        let mut solver = Solver::new(BoardSize::STANDARD);
        let expected: Analysis = solver
            .analyze(&Position::from_game(&game), false)
            .into_iter()
            .map(|score| score.map(|s| Verdict::from_score(s, BoardSize::STANDARD, 9)))
            .collect();
        assert_eq!(analysis, expected);
    }

    #[test]
    fn past_the_book_the_last_proven_move_gives_the_floor() {
        let (mut perfect, stop, far) = unhurried();
        // Thirteen discs: past the book, so the move is solved.
        let mut game = game("4444443332112");
        let ours = perfect.proven_move(&game, far, &stop).unwrap();
        let kept = perfect
            .solver(BoardSize::STANDARD)
            .solve(&Position::from_game(&game));
        game.play(Column::new(ours)).unwrap();
        let reply = game.legal_columns().next().unwrap();
        game.play(reply).unwrap();
        let floor = perfect.floor(&game).expect("our last move was proven");
        assert_eq!(floor, kept);
        assert!(
            floor
                <= perfect
                    .solver(BoardSize::STANDARD)
                    .solve(&Position::from_game(&game))
        );
        // Another line than the one that move left has no floor.
        let mut other = game.clone();
        other.undo();
        other.undo();
        let elsewhere = other.legal_columns().find(|&c| c.index() != ours).unwrap();
        other.play(elsewhere).unwrap();
        let reply = other.legal_columns().next().unwrap();
        other.play(reply).unwrap();
        assert_eq!(perfect.floor(&other), None);
    }
}
