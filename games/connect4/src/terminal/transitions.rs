//! The transitions several messages share, as methods on the model: play a disc,
//! drop the searches under way, leave the review, start a new match. Update's helper
//! files call these and never each other, so no circle forms between them.

use super::animation::Fall;
use super::model::RecordedResult;
use super::{Effect, Model};
use crate::game::Column;
use connect4_shell::Overlay;
use connect4_shell::StoreEffect;
use connect4_shell::scoreboard::MatchResult;

impl Model {
    /// Drops the disc of the player to move, person or computer, and records the result
    /// when the match ends.
    /// Returns whether the disc was played.
    pub(super) fn play(&mut self, column: Column, effects: &mut Vec<Effect>) -> bool {
        if self.game.is_over() {
            self.message =
                Some("The match is over: press n for a new one, or u to undo".to_string());
            return false;
        }
        match self.game.play(column) {
            Ok(played) => {
                // A new drop ends the previous fall at once: this one is drawn instead.
                self.falling = self
                    .settings
                    .animation
                    .then(|| Fall::start(played.cell, self.game.size().rows()))
                    .flatten();
                self.message = None;
                self.analysis = None;
                self.cancel_searches(effects);
                self.record_outcome(effects);
                true
            }
            Err(error) => {
                self.message = Some(error.to_string());
                false
            }
        }
    }

    /// Counts the result once the match is over.
    pub(super) fn record_outcome(&mut self, effects: &mut Vec<Effect>) {
        let Some(outcome) = self.game.outcome() else {
            return;
        };
        let result = match outcome.winner() {
            Some(player) => MatchResult::Win(player),
            None => MatchResult::Draw,
        };
        // Counted at once; the saved tally replaces it when the save answers.
        let (aids, before) = (self.aids(), self.tally);
        self.tally.count(result);
        self.tally.add_aids(aids);
        self.recorded = Some(RecordedResult {
            result,
            aids,
            before,
        });
        self.shell.saving_started();
        effects.push(Effect::Store(StoreEffect::RecordResult {
            matchup: self.matchup(),
            result,
            aids,
            ends: self.match_id.clone(),
        }));
    }

    /// Drops interest in every search under way; their late answers will be ignored. An
    /// analysis cut short is forgotten, so that it is asked for again when wanted.
    pub(super) fn cancel_searches(&mut self, effects: &mut Vec<Effect>) {
        if self.analyzing.is_some() {
            self.analysis = None;
        }
        if self.thinking.is_some() || self.analyzing.is_some() {
            self.thinking = None;
            self.analyzing = None;
            effects.push(Effect::CancelEngine);
        }
    }

    /// Abandons the match (its searches, its review) for a fresh one.
    pub(super) fn new_match(&mut self, effects: &mut Vec<Effect>) {
        self.cancel_searches(effects);
        self.close_review(effects);
        self.shell.overlay = Overlay::None;
        self.start_new_match();
    }

    /// Leaves the review: the match is as it was.
    pub(super) fn close_review(&mut self, effects: &mut Vec<Effect>) {
        if self.review.take().is_some_and(|review| review.pending()) {
            effects.push(Effect::CancelEngine);
        }
    }
}
