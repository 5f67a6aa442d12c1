//! Puzzles as the app keeps them: the set shipped in `assets/puzzles.txt`, which
//! puzzle comes next (near the player's rating, or the day's), and the player's
//! record (a Glicko-2 rating, the puzzles' own ratings from their results, a streak),
//! pure and saved at the edge like the scoreboard. The definitions and the checker
//! are the rules crate's (`connect4_rules::puzzle`); the mode on the board is
//! Connect 4's (`crate::connect4`).

mod shipped;

pub use shipped::{SHIPPED_TEXT, shipped};
