//! The engine's thread: runs a game's engine off the UI thread, one job at a time,
//! and stops a job at once when its answer is no longer wanted. Answers go to the
//! loop's inbox, as every other source's news does.

use crate::inbox::{Mailbox, News};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Sender, channel};
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

/// The handle the event loop keeps: send jobs and cancel them; answers arrive in the
/// loop's inbox.
pub struct Worker<J> {
    jobs: Sender<Job<J>>,
    /// Flags of the jobs sent since the last cancel; setting them stops the engine.
    in_flight: Vec<Arc<AtomicBool>>,
}

/// Posts `News::EngineGone` when the engine's thread ends by a panic, so that the loop
/// does not wait for an answer that will never come.
struct Obituary<M>(Mailbox<M>);

impl<M> Drop for Obituary<M> {
    fn drop(&mut self) {
        if thread::panicking() {
            self.0.post(News::EngineGone);
        }
    }
}

impl<J: Send + 'static> Worker<J> {
    /// Starts the thread with the runner `make_runner` builds there (not here: loading
    /// an opening book must not delay the first frame). Answers go to `mailbox`.
    pub fn with_runner<M, F>(mailbox: Mailbox<M>, make_runner: F) -> Worker<J>
    where
        M: Send + 'static,
        F: FnOnce() -> Box<Runner<J, M>> + Send + 'static,
    {
        let (jobs, job_queue) = channel::<Job<J>>();
        let sink = mailbox.clone();
        let spawned = thread::Builder::new().name("engine".into()).spawn(move || {
            let _obituary = Obituary(sink.clone());
            let mut runner = make_runner();
            let tell = |answer: M| {
                // A post fails only when the loop has gone: nobody is waiting.
                sink.post(News::Answer(answer));
            };
            for job in job_queue {
                if job.stop.load(Ordering::Relaxed) {
                    continue;
                }
                if let Some(answer) = runner(&job.work, &job.stop, &tell)
                    && !sink.post(News::Answer(answer))
                {
                    break;
                }
            }
        });
        if spawned.is_err() {
            mailbox.post(News::EngineGone);
        }
        Worker {
            jobs,
            in_flight: Vec::new(),
        }
    }

    /// A worker for a screen that asks no engine anything (the lobby, the door).
    pub fn idle<M: Send + 'static>(mailbox: Mailbox<M>) -> Worker<J> {
        Worker::with_runner(mailbox, || Box::new(|_: &J, _, _| None))
    }

    /// Queues a job.
    pub fn post(&mut self, work: J) {
        let stop = Arc::new(AtomicBool::new(false));
        self.in_flight.push(Arc::clone(&stop));
        // A send fails only if the thread died, which its obituary has reported.
        let _ = self.jobs.send(Job { work, stop });
    }

    /// Stops every job sent so far, at once.
    pub fn cancel(&mut self) {
        for stop in self.in_flight.drain(..) {
            stop.store(true, Ordering::Relaxed);
        }
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
