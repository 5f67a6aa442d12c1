//! Online play: who this player is on each server, the connection to the server on
//! its own thread (the client core on the terminal's transport; its news reaches the
//! loop through the inbox), and the seat played by the opponent elsewhere. The sans-IO
//! parts (getting seated at a game, the game as the server tells it, the board it
//! opens, the page's links) build for wasm32 too, where the page speaks them over the
//! browser's WebSocket; the transport, the glue on it and the identity file are the
//! terminal's.

mod board;
#[cfg(not(target_arch = "wasm32"))]
mod connection;
#[cfg(not(target_arch = "wasm32"))]
mod identity;
mod invite_link;
#[cfg(not(target_arch = "wasm32"))]
mod link;
#[cfg(not(target_arch = "wasm32"))]
mod listener;
#[cfg(not(target_arch = "wasm32"))]
mod lobby_link;
mod seating;
#[cfg(not(target_arch = "wasm32"))]
mod seating_link;
mod session;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod session_board;
mod session_events;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod test_core;
#[cfg(not(target_arch = "wasm32"))]
mod transport;
#[cfg(not(target_arch = "wasm32"))]
mod transport_thread;

pub use board::{seats_for, server_names};
#[cfg(not(target_arch = "wasm32"))]
pub use connection::{DoorVisitor, carry_door_key, door_visitor_at};
#[cfg(not(target_arch = "wasm32"))]
pub use identity::{IDENTITY_FILE, Identities, Identity};
pub use invite_link::{fragment, server_host, socket_url, start_in};
#[cfg(not(target_arch = "wasm32"))]
pub use link::BoardLink;
#[cfg(not(target_arch = "wasm32"))]
pub use listener::Listener;
#[cfg(not(target_arch = "wasm32"))]
pub use lobby_link::LobbyLink;
pub use seating::{Seating, Start, Step};
#[cfg(not(target_arch = "wasm32"))]
pub use seating_link::{SeatingSteps, seat_on};
pub use session::{Session, message_for};
#[cfg(not(target_arch = "wasm32"))]
pub use transport::Transport;
