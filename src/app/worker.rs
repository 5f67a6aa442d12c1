//! The computer's thread: runs the engine off the UI thread, one job at a time, and
//! stops a job at once when its answer is no longer wanted.

use super::{Effect, Message};
use crate::ai::{Analysis, Engine};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
use std::thread;
use std::time::{Duration, Instant};

/// A job for the engine with the flag that cancels it.
struct Job {
    effect: Effect,
    stop: Arc<AtomicBool>,
}

/// The handle the event loop keeps: send jobs, cancel them, collect answers.
pub struct Worker {
    jobs: Sender<Job>,
    answers: Receiver<Message>,
    /// Flags of the jobs sent since the last cancel; setting them stops the engine.
    in_flight: Vec<Arc<AtomicBool>>,
}

impl Worker {
    /// Starts the thread. The engine is built there, not here: loading an opening book
    /// must not delay the first frame. The computer's move is held back until at least
    /// `pause` after it was asked for, so a person can follow the game.
    pub fn spawn<F>(make_engine: F, pause: Duration) -> Worker
    where
        F: FnOnce() -> Box<dyn Engine> + Send + 'static,
    {
        let (jobs, job_queue) = channel::<Job>();
        let (answer_sink, answers) = channel();
        let spawned = thread::Builder::new().name("engine".into()).spawn(move || {
            let mut engine = make_engine();
            for job in job_queue {
                if let Some(answer) = run_job(engine.as_mut(), &job, pause, &answer_sink)
                    && answer_sink.send(answer).is_err()
                {
                    break;
                }
            }
        });
        // Without a thread the first answer finds the channel closed and says so.
        drop(spawned);
        Worker {
            jobs,
            answers,
            in_flight: Vec::new(),
        }
    }

    /// Performs an engine effect: queue a search, or cancel all of them.
    pub fn perform(&mut self, effect: Effect) {
        if effect == Effect::CancelSearches {
            for stop in self.in_flight.drain(..) {
                stop.store(true, Ordering::Relaxed);
            }
            return;
        }
        let stop = Arc::new(AtomicBool::new(false));
        self.in_flight.push(Arc::clone(&stop));
        // A send fails only if the thread died; `try_answer` then reports it.
        let _ = self.jobs.send(Job { effect, stop });
    }

    /// An answer that has arrived, if any; never blocks. An error once the engine's
    /// thread is gone (it panicked): no answer will ever come.
    pub fn try_answer(&self) -> color_eyre::Result<Option<Message>> {
        match self.answers.try_recv() {
            Ok(answer) => Ok(Some(answer)),
            Err(TryRecvError::Empty) => Ok(None),
            Err(TryRecvError::Disconnected) => {
                Err(color_eyre::eyre::eyre!("the computer's engine stopped"))
            }
        }
    }
}

/// Runs one job; answers sent on the way (an analysis's columns as they are solved) go
/// to `answers`, the final one is returned.
fn run_job(
    engine: &mut dyn Engine,
    job: &Job,
    pause: Duration,
    answers: &Sender<Message>,
) -> Option<Message> {
    if job.stop.load(Ordering::Relaxed) {
        return None;
    }
    match &job.effect {
        Effect::Think {
            ticket,
            game,
            level,
        } => {
            let started = Instant::now();
            let choice = engine.choose(game, *level, &job.stop)?;
            wait_until(started + pause, &job.stop)?;
            Some(Message::ComputerMoved {
                ticket: *ticket,
                choice,
            })
        }
        Effect::Analyze { ticket, game } => {
            let mut report = |known: &Analysis| {
                // A send fails only when the loop has gone: nobody is waiting.
                let _ = answers.send(Message::AnalysisReady {
                    ticket: *ticket,
                    analysis: known.clone(),
                    complete: false,
                });
            };
            let analysis = engine.analyze_live(game, &job.stop, &mut report)?;
            Some(Message::AnalysisReady {
                ticket: *ticket,
                analysis,
                complete: true,
            })
        }
        Effect::AnalyzeForReview { ticket, ply, game } => {
            let analysis = engine.review(game, &job.stop)?;
            Some(Message::ReviewAnalysis {
                ticket: *ticket,
                ply: *ply,
                analysis,
            })
        }
        _ => None,
    }
}

/// Sleeps until `deadline` in short steps, giving up (None) as soon as `stop` is set.
fn wait_until(deadline: Instant, stop: &AtomicBool) -> Option<()> {
    while Instant::now() < deadline {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        thread::sleep(Duration::from_millis(10).min(deadline - Instant::now()));
    }
    (!stop.load(Ordering::Relaxed)).then_some(())
}
