//! A puzzle checked against the solver: its position must be what its goal says, and
//! its main line (the player's best moves against the perfect defence) must play out.
//! The generator grades what this finds; the tests and the bench re-verify the set.

use super::attempt::{Attempt, Stage};
use super::goal::Goal;
use super::oracle::Oracle;
use super::verdicts::{Target, best, classify};
use crate::ai::Analysis;
use crate::game::{Column, Game};
use std::fmt;

/// One of the player's positions on the main line, and the moves that kept the
/// target there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    pub game: Game,
    pub keeping: Vec<Column>,
}

/// A puzzle's main line, as the solver plays it out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The move the puzzle asks for.
    pub key: Column,
    /// The player's positions, in order: the puzzle's first.
    pub steps: Vec<Step>,
    /// The moves played after the puzzle's position, both sides', as column digits.
    pub moves: String,
    /// The most solver nodes one analysis of the line took.
    pub dearest: u64,
}

/// Why a position is not the puzzle it was said to be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The position is another puzzle (or none).
    Differs { found: Option<Goal> },
    /// An analysis needed more nodes than allowed.
    TooDear,
    /// The line ended otherwise than solved (never, for a sound puzzle).
    LineBroke,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Differs { found: Some(goal) } => write!(f, "the position is a {goal}"),
            Problem::Differs { found: None } => f.write_str("the position is no puzzle"),
            Problem::TooDear => f.write_str("an analysis took more nodes than allowed"),
            Problem::LineBroke => f.write_str("the main line did not play out"),
        }
    }
}

/// Checks that `game` (the player to move) is a puzzle of `goal`, and plays out its main
/// line: the player's best move at each of their positions (nearest the centre among
/// equals), the perfect defence's answer. Each analysis may take at most `max_nodes`.
pub fn check(
    goal: Goal,
    game: &Game,
    oracle: &mut Oracle,
    max_nodes: u64,
) -> Result<Line, Problem> {
    let mut dearest = 0;
    let mut analyze = |game: &Game| -> Result<Analysis, Problem> {
        let before = oracle.nodes();
        let analysis = oracle.analyze(game, max_nodes).ok_or(Problem::TooDear)?;
        dearest = dearest.max(oracle.nodes() - before);
        Ok(analysis)
    };
    let first = analyze(game)?;
    let found = classify(&first);
    let key = match found {
        Some((found_goal, key)) if found_goal == goal => key,
        _ => {
            return Err(Problem::Differs {
                found: found.map(|(goal, _)| goal),
            });
        }
    };
    let mut attempt = Attempt::new(goal, game.clone());
    let mut steps = Vec::new();
    let mut known = Some(first);
    loop {
        match attempt.stage() {
            Stage::Reading => {
                let analysis = known.take().map_or_else(|| analyze(attempt.game()), Ok)?;
                attempt.answer(&analysis);
                known = Some(analysis);
            }
            Stage::YourMove => {
                let analysis = known.take().map_or_else(|| analyze(attempt.game()), Ok)?;
                let target = attempt.target().unwrap_or(Target::Draw);
                let (column, _) = best(&analysis).ok_or(Problem::LineBroke)?;
                steps.push(Step {
                    game: attempt.game().clone(),
                    keeping: target.keeping(&analysis),
                });
                attempt.play(column).map_err(|_| Problem::LineBroke)?;
            }
            Stage::Answering => {
                let analysis = analyze(attempt.game())?;
                attempt.answer(&analysis);
            }
            Stage::Solved => break,
            Stage::Failed { .. } => return Err(Problem::LineBroke),
        }
    }
    let moves = attempt.game().notation()[game.moves().len()..].to_string();
    Ok(Line {
        key,
        steps,
        moves,
        dearest,
    })
}
