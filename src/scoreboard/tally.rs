//! The scoreboard's pure data: who played whom on which board, and how it went.
//! No I/O and no clock: the time of a result is handed in.

use super::Timestamp;
use crate::game::{BoardSize, ByPlayer, Player};

/// Whose results are counted together: the two names in their seats, the
/// computer's level when player two is the computer, and the board size.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Matchup {
    pub names: ByPlayer<String>,
    /// The computer's level ("perfect"), or `None` for two people.
    pub computer: Option<String>,
    pub size: BoardSize,
}

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
}

impl Tally {
    pub fn matches(&self) -> u32 {
        self.wins.one + self.wins.two + self.draws
    }

    /// Adds one result, played at `at`.
    pub fn record(&mut self, result: MatchResult, at: Timestamp) {
        match result {
            MatchResult::Draw => {
                self.draws += 1;
                self.streak = None;
            }
            MatchResult::Win(player) => {
                self.wins[player] += 1;
                let length = match self.streak {
                    Some(streak) if streak.player == player => streak.length + 1,
                    _ => 1,
                };
                self.streak = Some(Streak { player, length });
                self.best_streak[player] = self.best_streak[player].max(length);
            }
        }
        self.last_played = Some(at);
    }
}

/// Every matchup's tally, in the order first played.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Scoreboard {
    entries: Vec<(Matchup, Tally)>,
}

impl Scoreboard {
    pub fn new() -> Self {
        Scoreboard::default()
    }

    /// The tally of a matchup; an empty one if it has not been played yet.
    pub fn tally(&self, matchup: &Matchup) -> Tally {
        self.entries
            .iter()
            .find(|(known, _)| known == matchup)
            .map_or_else(Tally::default, |(_, tally)| *tally)
    }

    /// Adds one result to its matchup's tally and returns the new tally.
    pub fn record(&mut self, matchup: &Matchup, result: MatchResult, at: Timestamp) -> Tally {
        self.record_match(matchup, result, 0, at)
    }

    /// Adds one result, played at `at` with `hints` hints shown, to a matchup's tally
    /// (created if new); returns the tally after it.
    pub fn record_match(
        &mut self,
        matchup: &Matchup,
        result: MatchResult,
        hints: u32,
        at: Timestamp,
    ) -> Tally {
        let index = match self.entries.iter().position(|(known, _)| known == matchup) {
            Some(index) => index,
            None => {
                self.entries.push((matchup.clone(), Tally::default()));
                self.entries.len() - 1
            }
        };
        let tally = &mut self.entries[index].1;
        tally.record(result, at);
        tally.hints += hints;
        *tally
    }

    /// Puts a whole tally in place, as read from disk.
    pub fn insert(&mut self, matchup: Matchup, tally: Tally) {
        match self.entries.iter_mut().find(|(known, _)| *known == matchup) {
            Some((_, existing)) => *existing = tally,
            None => self.entries.push((matchup, tally)),
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (&Matchup, &Tally)> {
        self.entries.iter().map(|(matchup, tally)| (matchup, tally))
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use MatchResult::{Draw, Win};
    use Player::{One, Two};

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
            size: BoardSize::STANDARD,
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
}
