//! Ratings: Glicko-2 (the skillratings crate), one per player and rated kind, kept in
//! memory and stored with the result that changed them.

use crate::db::{LoadedRating, Write};
use crate::limits::counted_as;
use crate::players::PlayerId;
use connect4_protocol::{Clock, Games, LIST_MAX, Player, RatingInfo, RatingKind};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Duration;

/// A player's rating in one kind, and the rated games it rests on.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rated {
    pub glicko: Glicko2Rating,
    pub games: u32,
}

impl Default for Rated {
    fn default() -> Self {
        Rated {
            glicko: Glicko2Rating::new(),
            games: 0,
        }
    }
}

impl Rated {
    /// The rating as shown: a whole number.
    pub fn shown(&self) -> i32 {
        self.glicko.rating.round() as i32
    }

    /// The write of this rating in place of `was`, refused if the stored one is no
    /// longer `was` (another node rated a game of the player since).
    pub fn write(&self, player: PlayerId, kind: RatingKind, was: Rated) -> Write {
        Write::Rating {
            was_games: i64::from(was.games),
            player,
            kind: kind.name().to_string(),
            rating: self.glicko.rating,
            deviation: self.glicko.deviation,
            volatility: self.glicko.volatility,
            games: i64::from(self.games),
        }
    }
}

/// Locks over the players, each player's id falling to one of them: enough that
/// results of different players rarely wait on each other.
const STRIPES: usize = 64;

/// Every rating, and locks that make one result's update at a time per player, so
/// two games of the same player ending together both count.
#[derive(Debug)]
pub struct Ratings {
    /// The rated games played here, in the registry's order.
    kinds: Vec<RatingKind>,
    table: Mutex<HashMap<(PlayerId, RatingKind), Rated>>,
    stripes: Vec<tokio::sync::Mutex<()>>,
}

/// Two players' ratings held for one result's update.
#[derive(Debug)]
pub struct Updating<'a> {
    _guards: (
        tokio::sync::MutexGuard<'a, ()>,
        Option<tokio::sync::MutexGuard<'a, ()>>,
    ),
}

impl Ratings {
    /// The ratings in `games`' rated kinds among those `loaded`.
    pub fn from_loaded(games: Games, loaded: &[LoadedRating]) -> Ratings {
        let kinds: Vec<RatingKind> = games.rated().collect();
        let table = loaded.iter().filter_map(|r| rated(&kinds, r)).collect();
        Ratings {
            kinds,
            table: Mutex::new(table),
            stripes: (0..STRIPES).map(|_| tokio::sync::Mutex::new(())).collect(),
        }
    }

    /// The ratings of a player another server made, read from the database; a
    /// rating known here already stays.
    pub fn learn(&self, loaded: &[LoadedRating]) {
        let mut table = self.table.lock().unwrap_or_else(|e| e.into_inner());
        for (key, rated) in loaded.iter().filter_map(|r| rated(&self.kinds, r)) {
            table.entry(key).or_insert(rated);
        }
    }

    /// The ratings of a player as stored now, in place of those known here (another
    /// node may have changed them).
    pub fn refresh(&self, loaded: &[LoadedRating]) {
        let mut table = self.table();
        for (key, rated) in loaded.iter().filter_map(|r| rated(&self.kinds, r)) {
            table.insert(key, rated);
        }
    }

    /// Holds the ratings of `one` and `two` until the guard is dropped. Only ends
    /// sharing a player (or a stripe) wait for each other: one lock for all would make
    /// every end wait for the commits of the ends queued before it. Stripes are taken
    /// in order, so two updates never wait on each other.
    pub async fn update(&self, one: PlayerId, two: PlayerId) -> Updating<'_> {
        let stripe = |id: PlayerId| id.rem_euclid(STRIPES as i64) as usize;
        let (low, high) = (stripe(one).min(stripe(two)), stripe(one).max(stripe(two)));
        let first = self.stripes[low].lock().await;
        let second = if high == low {
            None
        } else {
            Some(self.stripes[high].lock().await)
        };
        Updating {
            _guards: (first, second),
        }
    }

    fn table(&self) -> std::sync::MutexGuard<'_, HashMap<(PlayerId, RatingKind), Rated>> {
        self.table.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn get(&self, player: PlayerId, kind: RatingKind) -> Rated {
        self.table()
            .get(&(player, kind))
            .copied()
            .unwrap_or_default()
    }

    pub fn set(&self, player: PlayerId, kind: RatingKind, rated: Rated) {
        self.table().insert((player, kind), rated);
    }

    /// A player's ratings in every rated kind.
    pub fn infos(&self, player: PlayerId) -> Vec<RatingInfo> {
        self.kinds
            .iter()
            .map(|&kind| {
                let rated = self.get(player, kind);
                RatingInfo {
                    kind,
                    rating: rated.shown(),
                    deviation: rated.glicko.deviation.round() as i32,
                    games: rated.games,
                }
            })
            .collect()
    }

    /// The best rated players with at least one game, best first.
    pub fn leaders(&self) -> Vec<(PlayerId, RatingKind, Rated)> {
        let mut all: Vec<_> = self
            .table()
            .iter()
            .filter(|(_, rated)| rated.games > 0)
            .map(|(&(player, kind), &rated)| (player, kind, rated))
            .collect();
        all.sort_by(|a, b| b.2.glicko.rating.total_cmp(&a.2.glicko.rating));
        all.truncate(LIST_MAX);
        all
    }
}

/// Whether two players play from one address (an IPv6 /64 counting as one), so
/// that their game could trade rating points between two accounts of one person.
/// An address not known (a game recovered, the ssh door's players) matches none.
pub fn one_address(a: Option<IpAddr>, b: Option<IpAddr>) -> bool {
    a.zip(b)
        .is_some_and(|(a, b)| counted_as(a) == counted_as(b))
}

/// The estimated length of a game on `clock`: its base and forty increments.
fn estimated(clock: Clock) -> Duration {
    Duration::from_millis(clock.base_ms() + 40 * clock.increment_ms())
}

/// Why a game on `clock` may not be rated, if it may not: on a clock shorter than
/// `min` (estimated), a rated game is lost on time before a move can be thought of.
/// A game with no clock has no flag to fall.
pub fn short_clock(clock: Option<Clock>, min: Duration) -> Option<String> {
    let clock = clock?;
    (estimated(clock) < min).then(|| {
        format!(
            "a rated game needs a clock of at least {} s, counting the base and 40 increments: \
             {clock} is shorter; play it unrated or choose a longer clock",
            min.as_secs()
        )
    })
}

/// Both seats' ratings after a game `winner` won (none: a draw).
pub fn after_game(one: Rated, two: Rated, winner: Option<Player>) -> (Rated, Rated) {
    let outcome = match winner {
        Some(Player::One) => Outcomes::WIN,
        Some(Player::Two) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let (a, b) = glicko2(&one.glicko, &two.glicko, &outcome, &Glicko2Config::new());
    (
        Rated {
            glicko: a,
            games: one.games + 1,
        },
        Rated {
            glicko: b,
            games: two.games + 1,
        },
    )
}

/// A rating as stored, keyed by player and kind; none for a kind not among `kinds`
/// (a game this server does not play).
fn rated(kinds: &[RatingKind], r: &LoadedRating) -> Option<((PlayerId, RatingKind), Rated)> {
    let kind = *kinds.iter().find(|kind| kind.name() == r.kind)?;
    let glicko = Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    };
    let games = u32::try_from(r.games).unwrap_or(u32::MAX);
    Some(((r.player, kind), Rated { glicko, games }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_update_waits_only_for_one_sharing_a_player() {
        use futures_util::FutureExt;
        let ratings = Ratings::from_loaded(crate::test_games::GAMES, &[]);
        let held = ratings.update(1, 2).now_or_never().expect("free");
        assert!(
            ratings.update(3, 4).now_or_never().is_some(),
            "others go on"
        );
        assert!(ratings.update(2, 3).now_or_never().is_none(), "two waits");
        assert!(ratings.update(5, 1).now_or_never().is_none(), "one waits");
        assert!(ratings.update(7, 7).now_or_never().is_some());
        drop(held);
        assert!(ratings.update(2, 1).now_or_never().is_some());
    }

    #[test]
    fn a_win_moves_ratings_apart_and_a_draw_between_equals_does_not() {
        let (one, two) = after_game(Rated::default(), Rated::default(), Some(Player::One));
        assert!(one.shown() > 1500 && two.shown() < 1500, "{one:?} {two:?}");
        assert_eq!((one.games, two.games), (1, 1));
        let (a, b) = after_game(Rated::default(), Rated::default(), None);
        assert_eq!((a.shown(), b.shown()), (1500, 1500));
    }

    #[test]
    fn a_rated_clock_lasts_a_minute_with_forty_increments() {
        let min = Duration::from_secs(60);
        let clock = |text| Some(Clock::parse(text).unwrap());
        assert!(short_clock(clock("0.001+0"), min).is_some());
        assert!(short_clock(clock("0.5+0"), min).is_some());
        assert_eq!(short_clock(clock("1+0"), min), None);
        assert_eq!(short_clock(clock("0.5+1"), min), None);
        assert_eq!(short_clock(None, min), None);
    }

    #[test]
    fn one_address_is_known_and_equal() {
        let here = Some(IpAddr::from([10, 0, 0, 1]));
        assert!(one_address(here, here));
        assert!(!one_address(here, Some([10, 0, 0, 2].into())));
        assert!(!one_address(here, None) && !one_address(None, None));
        let v6 = |t: &str| Some(t.parse::<IpAddr>().unwrap());
        assert!(one_address(v6("2001:db8::1"), v6("2001:db8::2")));
    }
}
