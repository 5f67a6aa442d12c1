//! The computer's levels: how deep and how long each searches, with which evaluation,
//! and what a draw is worth to it.

use super::eval::Evaluation;
use std::fmt;
use std::str::FromStr;

/// How well the computer plays checkers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    /// Hard's search with the hand-set evaluation it had before the learned one: a
    /// fixed opponent for matches, not offered in the menus.
    HardClassic,
}

impl Level {
    /// The levels a player is offered.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::HardClassic => "hard-classic",
        }
    }

    /// Whether the level plays as hard: every moment of its time, the book and the
    /// database's moves at the root.
    pub(super) fn is_hard(self) -> bool {
        matches!(self, Level::Hard | Level::HardClassic)
    }

    /// The evaluation the level's search uses.
    pub(super) fn evaluation(self) -> Evaluation {
        match self {
            Level::HardClassic => Evaluation::Classic,
            _ => Evaluation::Learned,
        }
    }

    /// The deepest the level looks, in plies (before forced moves and exchanges).
    pub(super) fn depth(self) -> u32 {
        match self {
            Level::Easy => 2,
            Level::Medium => 5,
            Level::Hard | Level::HardClassic => 100,
        }
    }

    /// How much less than nothing a draw is worth to the level when it plays, in
    /// hundredths of a man: hard plays on in a level position rather than settle for
    /// a draw (hard-classic, the fixed opponent, as it was).
    pub(super) fn contempt(self) -> i32 {
        match self {
            Level::Hard => HARD_CONTEMPT,
            _ => 0,
        }
    }

    /// The share of the time budget the level may use, in tenths.
    pub(super) fn time_tenths(self) -> u32 {
        match self {
            Level::Easy => 1,
            Level::Medium => 3,
            Level::Hard | Level::HardClassic => 10,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(text: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .chain([Level::HardClassic])
            .find(|level| level.name() == text)
            .ok_or_else(|| {
                format!("{text:?} is not a checkers level: easy, medium or hard (hard-classic for matches)")
            })
    }
}

/// Hard's contempt for a draw, in hundredths of a man: far less than a man, so it
/// risks no material to avoid a draw, only a slightly worse position.
const HARD_CONTEMPT: i32 = 15;
