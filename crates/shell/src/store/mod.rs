//! What is kept: the storage effects every game shares (the scoreboard, the saved
//! match) and the thread that performs them on files, a game's own keeping, what every
//! saved match shares, and the ids of matches.

pub(super) mod keeping;
pub(super) mod match_id;
pub(super) mod resumable;
#[cfg(not(target_arch = "wasm32"))]
pub(super) mod saving;
pub(super) mod storage;
#[cfg(not(target_arch = "wasm32"))]
pub(super) mod storage_thread;
