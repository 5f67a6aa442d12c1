//! The application in The Elm Architecture: one [`Model`], one [`Message`] enum, a pure
//! [`update`], and at the edge a loop that turns terminal events into messages and
//! performs the [`Effect`]s update asks for.

mod actions;
mod animation;
mod computer;
mod event_loop;
mod history;
mod key;
mod keymap;
mod menu;
mod message;
mod model;
mod panic_reports;
mod resume;
mod review;
mod saving;
#[cfg(unix)]
mod signals;
mod storage;
mod terminal_modes;
mod update;
mod worker;

pub use actions::{ACTION_NAMES, ACTIONS, Action, ActionInfo, Context};
pub use animation::{FALL_TICK, Fall};
pub use event_loop::run;
pub use key::{KEY_NAMES, Key, KeyPress};
pub use keymap::{KeyConflict, Keymap, key_to_message, mouse_to_message};
pub use menu::{MENU_LINES, menu_line, menu_opponent};
pub use message::{Effect, MatchNotSaved, Message};
pub use model::{Confirm, Mode, Model, Overlay, RecordedResult, Settings};
pub use resume::SavedMatch;
pub use review::Review;
pub use saving::{clear_match, load_tally, record_result, retract_result, save_match, save_result};
pub use storage::{Perform, Storage};
pub use update::update;
pub use worker::Worker;
