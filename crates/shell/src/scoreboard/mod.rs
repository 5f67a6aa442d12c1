//! The scoreboard: a tally per matchup and board size that survives restarts,
//! crashes, two copies running at once, and damaged files; and beside it, kept the
//! same way, the saved matches and the puzzle record.
//!
//! The pure part ([`Matchup`], [`Tally`], [`Scoreboard`]) never touches the disk or
//! the clock. [`ScoreStore`] is the edge: the app calls [`ScoreStore::load`] once at
//! start and [`ScoreStore::record`] after every finished match, and shows any
//! [`Notice`] either returns.

#[cfg(not(target_arch = "wasm32"))]
pub mod disk;
mod ended;
mod ending;
mod file;
#[cfg(not(target_arch = "wasm32"))]
mod match_file;
mod matchup;
mod notice;
mod other_games;
#[cfg(not(target_arch = "wasm32"))]
mod pending;
pub mod report;
mod row;
#[cfg(not(target_arch = "wasm32"))]
mod store;
mod tally;
mod time;

#[cfg(not(target_arch = "wasm32"))]
pub use disk::{free_backup, replace_atomically, why_left_alone};
pub use file::{DecodeError, VERSION, decode, encode};
#[cfg(not(target_arch = "wasm32"))]
pub use match_file::MatchFile;
pub use matchup::{Matchup, Played};
pub use notice::{Notice, StoreError};
pub use other_games::OtherGames;
#[cfg(not(target_arch = "wasm32"))]
pub use store::{FILE_NAME, Loaded, Recorded, ScoreStore};
pub use tally::{Aids, MatchResult, Scoreboard, Streak, Tally};
pub use time::Timestamp;
