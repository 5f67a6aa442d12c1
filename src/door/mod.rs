//! The ssh door of `connect4 serve --ssh`, in one place: `ssh -p PORT HOST` and
//! nothing else installed gives the whole app in the client's terminal, the player
//! known by their public key.
//!
//! - `menu/`: the door's first screen, a pure program of the shell (a name to pick,
//!   then a menu of the whole app, the player's scoreboard, the display settings). It
//!   does no I/O, so it builds everywhere, without the `ssh` feature and for wasm32.
//! - `ssh/`: russh's side (`ssh` feature): each connection, its session's frames and
//!   keys, the limits and the host key.
//! - `open.rs`: the door opened beside the server (`connect4 serve`'s `--ssh`, whose
//!   flags are `cli/door_args.rs`); `visit.rs`: one visit, the door's screen then the
//!   app as `connect4` runs it (`crate::play`) on the visitor's terminal;
//!   `appearance_file.rs`: the settings a visitor keeps.

#[cfg(all(not(target_arch = "wasm32"), feature = "ssh"))]
mod appearance_file;
mod menu;
#[cfg(all(not(target_arch = "wasm32"), feature = "ssh"))]
pub mod open;
#[cfg(all(not(target_arch = "wasm32"), feature = "ssh"))]
pub mod ssh;
#[cfg(all(not(target_arch = "wasm32"), feature = "ssh"))]
mod visit;

pub use menu::{
    Appearance, Door, DoorChoice, DoorMessage, MENU, MOST_TYPED, Menu, MenuLine, NameEntry, Naming,
    Picks, Place, ScoreRow, Setting, Stage, computer_levels, score_rows, update, view,
};
