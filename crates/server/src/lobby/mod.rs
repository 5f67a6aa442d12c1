//! The lobby: open challenges, quick pairing by rating, and the view of who is on
//! and what is played, sent to those who follow it. What it shows lives in the
//! database, for every node on it; news between nodes only says "look again".

mod actions;
mod asker;
mod budget;
mod challenges;
mod columns;
mod come;
mod games;
mod listener;
mod news;
mod presence;
mod retry;
mod seating;
mod seeks;
mod state;
mod txn;
mod view;

pub use actions::{accept, cancel_challenge, cancel_pairing, challenge, leave, quick_pair};
pub use asker::Asker;
pub use columns::kind_text;
pub use listener::{LISTENER_NAME, run_listener};
pub use presence::run_presence;
pub use state::LobbyState;
pub use view::{follow, run_broadcaster, send_view};
