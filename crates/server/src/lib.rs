//! connect4-server: online play. A tokio process with a WebSocket endpoint (axum),
//! one actor task per game, a connection task per socket, and one database writer
//! that commits in batches, acknowledging a move only once it is stored
//! (docs/server.md).

mod config;
mod ctx;
mod db;
mod guesses;
mod http;
mod limits;
mod lobby;
mod names;
mod newcomers;
mod outbox;
mod players;
mod ratings;
mod registry;
mod room;
mod server;
mod session;
mod time;

pub use config::{Config, DEFAULT_LISTEN};
pub use server::{Running, ServerError, start};
