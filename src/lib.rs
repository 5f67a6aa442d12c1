//! connect4: a terminal Connect 4 game with an exact solver.
//!
//! The rules and engines live in the `connect4-rules` crate (crates/rules); here `app`
//! holds the Elm-architecture model and update, `ui` the widgets that draw it, and `cli`
//! the command line. Everything but `cli` and the terminal's edge of `app` also builds
//! for wasm32, where `src/web/` (the page's binary) draws the same model in a browser.

pub mod app;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod config;
pub mod files;
pub mod scoreboard;
pub mod shell;
pub mod ui;
