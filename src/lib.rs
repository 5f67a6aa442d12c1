//! connect4: a terminal Connect 4 game with an exact solver, checkers and PopOut.
//!
//! Each game is a crate of its own (games/: `connect4-classic`, `connect4-checkers`,
//! `connect4-popout`), with its rules, its engine and, behind its `terminal` feature,
//! its program on the shell or its view; what every game shares is `connect4-shell`
//! (crates/shell, here as `shell`: the loop and its inbox, the engine's and the
//! storage's threads, keys, seats, the boxes over a game, the theme, and the
//! `scoreboard` and `files` it keeps). Here `games` is the registry that lists them
//! (the one list), `opening` opens the games that are programs of their own from the
//! config, and `hosted` the games the shell's host plays; `config` serves them all;
//! `cli` is the command line (its parsing, dispatch and the subcommands' edges) and
//! `play` runs a game in the terminal for it (the runner, online play's loops);
//! `online` is a game played through the server (its pure part is the page's too),
//! and `lobby` its lobby; `door` is the ssh door of `connect4 serve --ssh` (its first
//! screen, a name to pick then a menu of the whole app, and the ssh side where each
//! visitor gets the app on a remote terminal). Everything but `cli`, `play`, the
//! shell's terminal edge, the terminal's connection and the door's ssh side also
//! builds for wasm32, where `src/web/` (the page's binary) draws the same games in a
//! browser.

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod config;
pub mod door;
pub mod games;
pub mod hosted;
pub mod lobby;
#[cfg(feature = "online")]
pub mod online;
pub mod opening;
#[cfg(not(target_arch = "wasm32"))]
pub mod play;

// What every game runs on, from its own crate (crates/shell), under the names the
// app has always used for it.
pub use connect4_shell as shell;
pub use connect4_shell::{files, scoreboard};
