//! Games between two computer levels, for `connect4 checkers match`: each game opens
//! with a few random moves (so that games differ), the levels take turns at playing
//! Black, and a game that neither side ends within the ply limit is a draw.

use super::computer::Computer;
use super::game::{Game, Outcome};
use super::level::Level;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Random moves at the start of each game.
const OPENING_PLIES: usize = 4;
/// A game still going after this many plies is scored a draw.
const MAX_PLIES: usize = 400;

/// The score of a match, from the first level's side.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    /// Wins count one, draws one half: the share of the points, 0 to 1.
    pub fn score(&self) -> f64 {
        let games = self.wins + self.draws + self.losses;
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(games.max(1))
    }
}

/// Plays `games` games of `first` against `second`; `done` hears after each one.
pub fn play_match(
    first: Level,
    second: Level,
    games: u32,
    seed: u64,
    budget: Duration,
    mut done: impl FnMut(u32, &Tally),
) -> Tally {
    let mut tally = Tally::default();
    let mut rng = fastrand::Rng::with_seed(seed);
    let stop = AtomicBool::new(false);
    for number in 0..games {
        let mut engines = [
            Computer::with_seed(rng.u64(..), budget),
            Computer::with_seed(rng.u64(..), budget),
        ];
        // Even games the first level plays Black, odd games White.
        let levels = if number % 2 == 0 {
            [first, second]
        } else {
            [second, first]
        };
        let mut game = Game::new();
        while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
            let moves = game.legal_moves();
            let side = game.moves().len() % 2;
            let mv = if game.moves().len() < OPENING_PLIES {
                moves[rng.usize(..moves.len())].clone()
            } else {
                engines[side]
                    .choose_in(&game, levels[side], &stop)
                    .expect("nothing stops it")
            };
            game.play(&mv).expect("the engine plays legal moves");
        }
        let first_is_black = number % 2 == 0;
        match game.outcome() {
            Some(Outcome::Win(color)) if (color == super::Color::Black) == first_is_black => {
                tally.wins += 1
            }
            Some(Outcome::Win(_)) => tally.losses += 1,
            _ => tally.draws += 1,
        }
        done(number + 1, &tally);
    }
    tally
}
