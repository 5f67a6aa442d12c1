//! Checkers' engine in the page's Web Worker (the `page` feature): its jobs and
//! answers as JSON (`jobs`), and the engine that runs them (`worker`), with the
//! 4-piece endgame database fetched before the first job.

mod jobs;
mod worker;

pub use jobs::{CheckersAnswer, CheckersJob};
pub use worker::CheckersWorker;
