//! The transitions several of checkers' messages share, as methods on the model:
//! record the result of a finished game, drop the engine's job. Update's helper files call these and never each other.

use super::{CheckersModel, Think};
use crate::scoreboard::MatchResult;
use crate::shell::Route;
use crate::shell::StoreEffect;
use connect4_rules::checkers::Outcome;

/// Where the effects of one update go, in order.
pub(super) type Routes = Vec<Route<Think>>;

impl CheckersModel {
    /// Counts the result once the game is over.
    pub(super) fn record_if_over(&mut self, routes: &mut Routes) {
        let Some(outcome) = self.game.outcome() else {
            return;
        };
        let result = match outcome {
            Outcome::Win(color) => MatchResult::Win(self.seat(color)),
            Outcome::Draw(_) => MatchResult::Draw,
        };
        self.tally.count(result);
        routes.push(Route::Store(StoreEffect::RecordResult {
            matchup: self.matchup(),
            result,
            aids: std::mem::take(&mut self.aids),
            // Counted under the saved game's id, so a saved game that outlives its
            // result is known to be over.
            ends: self.keeping.end_game(),
        }));
    }

    /// Drops the engine's job under way, if any: its answer is no longer wanted.
    pub(super) fn cancel_engine(&mut self, routes: &mut Routes) {
        if self.asked.take().is_some() {
            routes.push(Route::CancelEngine);
        }
    }
}
