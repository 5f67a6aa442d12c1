//! The shell: what every game shares. The loop and its one inbox, the engine's and
//! the storage's threads, the key table and the keys in effect, the seats of a
//! match, the boxes drawn over a game (help, questions, notices, menus), the theme,
//! and how a game plugs in (`Program`, `ShellGame`, `GameEntry`). It names no game:
//! the registry above it (`crate::games`) lists them and builds the key table.

mod actions;
mod boxes;
#[cfg(not(target_arch = "wasm32"))]
mod clipboard;
#[cfg(not(target_arch = "wasm32"))]
mod colour_depth;
#[cfg(not(target_arch = "wasm32"))]
mod console;
#[cfg(not(target_arch = "wasm32"))]
mod console_backend;
#[cfg(not(target_arch = "wasm32"))]
mod engine_slots;
#[cfg(not(target_arch = "wasm32"))]
mod event_loop;
mod games;
#[cfg(not(target_arch = "wasm32"))]
mod inbox;
#[cfg(not(target_arch = "wasm32"))]
mod input_route;
mod keeping;
mod key;
mod key_table;
mod keymap;
mod match_id;
mod online_news;
mod online_seats;
mod online_words;
mod overlay;
#[cfg(not(target_arch = "wasm32"))]
mod panic_reports;
mod program;
mod questions;
mod resumable;
#[cfg(not(target_arch = "wasm32"))]
mod saving;
mod screen;
mod seat_driver;
mod seats;
mod shell_message;
mod shell_update;
#[cfg(unix)]
mod signals;
mod state;
mod storage;
#[cfg(not(target_arch = "wasm32"))]
mod storage_thread;
mod tell;
#[cfg(not(target_arch = "wasm32"))]
mod terminal_input;
#[cfg(not(target_arch = "wasm32"))]
mod terminal_modes;
#[cfg(not(target_arch = "wasm32"))]
mod terminal_reader;
pub mod theme;
mod widgets;
#[cfg(not(target_arch = "wasm32"))]
mod worker;

pub use actions::{Action, ActionInfo, Context, KeyRows, SHELL_ROWS};
pub use boxes::{Boxes, render_boxes};
#[cfg(not(target_arch = "wasm32"))]
pub use clipboard::osc52;
#[cfg(not(target_arch = "wasm32"))]
pub use colour_depth::ColourDepth;
#[cfg(not(target_arch = "wasm32"))]
pub use console::{Console, RemoteTerminal, Sent};
#[cfg(not(target_arch = "wasm32"))]
pub use engine_slots::{EngineSlot, engine_slot, search_threads, share_among_sessions};
#[cfg(not(target_arch = "wasm32"))]
pub use event_loop::{Sources, run};
pub use games::{GameChoice, GameEntry};
#[cfg(not(target_arch = "wasm32"))]
pub use inbox::{Inbox, Mailbox, News};
#[cfg(not(target_arch = "wasm32"))]
pub use keeping::KeepOnDisk;
pub use keeping::KeepsNothing;
pub use key::{KEY_NAMES, Key, KeyPress};
pub use key_table::{KeyTable, contexts_of, help_in, rows_of};
pub use keymap::{KeyConflict, Keymap, Pointer, PointerAction};
pub use match_id::MatchIds;
pub use online_news::{OnlineNews, online_news};
pub use online_seats::OnlineSeats;
pub use online_words::{ask_for_rematch, ask_to_resign, offer_online_draw};
pub use overlay::{
    Confirm, ConfirmDialog, HelpOverlay, MenuBox, NoticeOverlay, centred_popup, help_lines,
    help_lines_in,
};
pub use program::{COMPUTER_PAUSE, Program, Route, TICK};
pub use questions::{Hosted, ask_or_do, confirm, quit};
pub use resumable::{Resumable, SavedMatchError, check_version, damaged};
#[cfg(not(target_arch = "wasm32"))]
pub use saving::{
    Files, clear_match, load_tally, record_result, retract_result, save_match, save_result,
};
pub use screen::{PANEL_WIDTH, ScreenLayout, centred, panel_outside};
pub use seat_driver::{Mover, Seated, ask_seat_to_move, seat_moved};
pub use seats::{NO_HINTS_RATED, ONLINE_REFUSAL, Seat, Seats, Turn};
pub use shell_message::{ShellMessage, fixed_key, shell_action};
pub use shell_update::{ShellGame, shell_update};
pub use state::{Overlay, ShellState};
pub use storage::{MatchNotSaved, Patience, Storage, StoreAnswer, StoreEffect, perform_storage};
#[cfg(not(target_arch = "wasm32"))]
pub use storage_thread::{Perform, StorageThread};
pub use tell::Tell;
#[cfg(not(target_arch = "wasm32"))]
pub use terminal_input::{key_press, mouse_pointer};
pub use theme::Theme;
pub use widgets::{disc_width, fit, panel_block, render_box, render_too_small};
#[cfg(not(target_arch = "wasm32"))]
pub use worker::{Runner, Worker, wait_until};
