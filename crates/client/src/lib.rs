//! connect4-client: a client of the connect4 server (docs/protocol.md). `Session`
//! is one WebSocket connection with typed messages; `Connection` keeps one up,
//! reconnecting with backoff and introducing itself again with its token, and hands
//! out events; `spawn` runs it on a thread of its own for programs without tokio
//! (the terminal app).

mod connection;
mod error;
mod session;

pub use connection::{Event, Identity, MAX_BACKOFF, run, spawn, spawn_with, start};
pub use error::ClientError;
pub use session::{RawFrame, Session, Welcome};
