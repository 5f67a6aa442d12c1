//! A result counted with the id of the saved match it ends (see `ended`): the
//! scoreboard's side of counting each match once.

use super::{Aids, MatchResult, Matchup, Scoreboard, Tally, Timestamp};

impl Scoreboard {
    /// Like [`Scoreboard::record_match`] for the match saved under the id `ends`: a
    /// match already counted is not counted again (its tally is returned as it is).
    pub fn record_ending(
        &mut self,
        matchup: &Matchup,
        result: MatchResult,
        aids: Aids,
        at: Timestamp,
        ends: Option<&str>,
    ) -> Tally {
        if let Some(id) = ends {
            if self.ended.contains(id) {
                return self.tally(matchup);
            }
            self.ended.note(id);
        }
        self.record_match(matchup, result, aids, at)
    }

    /// Whether the result of the match saved under `id` is counted here.
    pub fn has_ended(&self, id: &str) -> bool {
        self.ended.contains(id)
    }

    /// The ids of the saved matches counted lately, oldest first.
    pub fn ended(&self) -> impl Iterator<Item = &str> {
        self.ended.iter()
    }

    /// Notes that the match saved under `id` is counted (as read from a file).
    pub fn note_ended(&mut self, id: &str) {
        self.ended.note(id);
    }
}
