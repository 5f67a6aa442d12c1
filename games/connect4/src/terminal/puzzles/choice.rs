//! Which puzzle comes next: one the player has not tried, among those rated nearest
//! their rating, picked by a number the edge drew (update never draws); and the day's
//! puzzle, the same for everyone on that day.

use super::record::PuzzleStanding;
use crate::puzzle::Puzzle;

/// How many of the nearest-rated untried puzzles the next one is picked from: enough
/// that the same rating does not always give the same puzzle, few enough to stay
/// within about a grade of the player.
const NEAREST: usize = 40;

/// The index in `set` of the puzzle to try next: an untried one (any one once all are
/// tried) among the [`NEAREST`] to the player's rating, the `draw`-th of them around.
/// `None` for an empty set.
pub fn next_puzzle(set: &[Puzzle], standing: &PuzzleStanding, draw: u64) -> Option<usize> {
    let untried: Vec<usize> = (0..set.len())
        .filter(|&i| !standing.tried.contains(&set[i].moves))
        .collect();
    let mut pool = if untried.is_empty() {
        (0..set.len()).collect()
    } else {
        untried
    };
    let distance = |i: &usize| (set[*i].grade.rating() - f64::from(standing.rating)).abs() as i64;
    pool.sort_by_key(|i| (distance(i), *i));
    pool.truncate(NEAREST);
    let pick = (mix(draw) % pool.len().max(1) as u64) as usize;
    pool.get(pick).copied()
}

/// The index in `set` of the day's puzzle (`day` as "2026-11-25"): one of the middle
/// grades, so that most players can solve it and none finds it trivial.
pub fn daily_puzzle(set: &[Puzzle], day: &str) -> Option<usize> {
    let middle: Vec<usize> = (0..set.len())
        .filter(|&i| (2..=4).contains(&set[i].grade.number()))
        .collect();
    let pool = if middle.is_empty() {
        (0..set.len()).collect()
    } else {
        middle
    };
    let hash = day.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    let pick = (mix(hash) % pool.len().max(1) as u64) as usize;
    pool.get(pick).copied()
}

/// Scatters a number (splitmix64's finaliser), so neighbouring draws and days land
/// far apart.
fn mix(value: u64) -> u64 {
    let mut z = value.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Goal, Grade};

    fn set() -> Vec<Puzzle> {
        (0..200)
            .map(|i| Puzzle {
                moves: format!("{}", 1 + i % 7).repeat(1 + i / 7 % 5) + &(i / 35 + 1).to_string(),
                goal: Goal::OnlyMove,
                grade: Grade::new(1 + (i % 5) as u8).unwrap(),
            })
            .collect()
    }

    #[test]
    fn the_next_puzzle_is_untried_and_near_the_players_rating() {
        let set = set();
        let mut standing = PuzzleStanding {
            rating: 1900,
            ..PuzzleStanding::default()
        };
        for draw in 0..20 {
            let next = next_puzzle(&set, &standing, draw).unwrap();
            assert!(set[next].grade.number() >= 4, "draw {draw}");
            assert!(!standing.tried.contains(&set[next].moves));
            standing.tried.insert(set[next].moves.clone());
        }
        assert!(next_puzzle(&[], &standing, 0).is_none());
    }

    #[test]
    fn once_every_puzzle_is_tried_any_may_come_again() {
        let set = set();
        let standing = PuzzleStanding {
            tried: set.iter().map(|p| p.moves.clone()).collect(),
            ..PuzzleStanding::default()
        };
        assert!(next_puzzle(&set, &standing, 3).is_some());
    }

    #[test]
    fn the_days_puzzle_is_the_same_all_day_and_changes_with_the_day() {
        let set = set();
        let today = daily_puzzle(&set, "2026-11-25").unwrap();
        assert_eq!(daily_puzzle(&set, "2026-11-25"), Some(today));
        assert!((2..=4).contains(&set[today].grade.number()));
        let days: std::collections::HashSet<usize> = (1..=28)
            .filter_map(|d| daily_puzzle(&set, &format!("2026-02-{d:02}")))
            .collect();
        assert!(days.len() > 15, "{days:?}");
    }
}
