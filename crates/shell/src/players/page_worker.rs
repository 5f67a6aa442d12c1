//! A game's engine as the page's Web Worker runs it: the game it belongs to, the data
//! file it loads the first time a job comes, its jobs and answers, and how it runs
//! one job. Each game implements it in its crate (the `page` feature), or the page's
//! host does for the games the shell's host plays; the page lists them.

use serde::Serialize;
use serde::de::DeserializeOwned;
use std::time::Duration;

/// A file of data an engine reads, left out of the module so the page's first
/// download stays small: fetched by `worker.js` before the game's first job.
#[derive(Debug, Clone, Copy)]
pub struct DataFile {
    /// Its name beside the page (`book.bin`).
    pub file: &'static str,
    /// What the page calls it while it comes ("the opening book").
    pub what: &'static str,
    /// Hands the bytes to the engine.
    pub install: fn(&[u8]) -> Result<(), String>,
}

/// One game's engine in the worker, kept from job to job (its tables carry over).
pub trait WorkerGame: Default + 'static {
    /// The game, as the registry names it.
    const GAME: crate::GameChoice;
    /// The data its engine loads first, if any.
    const DATA: Option<DataFile>;
    type Job: Serialize + DeserializeOwned;
    type Answer: Serialize + DeserializeOwned;

    /// Runs one job, posting each answer with whether it is the job's last.
    fn run(&mut self, job: Self::Job, post: &dyn Fn(&Self::Answer, bool));
}

/// An engine kept for as long as the time a move it is given stays the same (its
/// table carries over from move to move); a new time makes a new one.
pub struct Kept<E>(Option<(u64, E)>);

impl<E> Default for Kept<E> {
    fn default() -> Self {
        Kept(None)
    }
}

impl<E> Kept<E> {
    /// The engine for `think_ms` a move, made by `make` with that budget if need be.
    pub fn engine(&mut self, think_ms: u64, make: impl FnOnce(Duration) -> E) -> &mut E {
        if self.0.as_ref().is_none_or(|(ms, _)| *ms != think_ms) {
            self.0 = Some((think_ms, make(Duration::from_millis(think_ms))));
        }
        &mut self.0.as_mut().expect("just made").1
    }
}
