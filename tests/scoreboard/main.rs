//! The scoreboard on disk: results kept across restarts and writers (store), each
//! game's results apart (games), damaged files set aside (damaged), and hostile data
//! directories (hostile).

mod damaged;
mod games;
mod hostile;
mod store;
