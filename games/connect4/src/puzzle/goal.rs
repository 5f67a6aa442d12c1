//! What a puzzle asks of the player to move: a win within a number of their own
//! moves, or the only move that keeps the best outcome.

use std::fmt;
use std::str::FromStr;

/// The longest win a puzzle asks for, in the player's own moves: beyond it a line is
/// too long to read out, and the position is at best an only-move puzzle.
pub const MAX_WIN_IN: u32 = 12;

/// A puzzle's goal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Goal {
    /// Exactly one move wins within this many of the player's own moves (the winning
    /// disc counted); the others win later, draw or lose.
    WinIn(u32),
    /// Every other move loses, and this one draws, wins, or loses strictly later than
    /// all the others.
    OnlyMove,
}

impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::WinIn(moves) => write!(f, "win-in-{moves}"),
            Goal::OnlyMove => f.write_str("only-move"),
        }
    }
}

/// A goal that is not `only-move` nor `win-in-N` with N from 1 to [`MAX_WIN_IN`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseGoalError(pub String);

impl fmt::Display for ParseGoalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a goal: use only-move or win-in-N (N from 1 to {MAX_WIN_IN})",
            crate::escape::escape_cut(&self.0, 60)
        )
    }
}

impl std::error::Error for ParseGoalError {}

impl FromStr for Goal {
    type Err = ParseGoalError;

    fn from_str(text: &str) -> Result<Goal, ParseGoalError> {
        if text == "only-move" {
            return Ok(Goal::OnlyMove);
        }
        text.strip_prefix("win-in-")
            .filter(|n| !n.starts_with('0') && !n.starts_with('+'))
            .and_then(|n| n.parse().ok())
            .filter(|n| (1..=MAX_WIN_IN).contains(n))
            .map(Goal::WinIn)
            .ok_or_else(|| ParseGoalError(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn goals_read_as_they_print() {
        for goal in [
            Goal::WinIn(1),
            Goal::WinIn(5),
            Goal::WinIn(12),
            Goal::OnlyMove,
        ] {
            assert_eq!(goal.to_string().parse(), Ok(goal));
        }
        assert_eq!(Goal::WinIn(5).to_string(), "win-in-5");
        for bad in [
            "win-in-0",
            "win-in-13",
            "win-in-05",
            "win-in-+5",
            "win-in-",
            "only",
        ] {
            assert!(bad.parse::<Goal>().is_err(), "{bad}");
        }
    }
}
