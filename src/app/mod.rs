//! The application in The Elm Architecture: one [`Model`], one [`Message`] enum, a pure
//! [`update`], and at the edge a loop that turns terminal events into messages and
//! performs the [`Effect`]s update asks for.

mod event_loop;
mod keymap;
mod message;
mod model;
mod saving;
mod update;

pub use event_loop::run;
pub use keymap::{key_to_message, mouse_to_message};
pub use message::{Effect, Message};
pub use model::{Confirm, Mode, Model, Overlay, Settings};
pub use saving::record_result;
pub use update::update;
