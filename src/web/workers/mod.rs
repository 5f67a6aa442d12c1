//! The engines in the page's Web Worker: the worker itself, the games' engines (each
//! in its game's crate, the `page` feature, listed in `worker_games`), the envelope
//! their jobs and answers travel in, and the data they fetch.

pub mod data_news;
pub mod engine_worker;
pub mod protocol;
pub mod worker_games;
