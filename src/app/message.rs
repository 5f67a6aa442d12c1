//! Everything that can happen to the app, and the effects update asks the loop to do.

use crate::scoreboard::{MatchResult, Matchup, Tally};

/// One thing the player did, already translated from keys or the mouse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Move the hover column one step left (wraps around).
    HoverLeft,
    /// Move the hover column one step right (wraps around).
    HoverRight,
    /// Put the hover on a 0-based column (digit keys, mouse movement).
    HoverColumn(usize),
    /// Drop a disc in the hover column.
    Drop,
    /// Drop a disc in this 0-based column (mouse click).
    DropAt(usize),
    /// Start a new match; asks first if one is under way.
    NewMatch,
    /// Show or hide the help overlay.
    ToggleHelp,
    /// Close whatever overlay is open.
    CloseOverlay,
    /// Leave the app; asks first if a match is under way.
    Quit,
    /// Leave at once, no questions (Ctrl-C).
    ForceQuit,
    /// Answer yes to the open question.
    Confirm,
    /// Answer no to the open question.
    Cancel,
    /// The scoreboard as saved after a match (or kept in memory when saving failed),
    /// with anything the player must be told about the file.
    ScoresUpdated {
        tally: Tally,
        notice: Option<String>,
    },
}

/// Work with the outside world that update cannot do itself: the loop performs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// A match has just ended; add it to the scoreboard on disk and answer with
    /// `ScoresUpdated`.
    RecordResult {
        matchup: Matchup,
        result: MatchResult,
    },
}
