//! Connect 4's engine in the page's Web Worker (the `page` feature): its jobs and
//! answers as JSON (`jobs`), and the engine that runs them (`worker`), with the
//! opening book fetched before the first job.

mod jobs;
mod worker;

pub use jobs::{Answer, Job, JobKind};
pub use worker::Connect4Worker;
