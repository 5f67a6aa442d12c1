//! The puzzle set built into the binary, written by `connect4 puzzles build`.

use connect4_rules::puzzle::{Puzzle, parse_set};
use std::sync::OnceLock;

/// The shipped set's text, as `connect4 puzzles export` prints it.
pub const SHIPPED_TEXT: &str = include_str!("../../assets/puzzles.txt");

/// The shipped puzzles, read once.
pub fn shipped() -> &'static [Puzzle] {
    static SET: OnceLock<Vec<Puzzle>> = OnceLock::new();
    SET.get_or_init(|| parse_set(SHIPPED_TEXT).expect("the shipped puzzle set is valid"))
}
