//! One try at a puzzle, as a pure state machine: the player moves, the engine's exact
//! analysis judges the move and gives the perfect opponent's answer, until the line
//! is played out or a move throws the outcome away. The engine runs elsewhere (a
//! thread, a worker): the attempt only says which position it must analyse next.

use super::goal::Goal;
use super::verdicts::{Target, best, is_complete, verdict_before};
use crate::ai::{Analysis, Verdict};
use crate::game::{Column, Game, Outcome, PlayError};

/// The most moves an only-move puzzle asks the player to find in a row: a drawn line
/// may stay forced to the last cell, longer than a puzzle is worth.
pub const MAX_LINE: u32 = 12;

/// Where an attempt stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// The engine must analyse the player's position: what the next move must keep,
    /// and whether the line goes on.
    Reading,
    /// The player's move is awaited.
    YourMove,
    /// The engine must analyse the position after the player's move, the opponent to
    /// move: the move's verdict and the opponent's answer.
    Answering,
    /// The line is played out.
    Solved,
    /// The move `played` did not keep the outcome: it leads to `verdict`, and the
    /// opponent's answer `refutation` is on the board (none when the board filled).
    Failed {
        played: Column,
        verdict: Verdict,
        refutation: Option<Column>,
    },
}

/// Why an attempt would not take a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The attempt waits for the engine, or is over.
    NotYourMove,
    Illegal(PlayError),
}

/// One try at a puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attempt {
    goal: Goal,
    game: Game,
    /// The player's moves that counted so far.
    made: u32,
    /// What the player's next move must keep, once known.
    target: Option<Target>,
    stage: Stage,
}

impl Attempt {
    /// An attempt at `goal` from `game`, the player to move. A win in N is known
    /// from its goal; an only move's outcome is read from the position first.
    pub fn new(goal: Goal, game: Game) -> Attempt {
        let (target, stage) = match goal {
            Goal::WinIn(moves) => (Some(Target::WinWithin(moves)), Stage::YourMove),
            Goal::OnlyMove => (None, Stage::Reading),
        };
        Attempt {
            goal,
            game,
            made: 0,
            target,
            stage,
        }
    }

    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// The board: the puzzle's position, the line played since, and a refutation.
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The player's moves that counted so far.
    pub fn made(&self) -> u32 {
        self.made
    }

    /// What the next move must keep, once known.
    pub fn target(&self) -> Option<Target> {
        self.target
    }

    /// For a win in N, the player's moves left to win in.
    pub fn moves_left(&self) -> Option<u32> {
        match self.goal {
            Goal::WinIn(moves) => Some(moves - self.made),
            Goal::OnlyMove => None,
        }
    }

    /// The position the engine must analyse now, if any.
    pub fn wants_analysis(&self) -> Option<&Game> {
        matches!(self.stage, Stage::Reading | Stage::Answering).then_some(&self.game)
    }

    pub fn is_over(&self) -> bool {
        matches!(self.stage, Stage::Solved | Stage::Failed { .. })
    }

    /// Plays the player's move. A four ends the line solved; a full board ends it
    /// solved or failed as a draw keeps the target or not; otherwise the engine must
    /// answer.
    pub fn play(&mut self, column: Column) -> Result<(), Refusal> {
        if self.stage != Stage::YourMove {
            return Err(Refusal::NotYourMove);
        }
        self.game.play(column).map_err(Refusal::Illegal)?;
        self.stage = match self.game.outcome() {
            Some(Outcome::Win { .. }) => {
                self.made += 1;
                Stage::Solved
            }
            Some(Outcome::Draw) if self.keeps(Verdict::Draw) => {
                self.made += 1;
                Stage::Solved
            }
            Some(Outcome::Draw) => Stage::Failed {
                played: column,
                verdict: Verdict::Draw,
                refutation: None,
            },
            // A puzzle's game is played on its board only: nothing decides it off it.
            None | Some(Outcome::Decided { .. }) => Stage::Answering,
        };
        Ok(())
    }

    /// Takes the engine's exact analysis of the position it was asked about. Returns
    /// false (and changes nothing) when none was awaited or a verdict is missing.
    pub fn answer(&mut self, analysis: &Analysis) -> bool {
        if !is_complete(analysis) || analysis.len() != self.game.size().columns() {
            return false;
        }
        match self.stage {
            Stage::Reading => self.read(analysis),
            Stage::Answering => self.reply(analysis),
            _ => return false,
        }
        true
    }

    /// The player's position, analysed: the next move's target, and whether exactly
    /// one move keeps it (the line goes on) or several do (it is played out).
    fn read(&mut self, analysis: &Analysis) {
        let Some((_, verdict)) = best(analysis) else {
            self.stage = Stage::Solved;
            return;
        };
        let target = match self.goal {
            Goal::WinIn(moves) => Target::WinWithin(moves - self.made),
            Goal::OnlyMove => Target::holding(verdict),
        };
        self.target = Some(target);
        let forced = target.keeping(analysis).len() == 1;
        // The puzzle's own position is played whatever it holds; later ones only
        // while they leave a single move.
        self.stage = if forced || self.made == 0 {
            Stage::YourMove
        } else {
            Stage::Solved
        };
    }

    /// The position after the player's move, analysed: the move counted or not, and
    /// the opponent's best answer is played either way.
    fn reply(&mut self, analysis: &Analysis) {
        let verdict = verdict_before(analysis).unwrap_or(Verdict::Unknown);
        let answer = best(analysis).map(|(column, _)| column);
        let played = self
            .game
            .last_move()
            .expect("the player's move is on the board")
            .column();
        if let Some(column) = answer {
            self.game
                .play(column)
                .expect("the analysis only gives playable columns");
        }
        if !self.keeps(verdict) {
            self.stage = Stage::Failed {
                played,
                verdict,
                refutation: answer,
            };
            return;
        }
        self.made += 1;
        self.stage = if self.game.is_over() {
            Stage::Solved
        } else {
            match self.goal {
                Goal::WinIn(moves) => {
                    self.target = Some(Target::WinWithin(moves - self.made));
                    Stage::YourMove
                }
                Goal::OnlyMove if self.made >= MAX_LINE => Stage::Solved,
                Goal::OnlyMove => Stage::Reading,
            }
        };
    }

    fn keeps(&self, verdict: Verdict) -> bool {
        self.target.is_some_and(|target| target.keeps(verdict))
    }
}
