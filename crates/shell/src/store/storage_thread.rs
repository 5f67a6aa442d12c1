//! The scoreboard's thread: saving and loading happen here, off the UI thread, so a
//! lock held by another copy of the program never freezes the screen. Answers go to
//! the loop's inbox, like the engine's. It performs the storage effects every game
//! shares and the ones a game keeps of its own (`K`, see `keeping.rs`).

use crate::inbox::{Mailbox, News};
use crate::scoreboard::ScoreStore;
use crate::{Files, KeepOnDisk, Patience, StoreAnswer, StoreEffect, perform_storage};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread;
use std::time::Duration;

/// What the thread runs for each shared effect: the effect, a way to tell the UI
/// something before the answer (a save that waits), and the flag that says the app is
/// leaving (stop waiting for the lock, keep the result for the next launch).
pub type Perform = dyn FnMut(StoreEffect, &dyn Fn(StoreAnswer), &AtomicBool) -> StoreAnswer + Send;

/// One piece of work for the thread.
enum Job<K> {
    Shared(StoreEffect),
    Own(K),
}

/// The handle the event loop keeps.
pub struct StorageThread<K> {
    jobs: Option<Sender<Job<K>>>,
    leaving: Arc<AtomicBool>,
    finished: Receiver<()>,
}

impl<K: Send + 'static> StorageThread<K> {
    /// Starts the thread, which performs effects one at a time on `store`: the shared
    /// ones with `perform`, the game's own by their [`KeepOnDisk`]; the answers go to
    /// `mailbox`.
    pub fn spawn<M: Send + 'static>(
        mut perform: Box<Perform>,
        store: Option<ScoreStore>,
        mailbox: Mailbox<M>,
    ) -> StorageThread<K>
    where
        K: KeepOnDisk<M>,
    {
        let (jobs, queue) = channel::<Job<K>>();
        let (done, finished) = channel();
        let leaving = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&leaving);
        let spawned = thread::Builder::new()
            .name("storage".into())
            .spawn(move || {
                let tell = |answer| {
                    mailbox.post(News::Stored(answer));
                };
                for job in queue {
                    match job {
                        Job::Shared(effect) => tell(perform(effect, &tell, &flag)),
                        Job::Own(keep) => {
                            let patience = Patience {
                                tell: &tell,
                                leaving: &flag,
                            };
                            let answer = keep.keep_on_disk(store.as_ref(), &patience);
                            mailbox.post(News::Answer(answer));
                        }
                    }
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
    ) -> StorageThread<K>
    where
        K: KeepOnDisk<M>,
    {
        let files = Files(store.clone());
        let perform = move |effect, tell: &dyn Fn(StoreAnswer), leaving: &AtomicBool| {
            perform_storage(&files, effect, &Patience { tell, leaving })
        };
        StorageThread::spawn(Box::new(perform), store, mailbox)
    }

    /// Queues a scoreboard effect.
    pub fn perform(&self, effect: StoreEffect) {
        self.send(Job::Shared(effect));
    }

    /// Queues an effect of the game's own.
    pub fn keep(&self, keep: K) {
        self.send(Job::Own(keep));
    }

    fn send(&self, job: Job<K>) {
        if let Some(jobs) = &self.jobs {
            let _ = jobs.send(job);
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
