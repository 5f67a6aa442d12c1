//! Connect 4's engine on the shell's engine thread: each search it asks for run by the
//! computer, and answered as its messages.

use super::{Message, Search};
use crate::ai::{Analysis, Engine};
use connect4_shell::Mailbox;
use connect4_shell::Worker;
use connect4_shell::{engine_slot, wait_until};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Connect 4's engine on the shell's engine thread, answering to `mailbox`. The
/// computer's move is held back until at least `pause` after it was asked for, so a
/// person can follow the game.
pub fn spawn_worker<F>(mailbox: Mailbox<Message>, make_engine: F, pause: Duration) -> Worker<Search>
where
    F: FnOnce() -> Box<dyn Engine> + Send + 'static,
{
    Worker::with_runner(mailbox, move || {
        let mut engine = make_engine();
        Box::new(
            move |search: &Search, stop: &Arc<AtomicBool>, tell: &dyn Fn(Message)| {
                run_job(engine.as_mut(), search, stop, pause, tell)
            },
        )
    })
}

/// Runs one of Connect 4's engine effects; answers sent on the way (an analysis's
/// columns as they are solved) go to `tell`, the final one is returned.
fn run_job(
    engine: &mut dyn Engine,
    search: &Search,
    stop: &Arc<AtomicBool>,
    pause: Duration,
    tell: &dyn Fn(Message),
) -> Option<Message> {
    match search {
        Search::Think {
            ticket,
            game,
            level,
        } => {
            let started = Instant::now();
            let choice = {
                let _slot = engine_slot(stop)?;
                engine.choose(game, *level, stop)?
            };
            wait_until(started + pause, stop)?;
            Some(Message::ComputerMoved {
                ticket: *ticket,
                choice,
            })
        }
        Search::Analyze { ticket, game } => {
            let mut report = |known: &Analysis| {
                tell(Message::AnalysisReady {
                    ticket: *ticket,
                    analysis: known.clone(),
                    complete: false,
                });
            };
            let _slot = engine_slot(stop)?;
            let analysis = engine.analyze_live(game, stop, &mut report)?;
            Some(Message::AnalysisReady {
                ticket: *ticket,
                analysis,
                complete: true,
            })
        }
        Search::Puzzle {
            ticket,
            game,
            pause: held,
        } => {
            let started = Instant::now();
            let analysis = {
                let _slot = engine_slot(stop)?;
                engine.review(game, stop)?
            };
            if *held {
                wait_until(started + pause, stop)?;
            }
            Some(Message::PuzzleAnalysis {
                ticket: *ticket,
                analysis,
            })
        }
        Search::AnalyzeForReview { ticket, ply, game } => {
            let _slot = engine_slot(stop)?;
            let analysis = engine.review(game, stop)?;
            Some(Message::ReviewAnalysis {
                ticket: *ticket,
                ply: *ply,
                analysis,
            })
        }
    }
}
