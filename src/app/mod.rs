//! The application in The Elm Architecture: one [`Model`], one [`Message`] enum, a pure
//! [`update`], and at the edge a loop that turns terminal events into messages and
//! performs the [`Effect`]s update asks for.

mod actions;
mod animation;
pub mod checkers;
mod computer;
mod connect4_keys;
mod connect4_program;
#[cfg(not(target_arch = "wasm32"))]
mod event_loop;
mod history;
#[cfg(not(target_arch = "wasm32"))]
mod inbox;
mod key;
mod keymap;
mod match_id;
mod menu;
mod message;
mod model;
#[cfg(not(target_arch = "wasm32"))]
mod panic_reports;
mod program;
mod resume;
mod review;
mod reviewing;
#[cfg(not(target_arch = "wasm32"))]
mod saving;
#[cfg(unix)]
mod signals;
mod storage;
#[cfg(not(target_arch = "wasm32"))]
mod storage_thread;
#[cfg(not(target_arch = "wasm32"))]
mod terminal_input;
#[cfg(not(target_arch = "wasm32"))]
mod terminal_modes;
#[cfg(not(target_arch = "wasm32"))]
mod terminal_reader;
mod transitions;
mod update;
#[cfg(not(target_arch = "wasm32"))]
mod worker;

pub use actions::{ACTION_NAMES, ACTIONS, Action, ActionInfo, Context};
pub use animation::{FALL_TICK, Fall};
pub use connect4_keys::{action_message, context_of, pointer_to_message};
#[cfg(not(target_arch = "wasm32"))]
pub use event_loop::{Sources, run};
#[cfg(not(target_arch = "wasm32"))]
pub use inbox::{Inbox, Mailbox, News};
pub use key::{KEY_NAMES, Key, KeyPress};
pub use keymap::{KeyConflict, Keymap, Pointer, PointerAction, why_fixed};
pub use match_id::MatchIds;
pub use menu::{MENU_LINES, OTHER_GAME, is_other_game_line, menu_line, menu_opponent};
pub use message::{Effect, Message, Search};
pub use model::{Confirm, Mode, Model, Overlay, RecordedResult, Settings};
pub use program::{GameChoice, Program, Route};
pub use resume::{SavedMatch, SavedMatchError};
pub use review::Review;
#[cfg(not(target_arch = "wasm32"))]
pub use saving::{
    Files, clear_match, load_tally, record_result, retract_result, save_match, save_result,
};
pub use storage::{MatchNotSaved, Patience, Storage, StoreAnswer, StoreEffect, perform_storage};
#[cfg(not(target_arch = "wasm32"))]
pub use storage_thread::{Perform, StorageThread};
#[cfg(not(target_arch = "wasm32"))]
pub use terminal_input::{key_press, mouse_pointer};
pub use update::update;
#[cfg(not(target_arch = "wasm32"))]
pub use worker::{Runner, Worker, wait_until};
