//! Puzzles as the app keeps them: the set shipped in `assets/puzzles.txt`, which
//! puzzle comes next (near the player's rating, or the day's), and the player's
//! record (a Glicko-2 rating, the puzzles' own ratings from their results, a streak),
//! pure and saved at the edge with the scoreboard's care. The definitions and the
//! checker are the rules crate's (`connect4_classic::puzzle`); the mode on the board is
//! Connect 4's (`crate::connect4`).

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
#[cfg(not(all(feature = "web", target_arch = "wasm32")))]
pub use shipped::SHIPPED_TEXT;
#[cfg(all(feature = "web", target_arch = "wasm32"))]
pub use shipped::install;
pub use shipped::shipped;
