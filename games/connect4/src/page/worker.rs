//! Connect 4's engine in the page's worker: the computer's move, the hints (sent
//! column by column as they are known), the review's and a puzzle's analyses, with
//! the opening book fetched before the first job.

use super::jobs::{Answer, Job, JobKind};
use crate::ai::{Computer, Engine};
use connect4_shell::{DataFile, Kept, WorkerGame};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// The computer, kept for as long as the time a move stays the same.
#[derive(Default)]
pub struct Connect4Worker(Kept<Computer>);

impl WorkerGame for Connect4Worker {
    const GAME: connect4_shell::GameChoice = crate::terminal::GAME;
    const DATA: Option<DataFile> = Some(DataFile {
        file: "book.bin",
        what: "the opening book",
        install: |bytes| crate::solver::Book::install(bytes).map_err(|e| e.to_string()),
    });
    type Job = Job;
    type Answer = Answer;

    fn run(&mut self, job: Job, post: &dyn Fn(&Answer, bool)) {
        let engine = self
            .0
            .engine(job.think_ms, |budget| Computer::new().with_budget(budget));
        run_job(engine, &job, &|answer| post(&answer, answer.is_final()));
    }
}

fn run_job(engine: &mut Computer, job: &Job, post: &dyn Fn(Answer)) {
    let Some(game) = job.game().filter(|game| !game.is_over()) else {
        return;
    };
    // Cancelling ends the worker, so nothing ever sets this.
    let stop = Arc::new(AtomicBool::new(false));
    match job.kind {
        JobKind::Think => {
            let Some(level) = job.level() else { return };
            if let Some(choice) = engine.choose(&game, level, &stop) {
                post(Answer::Moved {
                    ticket: job.ticket,
                    column: choice.column.index(),
                    proven: choice.proven,
                });
            }
        }
        JobKind::Analyze => {
            let mut report = |known: &crate::ai::Analysis| {
                post(Answer::analysis(job.ticket, known, false));
            };
            if let Some(analysis) = engine.analyze_live(&game, &stop, &mut report) {
                post(Answer::analysis(job.ticket, &analysis, true));
            }
        }
        JobKind::Review => {
            if let Some(analysis) = engine.review(&game, &stop) {
                post(Answer::review(job.ticket, job.ply, &analysis));
            }
        }
        JobKind::Puzzle => {
            if let Some(analysis) = engine.review(&game, &stop) {
                post(Answer::puzzle(job.ticket, &analysis, job.pause));
            }
        }
    }
}
