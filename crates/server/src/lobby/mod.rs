//! The lobby: open challenges, quick pairing by rating, and the view of who is on
//! and what is played, sent to those who follow it.

mod actions;
mod state;
mod view;

pub use actions::{Asker, accept, cancel_challenge, cancel_pairing, challenge, leave, quick_pair};
pub use state::LobbyState;
pub use view::{follow, run_broadcaster, send_view};
