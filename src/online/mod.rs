//! Online play from the terminal: who this player is on each server, the connection
//! to the server on its own thread (its news reaches the loop through the inbox), and
//! the seat played by the opponent elsewhere.

mod connection;
mod identity;
mod link;
mod lobby_link;
mod session;

pub use connection::{Connection, POLL, Read, Welcome};
pub use identity::{IDENTITY_FILE, Identities, Identity};
pub use link::{LinkEnd, Reconnect, spawn_link};
pub use lobby_link::{LobbyEnd, spawn_lobby_link};
pub use session::Session;
