//! The transitions several of checkers' messages share, as methods on the model:
//! play a move, record the result of a finished game, drop the engine's job. Update's
//! helper files call these and never each other.

use super::{CheckersModel, Purpose, Think};
use crate::{Level, Move, Outcome};
use connect4_shell::Route;
use connect4_shell::StoreEffect;
use connect4_shell::scoreboard::MatchResult;

/// Where the effects of one update go, in order.
pub(super) type Routes = Vec<Route<Think>>;

impl CheckersModel {
    /// Plays a legal move and records the result when it ends the game; false if the
    /// move is not legal here.
    pub(super) fn play(&mut self, mv: &Move, routes: &mut Routes) -> bool {
        if self.game.play(mv).is_err() {
            return false;
        }
        self.position_changed(routes);
        self.message = None;
        self.record_if_over(routes);
        true
    }

    /// The position on the board changed: what was entered or found for the old one
    /// goes, and the cursor goes to a piece that can move.
    pub(super) fn position_changed(&mut self, routes: &mut Routes) {
        self.cancel_engine(routes);
        self.entry.clear();
        self.hint = None;
        self.place_cursor();
    }

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

    /// Asks the engine for `purpose` in the position on the board, searching at
    /// `level`: a new ticket, remembered as the answer awaited.
    pub(super) fn ask(&mut self, level: Level, purpose: Purpose, routes: &mut Routes) {
        let ticket = self.shell.take_ticket();
        self.asked = Some((ticket, purpose));
        routes.push(Route::Engine(Think {
            ticket,
            board: *self.game.board(),
            history: self.game.recent_positions().to_vec(),
            level,
            purpose,
        }));
    }

    /// Drops the engine's job under way, if any: its answer is no longer wanted.
    pub(super) fn cancel_engine(&mut self, routes: &mut Routes) {
        if self.asked.take().is_some() {
            routes.push(Route::CancelEngine);
        }
    }
}
