//! The engine's thread: runs a game's engine off the UI thread, one job at a time,
//! and stops a job at once when its answer is no longer wanted.

use super::{Effect, Message};
use connect4_rules::ai::{Analysis, Engine};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
use std::thread;
use std::time::{Duration, Instant};

/// A job with the flag that cancels it.
struct Job<J> {
    work: J,
    stop: Arc<AtomicBool>,
}

/// What the thread runs for each job: the job, its stop flag, and a way to answer
/// before the end (an analysis column by column); the final answer, `None` if stopped.
pub type Runner<J, M> = dyn FnMut(&J, &Arc<AtomicBool>, &dyn Fn(M)) -> Option<M>;

/// The handle the event loop keeps: send jobs, cancel them, collect answers.
pub struct Worker<J, M> {
    jobs: Sender<Job<J>>,
    answers: Receiver<M>,
    /// Flags of the jobs sent since the last cancel; setting them stops the engine.
    in_flight: Vec<Arc<AtomicBool>>,
}

impl<J: Send + 'static, M: Send + 'static> Worker<J, M> {
    /// Starts the thread with the runner `make_runner` builds there (not here: loading
    /// an opening book must not delay the first frame).
    pub fn with_runner<F>(make_runner: F) -> Worker<J, M>
    where
        F: FnOnce() -> Box<Runner<J, M>> + Send + 'static,
    {
        let (jobs, job_queue) = channel::<Job<J>>();
        let (answer_sink, answers) = channel();
        let spawned = thread::Builder::new().name("engine".into()).spawn(move || {
            let mut runner = make_runner();
            let tell = |answer: M| {
                // A send fails only when the loop has gone: nobody is waiting.
                let _ = answer_sink.send(answer);
            };
            for job in job_queue {
                if job.stop.load(Ordering::Relaxed) {
                    continue;
                }
                if let Some(answer) = runner(&job.work, &job.stop, &tell)
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

    /// Queues a job.
    pub fn post(&mut self, work: J) {
        let stop = Arc::new(AtomicBool::new(false));
        self.in_flight.push(Arc::clone(&stop));
        // A send fails only if the thread died; `try_answer` then reports it.
        let _ = self.jobs.send(Job { work, stop });
    }

    /// Stops every job sent so far, at once.
    pub fn cancel(&mut self) {
        for stop in self.in_flight.drain(..) {
            stop.store(true, Ordering::Relaxed);
        }
    }

    /// An answer that has arrived, if any; never blocks. An error once the engine's
    /// thread is gone (it panicked): no answer will ever come.
    pub fn try_answer(&self) -> color_eyre::Result<Option<M>> {
        match self.answers.try_recv() {
            Ok(answer) => Ok(Some(answer)),
            Err(TryRecvError::Empty) => Ok(None),
            Err(TryRecvError::Disconnected) => {
                Err(color_eyre::eyre::eyre!("the computer's engine stopped"))
            }
        }
    }
}

impl Worker<Effect, Message> {
    /// Connect 4's engine on the thread. The computer's move is held back until at
    /// least `pause` after it was asked for, so a person can follow the game.
    pub fn spawn<F>(make_engine: F, pause: Duration) -> Self
    where
        F: FnOnce() -> Box<dyn Engine> + Send + 'static,
    {
        Worker::with_runner(move || {
            let mut engine = make_engine();
            Box::new(
                move |effect: &Effect, stop: &Arc<AtomicBool>, tell: &dyn Fn(Message)| {
                    run_job(engine.as_mut(), effect, stop, pause, tell)
                },
            )
        })
    }
}

/// Runs one of Connect 4's engine effects; answers sent on the way (an analysis's
/// columns as they are solved) go to `tell`, the final one is returned.
fn run_job(
    engine: &mut dyn Engine,
    effect: &Effect,
    stop: &Arc<AtomicBool>,
    pause: Duration,
    tell: &dyn Fn(Message),
) -> Option<Message> {
    match effect {
        Effect::Think {
            ticket,
            game,
            level,
        } => {
            let started = Instant::now();
            let choice = engine.choose(game, *level, stop)?;
            wait_until(started + pause, stop)?;
            Some(Message::ComputerMoved {
                ticket: *ticket,
                choice,
            })
        }
        Effect::Analyze { ticket, game } => {
            let mut report = |known: &Analysis| {
                tell(Message::AnalysisReady {
                    ticket: *ticket,
                    analysis: known.clone(),
                    complete: false,
                });
            };
            let analysis = engine.analyze_live(game, stop, &mut report)?;
            Some(Message::AnalysisReady {
                ticket: *ticket,
                analysis,
                complete: true,
            })
        }
        Effect::AnalyzeForReview { ticket, ply, game } => {
            let analysis = engine.review(game, stop)?;
            Some(Message::ReviewAnalysis {
                ticket: *ticket,
                ply: *ply,
                analysis,
            })
        }
        Effect::Store(_) | Effect::CancelSearches => None,
    }
}

/// Sleeps until `deadline` in short steps, giving up (None) as soon as `stop` is set.
pub fn wait_until(deadline: Instant, stop: &AtomicBool) -> Option<()> {
    while Instant::now() < deadline {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        thread::sleep(Duration::from_millis(10).min(deadline - Instant::now()));
    }
    (!stop.load(Ordering::Relaxed)).then_some(())
}
