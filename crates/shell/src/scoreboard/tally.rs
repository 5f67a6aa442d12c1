//! The scoreboard's pure data: who played whom on which board, and how it went.
//! No I/O and no clock: the time of a result is handed in.

use super::Timestamp;
use super::ended::Ended;
use super::matchup::Matchup;
use super::other_games::OtherGames;
use connect4_game::seat::{ByPlayer, Player};
use std::collections::HashMap;

/// How one finished match ended: the increment recorded into a [`Tally`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchResult {
    Win(Player),
    Draw,
}

/// Wins in a row by one side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Streak {
    pub player: Player,
    pub length: u32,
}

/// The results of one matchup so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tally {
    pub wins: ByPlayer<u32>,
    pub draws: u32,
    /// The current run of wins by one side; a draw or the other side's win ends it.
    pub streak: Option<Streak>,
    /// Each side's longest run of wins.
    pub best_streak: ByPlayer<u32>,
    pub last_played: Option<Timestamp>,
    /// Hints shown to a person during these matches (positions analysed for them).
    pub hints: u32,
    /// Moves taken back during these matches.
    pub undos: u32,
}

/// The help a person took during one match, counted on the scoreboard beside its
/// result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Aids {
    /// Positions where hints were shown.
    pub hints: u32,
    /// Undo actions.
    pub undos: u32,
}

impl Tally {
    pub fn matches(&self) -> u32 {
        self.wins
            .one
            .saturating_add(self.wins.two)
            .saturating_add(self.draws)
    }

    /// Adds one result, played at `at`.
    pub fn record(&mut self, result: MatchResult, at: Timestamp) {
        self.count(result);
        self.last_played = Some(at);
    }

    pub fn add_aids(&mut self, aids: Aids) {
        self.hints = self.hints.saturating_add(aids.hints);
        self.undos = self.undos.saturating_add(aids.undos);
    }

    /// Takes one result back out of the counts. The streaks and the time last played
    /// return to `before` when nothing else was recorded since (another copy of the
    /// program may have been playing the same matchup); otherwise they stay, as there
    /// is no telling what they were without this result.
    pub fn retract(&mut self, result: MatchResult, aids: Aids, before: &Tally) {
        match result {
            MatchResult::Draw => self.draws = self.draws.saturating_sub(1),
            MatchResult::Win(player) => self.wins[player] = self.wins[player].saturating_sub(1),
        }
        self.hints = self.hints.saturating_sub(aids.hints);
        self.undos = self.undos.saturating_sub(aids.undos);
        if (self.wins, self.draws) == (before.wins, before.draws) {
            self.streak = before.streak;
            self.best_streak = before.best_streak;
            self.last_played = before.last_played;
        }
    }

    /// Adds one result to the counts and streaks, leaving when it was played alone.
    pub fn count(&mut self, result: MatchResult) {
        match result {
            MatchResult::Draw => {
                // Counters stop at their largest value rather than wrap to 0.
                self.draws = self.draws.saturating_add(1);
                self.streak = None;
            }
            MatchResult::Win(player) => {
                self.wins[player] = self.wins[player].saturating_add(1);
                let length = match self.streak {
                    Some(streak) if streak.player == player => streak.length.saturating_add(1),
                    _ => 1,
                };
                self.streak = Some(Streak { player, length });
                self.best_streak[player] = self.best_streak[player].max(length);
            }
        }
    }

    /// Adds another tally of the same matchup (a duplicate entry in a file): counts
    /// add up, best streaks and the last played time are the larger, and the current
    /// streak is the one of the tally played last.
    pub fn merge(&mut self, other: &Tally) {
        for player in Player::BOTH {
            self.wins[player] = self.wins[player].saturating_add(other.wins[player]);
            self.best_streak[player] = self.best_streak[player].max(other.best_streak[player]);
        }
        self.draws = self.draws.saturating_add(other.draws);
        self.hints = self.hints.saturating_add(other.hints);
        self.undos = self.undos.saturating_add(other.undos);
        if other.last_played > self.last_played {
            self.streak = other.streak;
            self.last_played = other.last_played;
        }
    }
}

/// Every matchup's tally, in the order first played, with an index so that loading or
/// updating one of tens of thousands of matchups takes constant time.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Scoreboard {
    entries: Vec<(Matchup, Tally)>,
    index: HashMap<Matchup, usize>,
    /// The saved matches whose result is counted here (see `ended`).
    pub(super) ended: Ended,
    /// The file's rows of games this build does not know, written back as read.
    pub(super) others: OtherGames,
}

impl Scoreboard {
    pub fn new() -> Self {
        Scoreboard::default()
    }

    /// The tally of a matchup; an empty one if it has not been played yet.
    pub fn tally(&self, matchup: &Matchup) -> Tally {
        self.index
            .get(matchup)
            .map_or_else(Tally::default, |&i| self.entries[i].1)
    }

    /// Adds one result to its matchup's tally and returns the new tally.
    pub fn record(&mut self, matchup: &Matchup, result: MatchResult, at: Timestamp) -> Tally {
        self.record_match(matchup, result, Aids::default(), at)
    }

    /// Adds one result, played at `at` with the `aids` taken, to a matchup's tally
    /// (created if new); returns the tally after it.
    pub fn record_match(
        &mut self,
        matchup: &Matchup,
        result: MatchResult,
        aids: Aids,
        at: Timestamp,
    ) -> Tally {
        let tally = self.entry(matchup);
        tally.record(result, at);
        tally.add_aids(aids);
        *tally
    }

    /// Takes back a result recorded with `aids` (the player undid the move that ended
    /// the match); `before` is the tally as it was before that result. Returns the
    /// tally after.
    pub fn retract(
        &mut self,
        matchup: &Matchup,
        result: MatchResult,
        aids: Aids,
        before: &Tally,
    ) -> Tally {
        let tally = self.entry(matchup);
        tally.retract(result, aids, before);
        *tally
    }

    /// Adds a whole tally, as read from disk. A matchup already there (a file that
    /// lists it twice) gets the two merged: nothing read is ever dropped.
    pub fn insert(&mut self, matchup: Matchup, tally: Tally) {
        self.entry(&matchup).merge(&tally);
    }

    /// The tally of `matchup`, made empty first if it is new.
    fn entry(&mut self, matchup: &Matchup) -> &mut Tally {
        let next = self.entries.len();
        let index = *self.index.entry(matchup.clone()).or_insert(next);
        if index == next {
            self.entries.push((matchup.clone(), Tally::default()));
        }
        &mut self.entries[index].1
    }

    pub fn iter(&self) -> impl Iterator<Item = (&Matchup, &Tally)> {
        self.entries.iter().map(|(matchup, tally)| (matchup, tally))
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The file's rows of games this build does not know, kept to be written back
    /// (see `other_games`); not counted in `len`.
    pub fn other_games(&self) -> &OtherGames {
        &self.others
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scoreboard::Played;
    use MatchResult::{Draw, Win};
    use Player::{One, Two};
    use connect4_game::board_size::BoardSize;

    fn tally_of(results: &[MatchResult]) -> Tally {
        let mut tally = Tally::default();
        for (second, result) in results.iter().enumerate() {
            tally.record(*result, Timestamp(second as i64));
        }
        tally
    }

    #[test]
    fn counts_wins_draws_and_matches() {
        let tally = tally_of(&[Win(One), Win(Two), Draw, Win(One)]);
        assert_eq!((tally.wins.one, tally.wins.two, tally.draws), (2, 1, 1));
        assert_eq!(tally.matches(), 4);
        assert_eq!(tally.last_played, Some(Timestamp(3)));
    }

    #[test]
    fn streaks_run_until_the_other_side_wins_or_a_draw() {
        let tally = tally_of(&[Win(One), Win(One), Win(One), Win(Two), Win(Two)]);
        assert_eq!(
            tally.streak,
            Some(Streak {
                player: Two,
                length: 2
            })
        );
        assert_eq!(tally.best_streak, ByPlayer::new(3, 2));
        assert_eq!(tally_of(&[Win(One), Draw]).streak, None);
    }

    #[test]
    fn each_matchup_has_its_own_tally() {
        let matchup = |two: &str| Matchup {
            names: ByPlayer::new("Ada".into(), two.into()),
            computer: None,
            board: Some(BoardSize::STANDARD),
            played: Played::CONNECT4,
        };
        let mut board = Scoreboard::new();
        board.record(&matchup("Bo"), Win(One), Timestamp(1));
        let tally = board.record(&matchup("Bo"), Win(Two), Timestamp(2));
        board.record(&matchup("Cy"), Draw, Timestamp(3));
        assert_eq!(tally.matches(), 2);
        assert_eq!(board.tally(&matchup("Cy")).draws, 1);
        assert_eq!(board.tally(&matchup("Di")), Tally::default());
        assert_eq!(board.len(), 2);
    }

    #[test]
    fn counters_stop_at_their_largest_value() {
        let mut tally = Tally {
            wins: ByPlayer::new(u32::MAX, 0),
            draws: u32::MAX,
            hints: u32::MAX,
            ..Tally::default()
        };
        tally.record(Win(One), Timestamp(1));
        tally.record(Draw, Timestamp(2));
        assert_eq!((tally.wins.one, tally.draws), (u32::MAX, u32::MAX));
        assert_eq!(tally.matches(), u32::MAX);
        let mut board = Scoreboard::new();
        let matchup = Matchup {
            names: ByPlayer::new("Ada".into(), "Bo".into()),
            computer: None,
            board: Some(BoardSize::STANDARD),
            played: Played::CONNECT4,
        };
        board.insert(matchup.clone(), tally);
        let after = board.record_match(
            &matchup,
            Win(One),
            Aids { hints: 5, undos: 0 },
            Timestamp(3),
        );
        assert_eq!((after.wins.one, after.hints), (u32::MAX, u32::MAX));
    }

    #[test]
    fn a_matchup_listed_twice_is_merged_not_dropped() {
        let matchup = Matchup {
            names: ByPlayer::new("Ada".into(), "Bo".into()),
            computer: Some("hard".into()),
            board: Some(BoardSize::STANDARD),
            played: Played::CONNECT4,
        };
        let older = tally_of(&[Win(One), Win(One), Win(One), Draw]);
        let mut newer = Tally::default();
        newer.record(Win(Two), Timestamp(10));
        newer.hints = 4;
        let mut board = Scoreboard::new();
        board.insert(matchup.clone(), older);
        board.insert(matchup.clone(), newer);
        let merged = board.tally(&matchup);
        assert_eq!((merged.wins.one, merged.wins.two, merged.draws), (3, 1, 1));
        assert_eq!(merged.best_streak, ByPlayer::new(3, 1));
        assert_eq!(merged.streak, newer.streak);
        assert_eq!((merged.hints, merged.last_played), (4, Some(Timestamp(10))));
        assert_eq!(board.len(), 1);
    }

    #[test]
    fn a_retracted_result_leaves_the_tally_as_it_was() {
        let matchup = Matchup {
            names: ByPlayer::new("Ada".into(), "Bo".into()),
            computer: None,
            board: Some(BoardSize::STANDARD),
            played: Played::CONNECT4,
        };
        let mut board = Scoreboard::new();
        board.record(&matchup, Win(Two), Timestamp(1));
        let before = board.record(&matchup, Win(One), Timestamp(2));
        let aids = Aids { hints: 3, undos: 2 };
        board.record_match(&matchup, Win(One), aids, Timestamp(3));
        assert_eq!(board.retract(&matchup, Win(One), aids, &before), before);
    }
}
