//! connect4-client: every client's connection to the connect4 server
//! (docs/protocol.md). `core::Core` is the whole connection logic, sans-I/O: the
//! hello, the backoff, the resync after a reconnect, the moves not yet
//! acknowledged (each played exactly once), redirects. Transports are thin: the
//! tokio one here (`start`, `spawn`, feature `tokio`, on by default), the terminal's
//! blocking thread and the page's browser WebSocket in the app. `Session` is one raw WebSocket with typed
//! messages, for tests and tools that must say what no client would.

pub mod core;
mod identity;

#[cfg(all(not(target_arch = "wasm32"), feature = "tokio"))]
mod connection;
#[cfg(all(not(target_arch = "wasm32"), feature = "tokio"))]
mod error;
#[cfg(all(not(target_arch = "wasm32"), feature = "tokio"))]
mod session;

pub use crate::core::{Event, MAX_BACKOFF};
pub use identity::{Identity, Welcome};

#[cfg(all(not(target_arch = "wasm32"), feature = "tokio"))]
pub use connection::{run, spawn, spawn_with, start};
#[cfg(all(not(target_arch = "wasm32"), feature = "tokio"))]
pub use error::ClientError;
#[cfg(all(not(target_arch = "wasm32"), feature = "tokio"))]
pub use session::{RawFrame, Session};
