//! connect4-server: online play. A tokio process with a WebSocket endpoint (axum),
//! one actor task per game, a connection task per socket, and one database writer
//! that commits in batches, acknowledging a move only once it is stored
//! (docs/server.md).

mod accept;
mod address_buckets;
mod config;
mod cool_off;
mod ctx;
mod db;
mod files;
mod fleet;
mod http;
mod ids;
mod limits;
mod lobby;
mod metrics;
mod names;
mod origin;
mod outbox;
mod page;
mod players;
mod quiet_log;
mod ratings;
mod registry;
mod room;
mod server;
mod session;
#[cfg(test)]
mod test_games;
mod time;
mod who;

pub use config::{Config, DEFAULT_LISTEN};
pub use files::raised_file_limit;
pub use lobby::LISTENER_NAME;
pub use server::{Running, ServerError, start};
pub use who::{DOOR_CLIENT_HEADER, DOOR_HEADER, new_door_key};
