//! The engines in the page's Web Worker: the worker itself, each game's engine and the
//! jobs and answers they exchange, and the data they fetch.

pub mod checkers_protocol;
pub mod checkers_worker;
pub mod connect4_protocol;
pub mod connect4_worker;
pub mod data_news;
pub mod engine_worker;
pub mod protocol;
pub mod worker_game;
pub mod worker_games;
