//! Post-game review: for each move of a match, what the position offered the player who
//! moved, what the move left them, the best columns, and a mark when the move gave
//! something away.
//!
//! The marks follow the custom of chess annotation, applied to what Connect 4's exact
//! values can say: `??` threw a win or a draw into a loss, `?` a win into a draw, `?!`
//! kept the outcome but made it worse (a slower win, a quicker loss).

use super::perfect::Perfect;
use super::{Analysis, Verdict};
use crate::game::{Column, Game};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use web_time::Instant;

/// The longest a review spends on one position where it cannot be exact (on boards
/// other than 7x6 in the game, and in `connect4 review` by default).
pub const REVIEW_TIME_PER_MOVE: Duration = Duration::from_secs(5);

/// How good a move was, against the best the position offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// As good as any move in the position.
    Best,
    /// The same outcome as the best move, but a slower win or a quicker loss.
    Inaccuracy,
    /// Turned a win into a draw.
    Mistake,
    /// Turned a win or a draw into a loss.
    Blunder,
    /// Not known: some verdict was not solved in the time allowed.
    Unknown,
}

impl Mark {
    /// The annotation symbol, as a word where a move has none, for scripts.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Best => "best",
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
            Mark::Unknown => "unknown",
        }
    }

    /// Whether the move changed the outcome for the worse.
    pub fn is_error(self) -> bool {
        matches!(self, Mark::Mistake | Mark::Blunder)
    }
}

/// One move of a match, reviewed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReviewedMove {
    /// The column played.
    pub column: Column,
    /// The position's value for the player who moved, with best play.
    pub before: Verdict,
    /// What the move played left that player.
    pub after: Verdict,
    /// The columns that keep the best value (empty when not known).
    pub best: Vec<Column>,
    pub mark: Mark,
    /// Whether the position's columns differ in value, every one known: only such a
    /// move tells anything of the player (`accuracy`).
    pub differ: bool,
}

/// Reviews the move `column` played in `game` (which is before it and not over),
/// solving until `deadline`; `None` if `stop` was set.
pub fn review_move(
    perfect: &mut Perfect,
    game: &Game,
    column: Column,
    deadline: Instant,
    stop: &Arc<AtomicBool>,
) -> Option<ReviewedMove> {
    let analysis = perfect.analyze(game, deadline, stop)?;
    Some(judge_move(&analysis, column))
}

/// The review of playing `column` in a position whose columns were analysed.
pub fn judge_move(analysis: &Analysis, column: Column) -> ReviewedMove {
    let verdicts: Vec<(usize, Verdict)> = analysis
        .iter()
        .enumerate()
        .filter_map(|(c, v)| v.map(|v| (c, v)))
        .collect();
    let after = analysis
        .get(column.index())
        .copied()
        .flatten()
        .unwrap_or(Verdict::Unknown);
    judge(&verdicts, column, after)
}

/// Reviews every move of `game`, giving each position up to `per_move` to solve.
/// Works from the last move back: positions near the end solve quickly and fill the
/// solver's table for the earlier ones. `done` hears how many moves are reviewed, for
/// a progress bar. `None` if `stop` was set.
pub fn review_game(
    perfect: &mut Perfect,
    game: &Game,
    per_move: Duration,
    stop: &Arc<AtomicBool>,
    mut done: impl FnMut(usize),
) -> Option<Vec<ReviewedMove>> {
    let mut position = game.clone();
    let mut reviewed = Vec::with_capacity(game.moves().len());
    while let Some(last) = position.undo() {
        let deadline = Instant::now() + per_move;
        reviewed.push(review_move(
            perfect,
            &position,
            last.column(),
            deadline,
            stop,
        )?);
        done(reviewed.len());
    }
    reviewed.reverse();
    Some(reviewed)
}

/// The review of `column` among the verdicts of every playable column.
fn judge(verdicts: &[(usize, Verdict)], column: Column, after: Verdict) -> ReviewedMove {
    let all_known = verdicts.iter().all(|(_, v)| *v != Verdict::Unknown);
    let best_known = verdicts
        .iter()
        .filter_map(|(_, v)| strength(*v))
        .max()
        .and_then(|top| {
            verdicts
                .iter()
                .map(|(_, v)| *v)
                .find(|v| strength(*v) == Some(top))
        });
    let before = match best_known {
        Some(best) if all_known => best,
        _ => Verdict::Unknown,
    };
    let best = if all_known {
        let top = strength(before);
        verdicts
            .iter()
            .filter(|(_, v)| strength(*v) == top)
            .map(|&(c, _)| Column::new(c))
            .collect()
    } else {
        Vec::new()
    };
    let differ = all_known && best.len() < verdicts.len();
    ReviewedMove {
        column,
        before,
        after,
        best,
        mark: mark(best_known, all_known, after),
        differ,
    }
}

/// The mark of a move worth `after`, when the best known move is worth `best_known`.
/// A lost outcome class is certain even when some columns are unknown (they can only
/// be better); anything finer needs every column.
fn mark(best_known: Option<Verdict>, all_known: bool, after: Verdict) -> Mark {
    let (Some(best), Some(played)) = (best_known.and_then(strength), strength(after)) else {
        return Mark::Unknown;
    };
    match (best.0, played.0) {
        (b, 0) if b > 0 => Mark::Blunder,
        (2, 1) => Mark::Mistake,
        _ if !all_known => Mark::Unknown,
        _ if played < best => Mark::Inaccuracy,
        _ => Mark::Best,
    }
}

/// An order on known verdicts: the outcome class (2 win, 1 draw, 0 loss), then a
/// quicker win or a slower loss; `None` for an unknown verdict.
fn strength(verdict: Verdict) -> Option<(u8, i64)> {
    match verdict {
        Verdict::Win { moves } => Some((2, -i64::from(moves))),
        Verdict::Draw => Some((1, 0)),
        Verdict::Loss { moves } => Some((0, i64::from(moves))),
        Verdict::Unknown => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    const W3: Verdict = Verdict::Win { moves: 3 };
    const W5: Verdict = Verdict::Win { moves: 5 };
    const D: Verdict = Verdict::Draw;
    const L2: Verdict = Verdict::Loss { moves: 2 };
    const L6: Verdict = Verdict::Loss { moves: 6 };
    const U: Verdict = Verdict::Unknown;

    #[rstest]
    #[case::the_quickest_win(&[W3, W5, D], 0, Mark::Best)]
    #[case::a_slower_win(&[W3, W5, D], 1, Mark::Inaccuracy)]
    #[case::a_win_thrown_into_a_draw(&[W3, W5, D], 2, Mark::Mistake)]
    #[case::a_win_thrown_into_a_loss(&[W3, L2], 1, Mark::Blunder)]
    #[case::a_draw_thrown_into_a_loss(&[D, L6], 1, Mark::Blunder)]
    #[case::the_slowest_loss(&[L2, L6], 1, Mark::Best)]
    #[case::a_quicker_loss(&[L2, L6], 0, Mark::Inaccuracy)]
    #[case::a_loss_is_certain_beside_unknowns(&[U, D, L2], 2, Mark::Blunder)]
    #[case::finer_marks_need_every_column(&[U, W3, W5], 2, Mark::Unknown)]
    #[case::an_unknown_move(&[D, U], 1, Mark::Unknown)]
    fn marks(#[case] verdicts: &[Verdict], #[case] played: usize, #[case] expected: Mark) {
        let verdicts: Vec<_> = verdicts.iter().copied().enumerate().collect();
        let reviewed = judge(&verdicts, Column::new(played), verdicts[played].1);
        assert_eq!(reviewed.mark, expected);
    }

    #[test]
    fn every_best_column_is_listed_when_all_are_known() {
        let verdicts = vec![(0, D), (2, W5), (3, W5), (4, L2)];
        let reviewed = judge(&verdicts, Column::new(4), L2);
        assert_eq!(reviewed.before, W5);
        assert_eq!(reviewed.best, vec![Column::new(2), Column::new(3)]);
        assert_eq!(reviewed.mark, Mark::Blunder);
    }

    #[test]
    fn a_move_tells_something_only_where_the_columns_differ_and_are_known() {
        let differ = |verdicts: Vec<(usize, Verdict)>| judge(&verdicts, Column::new(0), D).differ;
        assert!(differ(vec![(0, D), (1, L2)]));
        assert!(!differ(vec![(0, D), (1, D)]), "every column draws");
        assert!(!differ(vec![(0, D), (1, U)]), "a column is unknown");
    }

    #[test]
    fn before_is_unknown_while_a_column_is() {
        let verdicts = vec![(0, D), (1, U)];
        let reviewed = judge(&verdicts, Column::new(0), D);
        assert_eq!(reviewed.before, Verdict::Unknown);
        assert!(reviewed.best.is_empty());
    }
}
