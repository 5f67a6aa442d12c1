//! End to end: the real binary in a pseudo-terminal (tests/common/pty.rs), its screen
//! read through vt100, played with keys as a person would.

// The helpers every end-to-end test shares, one level up so other binaries can use them.
#[path = "../common/mod.rs"]
mod common;

mod checkers;
mod checkers_resume;
mod cut_proxy;
mod double_count;
mod event_source;
mod online_client;
mod online_cut;
mod online_play;
mod popout;
mod pty;
mod puzzle;
mod resume;
mod review;
mod saved_match_files;
mod saving;
mod share;
mod signals;
