//! Puzzles as the app keeps them: the set shipped in the crate's `assets/puzzles.txt`,
//! which puzzle comes next (near the player's rating, or the day's), and the player's
//! record (a Glicko-2 rating, the puzzles' own ratings from their results, a streak),
//! pure and saved at the edge with the scoreboard's care. The definitions and the
//! checker are the crate's (`crate::puzzle`); the mode on the board is
//! `super::puzzle`.

mod choice;
#[cfg(not(target_arch = "wasm32"))]
mod puzzle_store;
mod rating;
mod record;
mod record_file;
mod shipped;

pub use choice::{daily_puzzle, next_puzzle};
#[cfg(not(target_arch = "wasm32"))]
pub use puzzle_store::{LoadedPuzzles, PUZZLES_FILE, PuzzleStore};
pub use rating::{PUZZLE_DEVIATION, new_player, new_puzzle, rate};
pub use record::{PuzzleEntry, PuzzleRecord, PuzzleResult, PuzzleStanding};
pub use record_file::{PUZZLES_VERSION, decode, encode, is_day};
#[cfg(not(feature = "fetched-data"))]
pub use shipped::SHIPPED_TEXT;
#[cfg(feature = "fetched-data")]
pub use shipped::install;
pub use shipped::shipped;
