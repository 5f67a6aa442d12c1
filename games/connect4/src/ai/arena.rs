//! Matches between two levels, for measuring their strength: games from varied
//! openings, each opening played twice so both levels get both colours.

use super::{Computer, Engine, Level};
use crate::game::{BoardSize, Column, Game, Player};
use std::ops::RangeInclusive;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use web_time::Instant;

/// What to play.
#[derive(Debug, Clone)]
pub struct Setup {
    /// The level whose score is reported.
    pub first: Level,
    pub second: Level,
    pub games: u32,
    pub seed: u64,
    pub size: BoardSize,
    /// Thinking time per move, for both levels.
    pub budget: Duration,
    /// How many random moves each opening has (drawn per pair of games).
    pub opening: RangeInclusive<usize>,
}

/// How one game ended, for the first level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    Win,
    Draw,
    Loss,
}

/// One finished game.
#[derive(Debug, Clone)]
pub struct Record {
    /// The random moves it started from.
    pub opening: String,
    /// Every move, the opening included.
    pub moves: String,
    /// The colour the first level had (player one made the first opening move).
    pub first_plays: Player,
    pub result: GameResult,
    /// The move numbers (1 is the first disc) of the perfect level's moves that were
    /// not proven best, so a run can show which positions it did not solve in time.
    pub unproven: Vec<usize>,
}

/// The move times of one level and how many of its moves were not proven.
#[derive(Debug, Clone, Default)]
pub struct Timing {
    pub times: Vec<Duration>,
    pub unproven: usize,
}

impl Timing {
    pub fn median(&self) -> Duration {
        let mut sorted = self.times.clone();
        sorted.sort();
        sorted.get(sorted.len() / 2).copied().unwrap_or_default()
    }

    pub fn max(&self) -> Duration {
        self.times.iter().max().copied().unwrap_or_default()
    }
}

/// The tally of a match, from the first level's side.
#[derive(Debug, Clone, Default)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub first: Timing,
    pub second: Timing,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The first level's score in percent: a win counts one, a draw half.
    pub fn score_percent(&self) -> f64 {
        let games = self.games().max(1);
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) * 100.0 / f64::from(games)
    }
}

/// Plays the match, calling `on_game` after each game.
pub fn play(setup: &Setup, mut on_game: impl FnMut(&Record)) -> Tally {
    let mut openings = fastrand::Rng::with_seed(setup.seed);
    // Each side keeps one engine for the whole match, as the app keeps one per
    // session; their seeds differ so that two easy players do not mirror each other.
    let mut engines = [
        Computer::with_seed(mix(setup.seed, 1)).with_budget(setup.budget),
        Computer::with_seed(mix(setup.seed, 2)).with_budget(setup.budget),
    ];
    let levels = [setup.first, setup.second];
    let stop = Arc::new(AtomicBool::new(false));
    let mut tally = Tally::default();
    let mut opening = Game::new(setup.size, Player::One);
    for index in 0..setup.games {
        if index % 2 == 0 {
            opening = random_opening(setup.size, &setup.opening, &mut openings);
        }
        // Even games: the first level has player one; odd games: player two.
        let first_plays = if index % 2 == 0 {
            Player::One
        } else {
            Player::Two
        };
        let mut game = opening.clone();
        let mut unproven = Vec::new();
        while !game.is_over() {
            let side = usize::from(game.to_move() != first_plays);
            let started = Instant::now();
            let choice = engines[side]
                .choose(&game, levels[side], &stop)
                .expect("nothing stops a match");
            let timing = if side == 0 {
                &mut tally.first
            } else {
                &mut tally.second
            };
            timing.times.push(started.elapsed());
            if levels[side] == Level::Perfect && !choice.proven {
                timing.unproven += 1;
                unproven.push(game.moves().len() + 1);
            }
            game.play(choice.column).expect("engines play legal moves");
        }
        let result = match game.outcome().and_then(|o| o.winner()) {
            None => GameResult::Draw,
            Some(p) if p == first_plays => GameResult::Win,
            Some(_) => GameResult::Loss,
        };
        match result {
            GameResult::Win => tally.wins += 1,
            GameResult::Draw => tally.draws += 1,
            GameResult::Loss => tally.losses += 1,
        }
        on_game(&Record {
            opening: opening.notation(),
            moves: game.notation(),
            first_plays,
            result,
            unproven,
        });
    }
    tally
}

/// A random opening of a length drawn from `lengths`, not already decided: replayed
/// until neither side can win at once, so neither level gets a free win.
fn random_opening(
    size: BoardSize,
    lengths: &RangeInclusive<usize>,
    rng: &mut fastrand::Rng,
) -> Game {
    loop {
        let mut game = Game::new(size, Player::One);
        let length = rng.usize(lengths.clone());
        while game.moves().len() < length && !game.is_over() {
            let legal: Vec<Column> = game.legal_columns().collect();
            game.play(legal[rng.usize(..legal.len())])
                .expect("a legal column");
        }
        if !game.is_over() && !can_win_at_once(&game) {
            return game;
        }
    }
}

fn can_win_at_once(game: &Game) -> bool {
    game.legal_columns().any(|column| {
        let mut next = game.clone();
        next.play(column).is_ok() && next.outcome().is_some()
    })
}

/// A seed derived from `seed` and a stream number (splitmix64's finaliser).
pub(crate) fn mix(seed: u64, stream: u64) -> u64 {
    let mut z = seed.wrapping_add(stream.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn openings_are_reproducible_and_undecided() {
        let size = BoardSize::STANDARD;
        let draw = |seed| {
            let mut rng = fastrand::Rng::with_seed(seed);
            (0..20)
                .map(|_| random_opening(size, &(2..=4), &mut rng).notation())
                .collect::<Vec<_>>()
        };
        let a = draw(5);
        assert_eq!(a, draw(5));
        assert!(a.iter().all(|o| (2..=4).contains(&o.len())));
        assert!(a.iter().collect::<std::collections::HashSet<_>>().len() > 10);
    }
}
