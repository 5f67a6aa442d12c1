//! Checkers' engine in the page's worker: the computer's move, a hint, the answer to
//! a draw offered, with the 4-piece endgame database fetched before the first job.

use super::jobs::{CheckersAnswer, CheckersJob};
use crate::Computer;
use crate::terminal::answer as checkers_answer;
use connect4_shell::{DataFile, Kept, WorkerGame};
use std::sync::atomic::AtomicBool;

/// The computer, kept for as long as the time a move stays the same.
#[derive(Default)]
pub struct CheckersWorker(Kept<Computer>);

impl WorkerGame for CheckersWorker {
    const GAME: connect4_shell::GameChoice = crate::terminal::GAME;
    const DATA: Option<DataFile> = Some(DataFile {
        file: "checkers-endgame-4.bin",
        what: "the checkers endgame database",
        install: crate::endgame::install,
    });
    type Job = CheckersJob;
    type Answer = CheckersAnswer;

    fn run(&mut self, job: CheckersJob, post: &dyn Fn(&CheckersAnswer, bool)) {
        // The clock's milliseconds: each game in a browser opens its own way.
        let seed = web_time::SystemTime::now()
            .duration_since(web_time::UNIX_EPOCH)
            .map_or(0, |since| since.as_millis() as u64);
        let engine = self
            .0
            .engine(job.think_ms, |budget| Computer::with_seed(seed, budget));
        if let Some(answer) = answer(engine, &job) {
            post(&answer, true);
        }
    }
}

fn answer(engine: &mut Computer, job: &CheckersJob) -> Option<CheckersAnswer> {
    let think = job.think()?;
    if think.board.legal_moves().is_empty() {
        return None;
    }
    // Cancelling ends the worker, so nothing ever sets this.
    let stop = AtomicBool::new(false);
    CheckersAnswer::of(&checkers_answer(engine, &think, &stop)?)
}
