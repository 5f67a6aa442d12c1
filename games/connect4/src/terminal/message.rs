//! Everything that can happen to the app, and the effects update asks the loop to do.

use super::puzzle::{PuzzlePick, PuzzlesKept, RecordPuzzle};
use crate::ai::{Analysis, Choice, Level};
use crate::game::{Column, Game};
use connect4_shell::{Route, ShellMessage};

/// One thing that happened, already translated from keys, the mouse or the worker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Move the hover column one step left (wraps around).
    HoverLeft,
    /// Move the hover column one step right (wraps around).
    HoverRight,
    /// Put the hover on a column (digit keys, mouse movement).
    HoverColumn(Column),
    /// Drop a disc in the hover column.
    Drop,
    /// Drop a disc in this column (mouse click).
    DropAt(Column),
    /// The shell's own: its boxes, questions, time, and the storage's and the
    /// server's answers.
    Shell(ShellMessage),
    /// Show or hide the hint row (the analysis of every column).
    ToggleHints,
    /// Open the post-game review at the last move, or close it.
    ToggleReview,
    /// Step the review one move back or forward, or to either end.
    ReviewPrev,
    ReviewNext,
    ReviewStart,
    ReviewEnd,
    /// The analysis of a position of the review with this ticket.
    ReviewAnalysis {
        ticket: u64,
        ply: usize,
        analysis: Analysis,
    },
    /// Open the box that shares the position (its moves and link), or close it.
    ToggleShare,
    /// Copy what the share box offers to the clipboard.
    CopyShared,
    /// Copy the match as a game record (`.c4n`) to the clipboard.
    CopyRecord,
    /// Take back the last move (against the computer, its reply and the person's move).
    Undo,
    /// Play again the move last taken back (and the computer's reply that followed).
    Redo,
    /// The computer decided, in answer to the search with this ticket.
    ComputerMoved {
        ticket: u64,
        choice: Choice,
    },
    /// The player of a seat played elsewhere (another machine) dropped a disc in this
    /// column; played only when it is that seat's turn.
    PlayedElsewhere {
        column: Column,
    },
    /// The analysis for hints, in answer to the request with this ticket: what is
    /// known so far, and whether every column is now known (or the search gave up).
    AnalysisReady {
        ticket: u64,
        analysis: Analysis,
        complete: bool,
    },
    /// Open a puzzle (the puzzle mode begins, the match waits).
    StartPuzzle(PuzzlePick),
    /// The analysis of a puzzle's position, in answer to the request with this ticket.
    PuzzleAnalysis {
        ticket: u64,
        analysis: Analysis,
    },
    /// The puzzle record as saved, in answer to a `RecordPuzzle`.
    PuzzlesKept(PuzzlesKept),
}

impl From<ShellMessage> for Message {
    fn from(message: ShellMessage) -> Message {
        Message::Shell(message)
    }
}

/// Work with the outside world that update cannot do itself: where the loop sends
/// it, with Connect 4's searches for the engine and its puzzle record for the storage.
pub type Effect = Route<Search, RecordPuzzle>;

/// What Connect 4 asks of its engine: the engine's thread (or the page's worker)
/// runs these and nothing else.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Search {
    /// The computer's move; answer with `ComputerMoved`.
    Think {
        ticket: u64,
        game: Game,
        level: Level,
    },
    /// Analyse the position before move `ply` (0-based) for the review; answer with
    /// `ReviewAnalysis`.
    AnalyzeForReview { ticket: u64, ply: usize, game: Game },
    /// Analyse every column; answer with `AnalysisReady` as columns are solved.
    Analyze { ticket: u64, game: Game },
    /// Analyse every column of a puzzle's position exactly; answer with
    /// `PuzzleAnalysis`, held back like the computer's move when `pause` (it brings
    /// the answer to the player's move, which a person should see coming).
    Puzzle {
        ticket: u64,
        game: Game,
        pause: bool,
    },
}
