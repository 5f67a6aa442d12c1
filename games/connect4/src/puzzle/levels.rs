//! What the computer's weaker levels make of a puzzle, for its grade: the wrong first
//! moves the hard level rates as highly as the right one, how often the easy level
//! misses the move asked for, and at how many of the line's positions the medium
//! level misses the move that keeps the outcome.

use super::grade::Features;
use super::line::Line;
use crate::ai::{Computer, Engine, Level, hard_scores, hard_searcher};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// The easy level's tries at the puzzle's position: it plays by chance, and this many
/// tries put its miss rate within a few points, at little cost.
const EASY_TRIES: u32 = 16;

/// What the levels make of a puzzle's line; `seed` makes the easy level's tries
/// reproducible.
pub fn features(line: &Line, seed: u64) -> Features {
    let first = &line.steps[0];
    let scores = hard_scores(&first.game, &mut hard_searcher(&first.game));
    let right = scores[line.key.index()].expect("the key move is playable");
    let tempting = scores
        .iter()
        .enumerate()
        .filter(|&(column, score)| {
            score.is_some_and(|s| s >= right) && first.keeping.iter().all(|k| k.index() != column)
        })
        .count() as u32;
    let stop = Arc::new(AtomicBool::new(false));
    let mut computer = Computer::with_seed(seed);
    let mut keeps = |step: &super::line::Step, level| {
        computer
            .choose(&step.game, level, &stop)
            .is_some_and(|choice| step.keeping.contains(&choice.column))
    };
    let easy_kept = (0..EASY_TRIES)
        .filter(|_| keeps(first, Level::Easy))
        .count();
    let medium_missed = line
        .steps
        .iter()
        .filter(|step| !keeps(step, Level::Medium))
        .count();
    Features {
        line: line.steps.len() as u32,
        tempting,
        easy_misses: 1.0 - easy_kept as f64 / f64::from(EASY_TRIES),
        medium_misses: medium_missed as f64 / line.steps.len() as f64,
    }
}
