//! The computer opponent: its levels, the moves it chooses and the analysis behind
//! hints. Pure: the app runs an [`Engine`] on a worker thread at its edge.

pub mod accuracy;
pub mod arena;
mod computer;
mod easy;
mod level;
mod opinion;
mod perfect;
pub mod review;
mod verdict;

pub use computer::{Computer, DEFAULT_BUDGET};
pub use level::{Level, ParseLevelError};
pub use opinion::{hard_scores, hard_searcher};
pub use perfect::Perfect;
pub use verdict::Verdict;

use crate::game::{Column, Game};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// A move the computer decided on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    pub column: Column,
    /// True when the move is known to be best (solved exactly or from the book); false
    /// when the search ran out of time and this is the best found so far.
    pub proven: bool,
}

/// For each column, what playing there leads to for the player to move; `None` for a
/// full column.
pub type Analysis = Vec<Option<Verdict>>;

/// Something that chooses moves and analyses positions. Runs off the UI thread and
/// must give up promptly (returning `None`) once `stop` is set: quitting or starting a
/// new match cancels a search at once.
///
/// The flag is shared through an [`Arc`] because the exact solver's budget holds on
/// to it for the length of a search.
pub trait Engine: Send {
    /// The column `level` plays in `game`, which is not over.
    fn choose(&mut self, game: &Game, level: Level, stop: &Arc<AtomicBool>) -> Option<Choice>;

    /// The verdict of every column for the player to move in `game`, which is not over.
    fn analyze(&mut self, game: &Game, stop: &Arc<AtomicBool>) -> Option<Analysis>;

    /// The same verdicts for a post-game review, where exactness matters more than
    /// speed: by default as [`Engine::analyze`] gives them.
    fn review(&mut self, game: &Game, stop: &Arc<AtomicBool>) -> Option<Analysis> {
        self.analyze(game, stop)
    }

    /// The verdicts for hints, telling `report` what is known so far as columns are
    /// solved, until all are (or `stop`); by default the analysis in one piece.
    fn analyze_live(
        &mut self,
        game: &Game,
        stop: &Arc<AtomicBool>,
        report: &mut dyn FnMut(&Analysis),
    ) -> Option<Analysis> {
        let _ = report;
        self.analyze(game, stop)
    }
}
