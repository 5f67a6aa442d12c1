//! Which of the puzzles found go into the shipped set: as even a spread over the
//! grades as the finds allow, and within a grade half only moves and half wins in N
//! (those spread over N), so that no one kind (a win in one, a forced draw) fills it.

use super::generate::Found;
use super::goal::Goal;
use super::grade::Grade;
use super::set::Puzzle;
use std::collections::BTreeMap;

/// Up to `total` of `found`, a fifth of it for each grade where the finds allow (a
/// grade short of its share leaves the rest to the others), taken within each grade
/// from the only moves and the wins in N in turn, and among the wins from each N in
/// turn. Stable: the same finds give the same set, ordered by grade, then goal, then
/// moves.
pub fn select(found: &[Found], total: usize) -> Vec<Puzzle> {
    let mut by_grade: BTreeMap<Grade, BTreeMap<Goal, Vec<&Puzzle>>> = BTreeMap::new();
    for find in found {
        let puzzle = &find.puzzle;
        by_grade
            .entry(puzzle.grade)
            .or_default()
            .entry(puzzle.goal)
            .or_default()
            .push(puzzle);
    }
    for goals in by_grade.values_mut() {
        for puzzles in goals.values_mut() {
            // An order unrelated to how they were found, the same every run.
            puzzles.sort_by_key(|p| (spread(&p.moves), p.moves.clone()));
        }
    }
    let sizes: Vec<usize> = by_grade
        .values()
        .map(|goals| goals.values().map(Vec::len).sum())
        .collect();
    let shares = shares(&sizes, total);
    let mut chosen = Vec::new();
    for (goals, share) in by_grade.values().zip(shares) {
        let only = goals.get(&Goal::OnlyMove).cloned().unwrap_or_default();
        let wins = interleave(
            goals
                .iter()
                .filter(|(goal, _)| **goal != Goal::OnlyMove)
                .map(|(_, puzzles)| puzzles.clone())
                .collect(),
        );
        let mut taken: Vec<&Puzzle> = interleave(vec![only, wins]);
        taken.truncate(share);
        taken.sort_by(|a, b| (a.goal, &a.moves).cmp(&(b.goal, &b.moves)));
        chosen.extend(taken.into_iter().cloned());
    }
    chosen
}

/// The lists' items in turn (the first of each, then the second of each...), a list
/// that runs out leaving its turns to the others.
fn interleave<T>(lists: Vec<Vec<T>>) -> Vec<T> {
    let mut iters: Vec<_> = lists.into_iter().map(Vec::into_iter).collect();
    let mut out = Vec::new();
    loop {
        let before = out.len();
        out.extend(iters.iter_mut().filter_map(Iterator::next));
        if out.len() == before {
            return out;
        }
    }
}

/// Each group's share of `total`: equal shares, a group with fewer than its share
/// giving the rest to the others.
fn shares(sizes: &[usize], total: usize) -> Vec<usize> {
    let mut shares = vec![0; sizes.len()];
    let mut left = total;
    let mut open: Vec<usize> = (0..sizes.len()).filter(|&i| sizes[i] > 0).collect();
    while left > 0 && !open.is_empty() {
        let each = (left / open.len()).max(1);
        for &i in &open {
            let more = each.min(sizes[i] - shares[i]).min(left);
            shares[i] += more;
            left -= more;
        }
        open.retain(|&i| shares[i] < sizes[i]);
    }
    shares
}

/// A number that scatters move strings (FNV-1a), so a goal's first picks are not all
/// from one opening.
fn spread(moves: &str) -> u64 {
    moves.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Features;

    fn found(moves: &str, goal: Goal, grade: u8) -> Found {
        Found {
            puzzle: Puzzle {
                moves: moves.to_string(),
                goal,
                grade: Grade::new(grade).unwrap(),
            },
            features: Features {
                line: 1,
                tempting: 0,
                easy_misses: 0.0,
                medium_misses: 0.0,
            },
            dearest: 0,
        }
    }

    #[test]
    fn shares_are_equal_and_a_short_group_gives_the_rest_away() {
        assert_eq!(shares(&[10, 10, 10], 9), vec![3, 3, 3]);
        assert_eq!(shares(&[1, 10, 10], 9), vec![1, 4, 4]);
        assert_eq!(shares(&[0, 2, 10], 9), vec![0, 2, 7]);
        assert_eq!(shares(&[2, 2], 9), vec![2, 2]);
    }

    #[test]
    fn only_moves_and_wins_take_turns_and_each_n_its_turn_among_the_wins() {
        let mut finds: Vec<Found> = (0..6)
            .map(|i| found(&format!("4{i}"), Goal::WinIn(1), 1))
            .collect();
        finds.extend((0..6).map(|i| found(&format!("3{i}"), Goal::OnlyMove, 1)));
        finds.push(found("12", Goal::WinIn(3), 1));
        finds.push(found("13", Goal::WinIn(3), 2));
        let set = select(&finds, 7);
        let count = |goal, grade| {
            set.iter()
                .filter(|p| p.goal == goal && p.grade.number() == grade)
                .count()
        };
        // Grade 1 gets six: three only moves, and the wins in one and in three in turn.
        assert_eq!(count(Goal::OnlyMove, 1), 3);
        assert_eq!(count(Goal::WinIn(1), 1), 2);
        assert_eq!(count(Goal::WinIn(3), 1), 1);
        assert_eq!(count(Goal::WinIn(3), 2), 1);
        assert_eq!(select(&finds, 7), set, "the same finds, the same set");
    }

    #[test]
    fn interleaving_takes_turns_until_every_list_is_out() {
        assert_eq!(
            interleave(vec![vec![1, 2, 3], vec![], vec![7]]),
            vec![1, 7, 2, 3]
        );
    }
}
