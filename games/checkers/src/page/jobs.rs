//! Checkers' jobs and answers between the page and the engine's worker, as JSON: the
//! position as FEN, moves in their notation.

use crate::Board;
use crate::terminal::{CheckersMessage, Purpose, Think};
use serde::{Deserialize, Serialize};

/// A checkers job for the worker.
#[derive(Debug, Serialize, Deserialize)]
pub struct CheckersJob {
    pub ticket: u64,
    pub fen: String,
    /// The positions the game could come back to, as FEN, oldest first.
    #[serde(default)]
    pub history: Vec<String>,
    pub level: String,
    pub purpose: String,
    /// The computer's time budget for one move, in milliseconds.
    pub think_ms: u64,
}

/// The worker's answer to a checkers job.
#[derive(Debug, Serialize, Deserialize)]
pub enum CheckersAnswer {
    Moved { ticket: u64, notation: String },
    Hint { ticket: u64, notation: String },
    Draw { ticket: u64, accepted: bool },
}

impl CheckersJob {
    pub fn of(think: &Think, think_ms: u64) -> CheckersJob {
        CheckersJob {
            ticket: think.ticket,
            fen: think.board.to_string(),
            history: think.history.iter().map(ToString::to_string).collect(),
            level: think.level.name().to_string(),
            purpose: match think.purpose {
                Purpose::Move => "move",
                Purpose::Hint => "hint",
                Purpose::Draw => "draw",
            }
            .to_string(),
            think_ms,
        }
    }

    /// The job as the engine takes it; `None` if the text does not make one.
    pub fn think(&self) -> Option<Think> {
        Some(Think {
            ticket: self.ticket,
            board: self.fen.parse().ok()?,
            history: self
                .history
                .iter()
                .map(|fen| fen.parse().ok())
                .collect::<Option<_>>()?,
            level: self.level.parse().ok()?,
            purpose: match self.purpose.as_str() {
                "move" => Purpose::Move,
                "hint" => Purpose::Hint,
                "draw" => Purpose::Draw,
                _ => return None,
            },
        })
    }
}

impl CheckersAnswer {
    /// The answer for the engine's message (the only messages it sends).
    pub fn of(message: &CheckersMessage) -> Option<CheckersAnswer> {
        Some(match message {
            CheckersMessage::ComputerMoved { ticket, mv } => CheckersAnswer::Moved {
                ticket: *ticket,
                notation: mv.to_string(),
            },
            CheckersMessage::HintFound { ticket, mv } => CheckersAnswer::Hint {
                ticket: *ticket,
                notation: mv.to_string(),
            },
            CheckersMessage::DrawAnswered { ticket, accepted } => CheckersAnswer::Draw {
                ticket: *ticket,
                accepted: *accepted,
            },
            _ => return None,
        })
    }

    /// The app's message, its move read on `board` (the position it was asked for);
    /// `None` if the move is not legal there.
    pub fn message(self, board: &Board) -> Option<CheckersMessage> {
        Some(match self {
            CheckersAnswer::Moved { ticket, notation } => CheckersMessage::ComputerMoved {
                ticket,
                mv: board.parse_move(&notation).ok()?,
            },
            CheckersAnswer::Hint { ticket, notation } => CheckersMessage::HintFound {
                ticket,
                mv: board.parse_move(&notation).ok()?,
            },
            CheckersAnswer::Draw { ticket, accepted } => {
                CheckersMessage::DrawAnswered { ticket, accepted }
            }
        })
    }
}
