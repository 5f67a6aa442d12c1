//! The puzzle definitions read off the exact verdict of every column: which move a
//! position asks for, what a move must keep, and how the perfect opponent answers.

use super::goal::{Goal, MAX_WIN_IN};
use crate::ai::{Analysis, Verdict};
use crate::game::Column;

/// What a move must lead to, to count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// A win within this many of the player's own moves (this one included).
    WinWithin(u32),
    /// Any win.
    Win,
    /// A draw or a win.
    Draw,
    /// A loss no sooner than after this many of the opponent's moves, or better.
    LoseAfter(u32),
}

impl Target {
    /// The target that keeps the best outcome `best` of a position: its class for a
    /// win or a draw, its length for a loss.
    pub fn holding(best: Verdict) -> Target {
        match best {
            Verdict::Win { .. } => Target::Win,
            Verdict::Draw | Verdict::Unknown => Target::Draw,
            Verdict::Loss { moves } => Target::LoseAfter(moves),
        }
    }

    /// Whether a move with this verdict counts.
    pub fn keeps(self, verdict: Verdict) -> bool {
        match (self, verdict) {
            (_, Verdict::Unknown) => false,
            (Target::WinWithin(most), Verdict::Win { moves }) => moves <= most,
            (Target::WinWithin(_), _) => false,
            (Target::Win, verdict) => matches!(verdict, Verdict::Win { .. }),
            (Target::Draw, verdict) => !matches!(verdict, Verdict::Loss { .. }),
            (Target::LoseAfter(least), Verdict::Loss { moves }) => moves >= least,
            (Target::LoseAfter(_), _) => true,
        }
    }

    /// The columns of `analysis` that keep the target.
    pub fn keeping(self, analysis: &Analysis) -> Vec<Column> {
        columns(analysis)
            .filter(|&(_, verdict)| self.keeps(verdict))
            .map(|(column, _)| column)
            .collect()
    }
}

/// The order of what a player wants: quicker wins, then draws, then later losses.
/// `None` for a verdict not known.
pub fn rank(verdict: Verdict) -> Option<i64> {
    match verdict {
        Verdict::Win { moves } => Some(1000 - i64::from(moves)),
        Verdict::Draw => Some(0),
        Verdict::Loss { moves } => Some(-1000 + i64::from(moves)),
        Verdict::Unknown => None,
    }
}

/// The playable columns of an analysis with their verdicts.
pub fn columns(analysis: &Analysis) -> impl Iterator<Item = (Column, Verdict)> + '_ {
    analysis
        .iter()
        .enumerate()
        .filter_map(|(index, verdict)| verdict.map(|v| (Column::new(index), v)))
}

/// Whether every playable column's verdict is known.
pub fn is_complete(analysis: &Analysis) -> bool {
    columns(analysis).all(|(_, verdict)| verdict != Verdict::Unknown)
}

/// The best verdict of a complete analysis, and the column that has it (ties go to
/// the column nearest the centre): the perfect player's move. For the side that is
/// losing it is the longest resistance; for the side that wins, the quickest win.
pub fn best(analysis: &Analysis) -> Option<(Column, Verdict)> {
    let width = analysis.len();
    let centre_distance = |column: Column| (2 * column.index() as i64 + 1 - width as i64).abs();
    columns(analysis)
        .filter_map(|(column, verdict)| rank(verdict).map(|r| (r, column, verdict)))
        // Higher rank first, then nearer the centre, then the left one.
        .max_by_key(|&(r, column, _)| (r, -centre_distance(column), -(column.index() as i64)))
        .map(|(_, column, verdict)| (column, verdict))
}

/// The verdict of the move that led to a position, from the analysis of that position
/// (the opponent to move): the opponent's best, seen from the other side.
pub fn verdict_before(opponent: &Analysis) -> Option<Verdict> {
    let (_, theirs) = best(opponent)?;
    Some(match theirs {
        Verdict::Win { moves } => Verdict::Loss { moves },
        Verdict::Draw => Verdict::Draw,
        // They lose after `moves` of our moves, counted after the one just made.
        Verdict::Loss { moves } => Verdict::Win { moves: moves + 1 },
        Verdict::Unknown => Verdict::Unknown,
    })
}

/// The puzzle a position is, from the exact analysis of its columns, and the move it
/// asks for: a win in N when exactly one move wins within N (N the quickest win, at
/// most [`MAX_WIN_IN`]); else the only move when every other move loses and this one
/// is strictly better than all of them. `None` when it is neither, when a verdict is
/// not known, or when there is no choice (a single playable column).
pub fn classify(analysis: &Analysis) -> Option<(Goal, Column)> {
    if !is_complete(analysis) || columns(analysis).count() < 2 {
        return None;
    }
    let (column, best_verdict) = best(analysis)?;
    if let Verdict::Win { moves } = best_verdict
        && moves <= MAX_WIN_IN
        && Target::WinWithin(moves).keeping(analysis).len() == 1
    {
        return Some((Goal::WinIn(moves), column));
    }
    let unique = Target::holding(best_verdict).keeping(analysis) == [column];
    let others_lose = columns(analysis)
        .filter(|&(other, _)| other != column)
        .all(|(_, verdict)| matches!(verdict, Verdict::Loss { .. }));
    (unique && others_lose).then_some((Goal::OnlyMove, column))
}

#[cfg(test)]
mod tests {
    use super::*;

    const fn win(moves: u32) -> Option<Verdict> {
        Some(Verdict::Win { moves })
    }
    const fn loss(moves: u32) -> Option<Verdict> {
        Some(Verdict::Loss { moves })
    }
    const DRAW: Option<Verdict> = Some(Verdict::Draw);
    const FULL: Option<Verdict> = None;

    #[test]
    fn a_single_quickest_win_is_a_win_in_n_whatever_the_others_do() {
        let analysis = vec![loss(1), win(7), DRAW, win(3), FULL, win(4), loss(9)];
        assert_eq!(classify(&analysis), Some((Goal::WinIn(3), Column::new(3))));
        // Two moves win in three: no puzzle, even though others lose.
        let tied = vec![loss(1), win(3), loss(2), win(3), FULL, loss(4), loss(9)];
        assert_eq!(classify(&tied), None);
        // A win beyond the longest asked for is not a win in N.
        let long = vec![win(13), DRAW, DRAW];
        assert_eq!(classify(&long), None);
    }

    #[test]
    fn the_only_move_is_strictly_better_and_every_other_move_loses() {
        let draw = vec![loss(2), loss(5), DRAW, loss(1), FULL];
        assert_eq!(classify(&draw), Some((Goal::OnlyMove, Column::new(2))));
        let long_win = vec![loss(2), win(14), loss(1)];
        assert_eq!(classify(&long_win), Some((Goal::OnlyMove, Column::new(1))));
        let latest_loss = vec![loss(2), loss(6), loss(3)];
        assert_eq!(
            classify(&latest_loss),
            Some((Goal::OnlyMove, Column::new(1)))
        );
        // Two moves lose equally late; or another move draws too.
        assert_eq!(classify(&vec![loss(2), loss(6), loss(6)]), None);
        assert_eq!(classify(&vec![loss(2), DRAW, DRAW]), None);
        // A long win with a draw beside it: the draw does not lose.
        assert_eq!(classify(&vec![DRAW, win(14), loss(1)]), None);
    }

    #[test]
    fn no_choice_or_an_unknown_verdict_is_no_puzzle() {
        assert_eq!(classify(&vec![FULL, win(1), FULL]), None);
        let unknown = vec![win(2), Some(Verdict::Unknown), loss(1)];
        assert_eq!(classify(&unknown), None);
    }

    #[test]
    fn targets_keep_what_they_say() {
        assert!(Target::WinWithin(3).keeps(Verdict::Win { moves: 3 }));
        assert!(!Target::WinWithin(3).keeps(Verdict::Win { moves: 4 }));
        assert!(!Target::WinWithin(3).keeps(Verdict::Draw));
        assert!(Target::Draw.keeps(Verdict::Win { moves: 9 }));
        assert!(!Target::Draw.keeps(Verdict::Loss { moves: 9 }));
        assert!(Target::LoseAfter(4).keeps(Verdict::Loss { moves: 4 }));
        assert!(!Target::LoseAfter(4).keeps(Verdict::Loss { moves: 3 }));
        assert!(Target::LoseAfter(4).keeps(Verdict::Draw));
        assert!(!Target::Win.keeps(Verdict::Unknown));
        assert_eq!(
            Target::holding(Verdict::Loss { moves: 5 }),
            Target::LoseAfter(5)
        );
    }

    #[test]
    fn the_perfect_reply_is_the_best_and_nearest_the_centre() {
        // Two equal longest resistances: the one nearer the centre.
        let analysis = vec![loss(3), loss(5), loss(2), loss(4), loss(5), loss(5), FULL];
        assert_eq!(
            best(&analysis),
            Some((Column::new(4), Verdict::Loss { moves: 5 }))
        );
        // Equally near: the left one.
        let even = vec![DRAW, loss(1), loss(1), DRAW];
        assert_eq!(best(&even).map(|b| b.0), Some(Column::new(0)));
        assert_eq!(
            best(&vec![win(4), win(2), DRAW]).map(|b| b.0),
            Some(Column::new(1))
        );
    }

    #[test]
    fn a_moves_verdict_is_the_opponents_best_turned_round() {
        // The opponent's best loses after 2 more of ours: our move won in 3.
        assert_eq!(
            verdict_before(&vec![loss(2), loss(1)]),
            Some(Verdict::Win { moves: 3 })
        );
        assert_eq!(
            verdict_before(&vec![loss(2), win(4)]),
            Some(Verdict::Loss { moves: 4 })
        );
        assert_eq!(verdict_before(&vec![loss(2), DRAW]), Some(Verdict::Draw));
    }
}
