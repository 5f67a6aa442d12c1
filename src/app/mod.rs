//! The application in The Elm Architecture: one [`Model`], one [`Message`] enum, a pure
//! [`update`], and at the edge a loop that turns terminal events into messages and
//! performs the [`Effect`]s update asks for.

mod actions;
mod animation;
pub mod checkers;
mod computer;
mod connect4_program;
#[cfg(not(target_arch = "wasm32"))]
mod event_loop;
mod history;
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
mod update;
#[cfg(not(target_arch = "wasm32"))]
mod worker;

pub use actions::{ACTION_NAMES, ACTIONS, Action, ActionInfo, Context};
pub use animation::{FALL_TICK, Fall};
#[cfg(not(target_arch = "wasm32"))]
pub use event_loop::run;
pub use key::{KEY_NAMES, Key, KeyPress};
pub use keymap::{KeyConflict, Keymap, Pointer, PointerAction, pointer_to_message, why_fixed};
pub use match_id::MatchIds;
pub use menu::{MENU_LINES, OTHER_GAME, is_other_game_line, menu_line, menu_opponent};
pub use message::{Effect, Message};
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
