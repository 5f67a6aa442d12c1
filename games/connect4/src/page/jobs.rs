//! Connect 4's jobs and answers between the page and the engine's worker, as JSON:
//! the position (its size, who started, the moves) and what to do with it; the
//! column chosen, or each column's verdict as a hint label.

use crate::ai::{Analysis, Choice, Level, Verdict};
use crate::game::{BoardSize, Column, Game, Player};
use crate::terminal::{Message, Search};
use serde::{Deserialize, Serialize};

/// A search for the worker: the effect that asked for it, with the position written
/// out.
#[derive(Debug, Serialize, Deserialize)]
pub struct Job {
    pub kind: JobKind,
    pub ticket: u64,
    /// For a review, the ply of the position.
    pub ply: usize,
    pub columns: usize,
    pub rows: usize,
    pub starter: Player,
    /// The moves as 1-based column digits.
    pub moves: String,
    pub level: Option<String>,
    /// The computer's time budget for one move, in milliseconds.
    pub think_ms: u64,
    /// For a puzzle's analysis, whether its answer is held back like the computer's
    /// move (it brings the answer to the player's move).
    #[serde(default)]
    pub pause: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum JobKind {
    Think,
    Analyze,
    Review,
    Puzzle,
}

/// An answer from the worker.
#[derive(Debug, Serialize, Deserialize)]
pub enum Answer {
    Moved {
        ticket: u64,
        column: usize,
        proven: bool,
    },
    Analysis {
        ticket: u64,
        verdicts: Vec<Option<String>>,
        complete: bool,
    },
    Review {
        ticket: u64,
        ply: usize,
        verdicts: Vec<Option<String>>,
    },
    Puzzle {
        ticket: u64,
        verdicts: Vec<Option<String>>,
        pause: bool,
    },
}

impl Job {
    /// The job for one of Connect 4's searches.
    pub fn of(search: &Search, think_ms: u64) -> Job {
        let mut pause = false;
        let (kind, ticket, ply, game, level) = match search {
            Search::Think {
                ticket,
                game,
                level,
            } => (JobKind::Think, *ticket, 0, game, Some(level.name())),
            Search::Analyze { ticket, game } => (JobKind::Analyze, *ticket, 0, game, None),
            Search::AnalyzeForReview { ticket, ply, game } => {
                (JobKind::Review, *ticket, *ply, game, None)
            }
            Search::Puzzle {
                ticket,
                game,
                pause: held,
            } => {
                pause = *held;
                (JobKind::Puzzle, *ticket, 0, game, None)
            }
        };
        Job {
            kind,
            ticket,
            ply,
            columns: game.size().columns(),
            rows: game.size().rows(),
            starter: game.starter(),
            moves: game.notation(),
            level: level.map(str::to_string),
            think_ms,
            pause,
        }
    }

    pub fn game(&self) -> Option<Game> {
        let size = BoardSize::new(self.columns, self.rows).ok()?;
        Game::from_notation(size, self.starter, &self.moves).ok()
    }

    pub fn level(&self) -> Option<Level> {
        self.level.as_deref()?.parse().ok()
    }
}

impl Answer {
    /// Whether this answer ends its job (an analysis also sends partial ones).
    pub fn is_final(&self) -> bool {
        !matches!(
            self,
            Answer::Analysis {
                complete: false,
                ..
            }
        )
    }

    pub fn analysis(ticket: u64, analysis: &Analysis, complete: bool) -> Answer {
        Answer::Analysis {
            ticket,
            verdicts: labels(analysis),
            complete,
        }
    }

    pub fn puzzle(ticket: u64, analysis: &Analysis, pause: bool) -> Answer {
        Answer::Puzzle {
            ticket,
            verdicts: labels(analysis),
            pause,
        }
    }

    /// Whether the answer is held back like the computer's move.
    pub fn held(&self) -> bool {
        matches!(
            self,
            Answer::Moved { .. } | Answer::Puzzle { pause: true, .. }
        )
    }

    pub fn review(ticket: u64, ply: usize, analysis: &Analysis) -> Answer {
        Answer::Review {
            ticket,
            ply,
            verdicts: labels(analysis),
        }
    }

    /// The app's message for this answer.
    pub fn message(self) -> Message {
        match self {
            Answer::Moved {
                ticket,
                column,
                proven,
            } => Message::ComputerMoved {
                ticket,
                choice: Choice {
                    column: Column::new(column),
                    proven,
                },
            },
            Answer::Analysis {
                ticket,
                verdicts,
                complete,
            } => Message::AnalysisReady {
                ticket,
                analysis: verdicts_of(&verdicts),
                complete,
            },
            Answer::Review {
                ticket,
                ply,
                verdicts,
            } => Message::ReviewAnalysis {
                ticket,
                ply,
                analysis: verdicts_of(&verdicts),
            },
            Answer::Puzzle {
                ticket, verdicts, ..
            } => Message::PuzzleAnalysis {
                ticket,
                analysis: verdicts_of(&verdicts),
            },
        }
    }
}

fn labels(analysis: &Analysis) -> Vec<Option<String>> {
    analysis.iter().map(|v| v.map(Verdict::label)).collect()
}

fn verdicts_of(labels: &[Option<String>]) -> Analysis {
    labels
        .iter()
        .map(|label| label.as_deref().map(verdict_of))
        .collect()
}

/// The verdict a hint label stands for: "W3", "D", "L5", and anything else unknown.
fn verdict_of(label: &str) -> Verdict {
    let moves = |rest: &str| rest.parse().ok();
    match label.split_at_checked(1) {
        Some(("W", rest)) => moves(rest).map_or(Verdict::Unknown, |moves| Verdict::Win { moves }),
        Some(("L", rest)) => moves(rest).map_or(Verdict::Unknown, |moves| Verdict::Loss { moves }),
        Some(("D", "")) => Verdict::Draw,
        _ => Verdict::Unknown,
    }
}
