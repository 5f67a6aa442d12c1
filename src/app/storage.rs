//! Where the scoreboard and the match in progress are kept: files in the data
//! directory for the terminal, the browser's local storage in a page. Both edges
//! perform the app's storage effects through [`perform_storage`].

use super::{Effect, Message};
use crate::scoreboard::{Aids, MatchResult, Matchup, Tally};
use std::sync::atomic::AtomicBool;

/// How a save that must wait (another copy holds the file's lock) behaves: it may
/// tell the player it is waiting, and gives up when the app is leaving.
pub struct Patience<'a> {
    pub tell: &'a dyn Fn(Message),
    pub leaving: &'a AtomicBool,
}

/// A place to keep the scoreboard and the match in progress. Each call answers with
/// the message the app expects (`ScoresUpdated`, `MatchSaved`); a failure is in that
/// message, never lost.
pub trait Storage {
    /// Adds a finished match's result to the matchup's tally.
    fn record(
        &self,
        matchup: &Matchup,
        result: MatchResult,
        aids: Aids,
        patience: &Patience,
    ) -> Message;

    /// Takes back a result recorded with `aids` (`before` is the tally before it).
    fn retract(
        &self,
        matchup: &Matchup,
        result: MatchResult,
        aids: Aids,
        before: &Tally,
        patience: &Patience,
    ) -> Message;

    /// The tally kept for a matchup.
    fn load_tally(&self, matchup: &Matchup) -> Message;

    /// Keeps the match in progress (as `SavedMatch::to_toml` writes it).
    fn save_match(&self, text: &str, patience: &Patience) -> Message;

    /// Forgets the match kept: none is under way.
    fn clear_match(&self, patience: &Patience) -> Message;
}

/// Performs a storage effect on `storage`; `None` for an effect that is not about
/// storage (the engine's).
pub fn perform_storage(
    storage: &dyn Storage,
    effect: Effect,
    patience: &Patience,
) -> Option<Message> {
    Some(match effect {
        Effect::RecordResult {
            matchup,
            result,
            aids,
        } => storage.record(&matchup, result, aids, patience),
        Effect::RetractResult {
            matchup,
            result,
            aids,
            before,
        } => storage.retract(&matchup, result, aids, &before, patience),
        Effect::LoadScores { matchup } => storage.load_tally(&matchup),
        Effect::SaveMatch { text } => storage.save_match(&text, patience),
        Effect::ClearMatch => storage.clear_match(patience),
        Effect::Think { .. }
        | Effect::Analyze { .. }
        | Effect::AnalyzeForReview { .. }
        | Effect::CancelSearches => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::game::{Game, Player};
    use std::cell::RefCell;

    /// Storage that writes down what it was asked.
    #[derive(Default)]
    struct Ledger(RefCell<Vec<String>>);

    impl Ledger {
        fn note(&self, what: String) -> Message {
            self.0.borrow_mut().push(what);
            Message::MatchSaved { error: None }
        }
    }

    impl Storage for Ledger {
        fn record(&self, _: &Matchup, result: MatchResult, _: Aids, _: &Patience) -> Message {
            self.note(format!("record {result:?}"))
        }
        fn retract(
            &self,
            _: &Matchup,
            result: MatchResult,
            _: Aids,
            _: &Tally,
            _: &Patience,
        ) -> Message {
            self.note(format!("retract {result:?}"))
        }
        fn load_tally(&self, _: &Matchup) -> Message {
            self.note("load".into())
        }
        fn save_match(&self, text: &str, _: &Patience) -> Message {
            self.note(format!("save {text}"))
        }
        fn clear_match(&self, _: &Patience) -> Message {
            self.note("clear".into())
        }
    }

    #[test]
    fn storage_effects_reach_their_method_and_engine_effects_are_left_alone() {
        let ledger = Ledger::default();
        let leaving = AtomicBool::new(false);
        let patience = Patience {
            tell: &|_| {},
            leaving: &leaving,
        };
        let matchup = crate::app::Settings::default().matchup();
        let result = MatchResult::Win(Player::One);
        let aids = Aids::default();
        let storage_effects = [
            Effect::RecordResult {
                matchup: matchup.clone(),
                result,
                aids,
            },
            Effect::RetractResult {
                matchup: matchup.clone(),
                result,
                aids,
                before: Tally::default(),
            },
            Effect::LoadScores { matchup },
            Effect::SaveMatch {
                text: "moves = \"4\"".into(),
            },
            Effect::ClearMatch,
        ];
        for effect in storage_effects {
            assert!(perform_storage(&ledger, effect, &patience).is_some());
        }
        let game = Game::new(crate::game::BoardSize::STANDARD, Player::One);
        let engine_effects = [
            Effect::Think {
                ticket: 1,
                game: game.clone(),
                level: Level::Easy,
            },
            Effect::Analyze { ticket: 2, game },
            Effect::CancelSearches,
        ];
        for effect in engine_effects {
            assert_eq!(perform_storage(&ledger, effect, &patience), None);
        }
        assert_eq!(
            ledger.0.into_inner(),
            [
                "record Win(One)",
                "retract Win(One)",
                "load",
                "save moves = \"4\"",
                "clear"
            ]
        );
    }
}
