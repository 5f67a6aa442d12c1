//! The shell: what every game shares. The loop and its one inbox, the engine's and
//! the storage's threads, the key table and the keys in effect, the seats of a
//! match, the boxes drawn over a game (help, questions, notices, menus), the theme,
//! and how a game plugs in (`Program`, `ShellGame`, `GameEntry`). It names no game:
//! the registry above it (`connect4::games`, in the app) lists them and builds the key table.
//!
//! Here sit the loop and how a game plugs into it (the program, its state, the
//! shell's messages and their update, the questions, a game as the shell knows it);
//! the rest is in rooms by concern: `terminal/` (the terminal's edge), `keys/`,
//! `players/` (seats and engines), `online/` (a game online as every game shares
//! it), `store/` (what is kept) and `draw/` (boxes, screen, theme, widgets). This
//! file is the one list of what the shell offers the games above it.

mod draw;
#[cfg(not(target_arch = "wasm32"))]
mod event_loop;
pub mod files;
mod games;
mod host;
#[cfg(not(target_arch = "wasm32"))]
mod inbox;
mod keys;
mod online;
mod players;
mod program;
mod questions;
pub mod scoreboard;
mod shell_message;
mod shell_update;
mod state;
mod store;
#[cfg(not(target_arch = "wasm32"))]
mod terminal;

pub use draw::boxes::{Boxes, render_boxes};
pub use draw::overlay::{
    Confirm, ConfirmDialog, HelpOverlay, MenuBox, NoticeOverlay, centred_popup, help_lines,
    help_lines_in,
};
pub use draw::screen::{PANEL_WIDTH, ScreenLayout, centred, panel_outside};
pub use draw::theme;
pub use draw::theme::Theme;
pub use draw::widgets::{disc_width, fit, panel_block, render_box, render_too_small};
#[cfg(not(target_arch = "wasm32"))]
pub use event_loop::{Sources, run};
pub use games::{GameChoice, GameEntry};
pub use host::{Act, HostMessage, Hosting, KeptGame, TerminalView, Think, replayed, think};
#[cfg(not(target_arch = "wasm32"))]
pub use inbox::{Inbox, Mailbox, News};
pub use keys::actions::{Action, ActionInfo, Context, KeyRows, SHELL_ROWS};
pub use keys::key::{KEY_NAMES, Key, KeyPress};
pub use keys::key_table::{KeyTable, contexts_of, help_in, rows_of};
pub use keys::keymap::{KeyConflict, Keymap, Pointer, PointerAction};
pub use online::link_status::{LinkStatus, as_clause, link_failed, server_says};
pub use online::online_news::{OnlineNews, online_news};
pub use online::online_seats::OnlineSeats;
pub use online::online_words::{ask_for_rematch, ask_to_resign, offer_online_draw};
pub use online::tell::Tell;
#[cfg(not(target_arch = "wasm32"))]
pub use players::engine_slots::{EngineSlot, engine_slot, search_threads, share_among_sessions};
pub use players::page_worker::{DataFile, Kept, WorkerGame};
pub use players::seat_driver::{Mover, Seated, ask_seat_to_move, seat_moved};
pub use players::seats::{NO_HINTS_RATED, ONLINE_REFUSAL, Seat, Seats, Turn, opponent_line};
#[cfg(not(target_arch = "wasm32"))]
pub use players::worker::{Runner, Worker, wait_until};
pub use program::{COMPUTER_PAUSE, Program, Route, TICK};
pub use questions::{Hosted, ask_or_do, confirm, quit};
pub use shell_message::{ShellMessage, fixed_key, shell_action};
pub use shell_update::{ShellGame, shell_update};
pub use state::{Overlay, ShellState};
#[cfg(not(target_arch = "wasm32"))]
pub use store::keeping::KeepOnDisk;
pub use store::keeping::KeepsNothing;
pub use store::match_id::MatchIds;
pub use store::resumable::{Resumable, SavedMatchError, check_version, damaged};
#[cfg(not(target_arch = "wasm32"))]
pub use store::saving::{
    Files, clear_match, load_tally, record_result, retract_result, save_match, save_result,
};
pub use store::storage::{
    MatchNotSaved, Patience, Storage, StoreAnswer, StoreEffect, perform_storage,
};
#[cfg(not(target_arch = "wasm32"))]
pub use store::storage_thread::{Perform, StorageThread};
#[cfg(not(target_arch = "wasm32"))]
pub use terminal::clipboard::osc52;
#[cfg(not(target_arch = "wasm32"))]
pub use terminal::colour_depth::ColourDepth;
#[cfg(not(target_arch = "wasm32"))]
pub use terminal::console::{Console, RemoteTerminal, Sent};
#[cfg(not(target_arch = "wasm32"))]
pub use terminal::terminal_input::{key_press, mouse_pointer};
