//! The puzzle set built into the binary, written by `connect4 puzzles build`. The
//! page leaves it out of its module and installs it once fetched (`install`).

use crate::puzzle::{Puzzle, parse_set};
use std::sync::OnceLock;

/// The shipped set's text, as `connect4 puzzles export` prints it.
#[cfg(not(feature = "fetched-data"))]
pub const SHIPPED_TEXT: &str = include_str!("../../../assets/puzzles.txt");

/// The shipped puzzles, read once.
#[cfg(not(feature = "fetched-data"))]
pub fn shipped() -> &'static [Puzzle] {
    static SET: OnceLock<Vec<Puzzle>> = OnceLock::new();
    SET.get_or_init(|| parse_set(SHIPPED_TEXT).expect("the shipped puzzle set is valid"))
}

#[cfg(feature = "fetched-data")]
static INSTALLED: OnceLock<Vec<Puzzle>> = OnceLock::new();

/// The shipped puzzles once the page installed them; none until then.
#[cfg(feature = "fetched-data")]
pub fn shipped() -> &'static [Puzzle] {
    INSTALLED.get().map_or(&[], Vec::as_slice)
}

/// Installs the shipped set's text, fetched by the page; the first good one stays.
#[cfg(feature = "fetched-data")]
pub fn install(text: &str) -> Result<(), String> {
    let set = parse_set(text).map_err(|error| error.to_string())?;
    let _ = INSTALLED.set(set);
    Ok(())
}
