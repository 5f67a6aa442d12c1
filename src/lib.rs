//! connect4: a terminal Connect 4 game with an exact solver.
//!
//! The rules and engines live in the `connect4-classic` crate (games/connect4), and what
//! every game shares in `connect4-shell` (crates/shell, here as `shell`: the loop and
//! its inbox, the engine's and the storage's threads, keys, seats, the boxes over a
//! game, the theme, and the `scoreboard` and `files` it keeps). Here `connect4` and `checkers` each hold one game on the shell (its model,
//! messages, update and screen; Connect 4's with its puzzle mode); `games` is the
//! registry that lists them, and `hosted` opens the games the shell's host plays; `puzzles` keeps the shipped puzzle set and the player's
//! puzzle record; `config`, `scoreboard` and `files` serve them all; `cli` is the
//! command line (its parsing, dispatch and the subcommands' edges) and `play` runs a
//! game in the terminal for it (the runner, online play's loops); `online` is a game
//! played through the server (its pure part is the page's too), and `lobby` its
//! lobby; `door` is the ssh door of `connect4 serve --ssh` (its first screen, a name
//! to pick then a menu of the whole app, and the ssh side where each visitor gets the
//! app on a remote terminal). Everything but `cli`, `play`, the shell's terminal
//! edge, the terminal's connection and the door's ssh side also builds for wasm32,
//! where `src/web/` (the page's binary) draws the same games in a browser.

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod config;
pub mod connect4;
pub mod door;
pub mod games;
pub mod hosted;
pub mod lobby;
#[cfg(feature = "online")]
pub mod online;
pub mod opening;
#[cfg(not(target_arch = "wasm32"))]
pub mod play;
pub mod puzzles;

// What every game runs on, from its own crate (crates/shell), under the names the
// app has always used for it.
pub use connect4_shell as shell;
pub use connect4_shell::{files, scoreboard};
