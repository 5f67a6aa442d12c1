//! Post-game review: step through the moves of the match (`v`, then Left/Right,
//! Home/End), the board shown at that move, each move judged by the engine's analysis
//! of the position it was played in, filled in as the analyses arrive (the last
//! position first, as they solve fastest), and once all are in, how well each player
//! played (`accuracy`). Esc returns to the match as it was.

use crate::ai::Analysis;
use crate::ai::accuracy::{Accuracy, accuracy};
use crate::ai::review::{ReviewedMove, judge_move};
use crate::game::{Game, Player};

/// The review under way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    /// The position shown: the match after its first `ply` moves.
    pub ply: usize,
    pub position: Game,
    /// The analysis of the position before each move, as it arrives.
    pub analyses: Vec<Option<Analysis>>,
    /// The ticket of this review's analyses: answers to an older one are dropped.
    pub ticket: u64,
}

impl Review {
    /// The review of move `index` (0-based), once its position is analysed.
    pub fn judged(&self, game: &Game, index: usize) -> Option<ReviewedMove> {
        let analysis = self.analyses.get(index)?.as_ref()?;
        Some(judge_move(analysis, game.moves().get(index)?.column()))
    }

    /// How well `player` played the match, once every position is analysed.
    pub fn accuracy(&self, game: &Game, player: Player) -> Option<Accuracy> {
        let first = game.moves().first()?.player;
        let judged: Option<Vec<ReviewedMove>> = (0..game.moves().len())
            .map(|index| self.judged(game, index))
            .collect();
        Some(accuracy(&judged?, first, player))
    }

    /// Whether analyses are still to come.
    pub fn pending(&self) -> bool {
        self.analyses.iter().any(Option::is_none)
    }
}
