//! The scoreboard's thread: saving and loading happen here, off the UI thread, so a
//! lock held by another copy of the program never freezes the screen. Answers go to
//! the loop's inbox, like the engine's.

use super::inbox::{Mailbox, News};
use super::{Files, Patience, StoreAnswer, StoreEffect, perform_storage};
use crate::scoreboard::ScoreStore;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread;
use std::time::Duration;

/// What the thread runs for each effect: the effect, a way to tell the UI something
/// before the answer (a save that waits), and the flag that says the app is leaving
/// (stop waiting for the lock, keep the result for the next launch).
pub type Perform = dyn FnMut(StoreEffect, &dyn Fn(StoreAnswer), &AtomicBool) -> StoreAnswer + Send;

/// The handle the event loop keeps.
pub struct StorageThread {
    jobs: Option<Sender<StoreEffect>>,
    leaving: Arc<AtomicBool>,
    finished: Receiver<()>,
}

impl StorageThread {
    /// Starts the thread, which performs effects with `perform` one at a time and
    /// posts the answers to `mailbox`.
    pub fn spawn<M: Send + 'static>(
        mut perform: Box<Perform>,
        mailbox: Mailbox<M>,
    ) -> StorageThread {
        let (jobs, queue) = channel::<StoreEffect>();
        let (done, finished) = channel();
        let leaving = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&leaving);
        let spawned = thread::Builder::new()
            .name("storage".into())
            .spawn(move || {
                let tell = |answer| {
                    mailbox.post(News::Stored(answer));
                };
                for effect in queue {
                    let answer = perform(effect, &tell, &flag);
                    tell(answer);
                }
                let _ = done.send(());
            });
        // Without the thread, effects go nowhere; the game still plays.
        drop(spawned);
        StorageThread {
            jobs: Some(jobs),
            leaving,
            finished,
        }
    }

    /// The thread for the terminal's files in the data directory (`None`: there is
    /// none, and every answer says so).
    pub fn files<M: Send + 'static>(
        store: Option<ScoreStore>,
        mailbox: Mailbox<M>,
    ) -> StorageThread {
        let files = Files(store);
        let perform = move |effect, tell: &dyn Fn(StoreAnswer), leaving: &AtomicBool| {
            perform_storage(&files, effect, &Patience { tell, leaving })
        };
        StorageThread::spawn(Box::new(perform), mailbox)
    }

    /// Queues a scoreboard effect.
    pub fn perform(&self, effect: StoreEffect) {
        if let Some(jobs) = &self.jobs {
            let _ = jobs.send(effect);
        }
    }

    /// The app is leaving: saves still waiting for the lock give up and keep their
    /// result for the next launch. Waits for the queue to empty, at most `within`.
    pub fn finish(mut self, within: Duration) {
        self.leaving.store(true, Ordering::Relaxed);
        self.jobs = None;
        let _ = self.finished.recv_timeout(within);
    }
}
