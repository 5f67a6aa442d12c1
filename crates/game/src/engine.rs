//! A game's computer as the rest of the program asks it: the levels it plays at, by
//! name, and its move at one of them. The shell runs it on its engine's thread; a
//! game with a richer computer (hints, an analysis) may run its own beside it.

use crate::rules::Rules;
use std::sync::atomic::AtomicBool;

/// A game's computer: written once by each game, beside its [`Rules`].
pub trait Engine: Rules {
    /// The levels, weakest first, by the names menus and configs give them ("easy",
    /// "medium", "hard").
    const LEVELS: &'static [&'static str];

    /// The move the computer at `level` (one of `LEVELS`) plays for the side to move,
    /// written as `play` reads it; `None` when `stop` was set before it chose (its
    /// answer is no longer wanted) or when the game is over.
    fn choose(&self, level: &str, stop: &AtomicBool) -> Option<String>;
}
