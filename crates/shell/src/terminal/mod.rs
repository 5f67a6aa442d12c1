//! The terminal's edge, native only: the console a loop draws on (this process's
//! terminal or a remote one at the end of a connection) and its backend, a remote
//! terminal's colours brought to its depth, the terminal's modes, its input read on a
//! thread and held between two loops, signals, panics and the clipboard.

pub(super) mod clipboard;
pub(super) mod colour_depth;
pub(super) mod console;
pub(super) mod console_backend;
pub(super) mod input_route;
pub(super) mod panic_reports;
#[cfg(unix)]
pub(super) mod signals;
pub(super) mod terminal_input;
pub(super) mod terminal_modes;
pub(super) mod terminal_reader;
