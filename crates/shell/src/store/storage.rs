//! Where the scoreboard and the match in progress are kept: files in the data
//! directory for the terminal, the browser's local storage in a page. Both edges
//! perform the storage effects through [`perform_storage`], and every game shares the
//! effects and answers (what a game keeps of its own is its effect: `keeping.rs`).

use crate::scoreboard::{Aids, MatchResult, Matchup, Played, Tally};
use std::sync::atomic::AtomicBool;

/// What a game asks of the storage: the same for every game, so each game's results
/// and saved match live in one store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreEffect {
    /// A match has just ended: add its result to the matchup's tally.
    RecordResult {
        matchup: Matchup,
        result: MatchResult,
        aids: Aids,
        /// The id the match was saved under for a restart: kept with the result, so
        /// that the saved match, if it outlives the result, is known to be over.
        ends: Option<String>,
    },
    /// The move that ended the match was taken back: take its result back out
    /// (`before` is the tally as it was before it).
    RetractResult {
        matchup: Matchup,
        result: MatchResult,
        aids: Aids,
        before: Tally,
    },
    /// The matchup changed (another opponent): load its tally.
    LoadScores { matchup: Matchup },
    /// Keep `game`'s match in progress (as its `resume` writes it) for the next start.
    SaveMatch { game: Played, text: String },
    /// No match of `game`'s is under way any more: forget the saved one.
    ClearMatch { game: Played },
}

/// What the storage answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreAnswer {
    /// The scoreboard of the matchup as saved or loaded (`None`: keep the count made
    /// in memory, saving failed), with anything the player must be told about it.
    ScoresUpdated {
        tally: Option<Tally>,
        notice: Option<String>,
    },
    /// A save is waiting for another copy of the program to release the scoreboard.
    SaveDelayed,
    /// The match in progress was saved for a restart, or why it could not be.
    MatchSaved { error: Option<MatchNotSaved> },
}

/// Why the match in progress could not be saved for a restart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchNotSaved {
    /// Only for now: another copy of the program holds the scoreboard's lock.
    pub busy: bool,
    pub reason: String,
}

impl std::fmt::Display for MatchNotSaved {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.reason)
    }
}

/// How a save that must wait (another copy holds the file's lock) behaves: it may
/// tell the player it is waiting, and gives up when the app is leaving.
pub struct Patience<'a> {
    pub tell: &'a dyn Fn(StoreAnswer),
    pub leaving: &'a AtomicBool,
}

/// A place to keep the scoreboard and the match in progress. Each call answers with
/// what happened; a failure is in the answer, never lost.
pub trait Storage {
    /// Adds a finished match's result to the matchup's tally.
    fn record(
        &self,
        matchup: &Matchup,
        result: MatchResult,
        aids: Aids,
        patience: &Patience,
    ) -> StoreAnswer;

    /// Adds the result of the match saved under the id `ends`, noting in the same
    /// write that it counted, so a saved match left behind (a death before it was
    /// forgotten) is never resumed and counted again. A storage that cannot note it
    /// counts the result as `record` does.
    fn record_ending(
        &self,
        matchup: &Matchup,
        result: MatchResult,
        aids: Aids,
        ends: &str,
        patience: &Patience,
    ) -> StoreAnswer {
        let _ = ends;
        self.record(matchup, result, aids, patience)
    }

    /// Takes back a result recorded with `aids` (`before` is the tally before it).
    fn retract(
        &self,
        matchup: &Matchup,
        result: MatchResult,
        aids: Aids,
        before: &Tally,
        patience: &Patience,
    ) -> StoreAnswer;

    /// The tally kept for a matchup.
    fn load_tally(&self, matchup: &Matchup) -> StoreAnswer;

    /// Keeps `game`'s match in progress (as its saved match's `to_toml` writes it).
    fn save_match(&self, game: Played, text: &str, patience: &Patience) -> StoreAnswer;

    /// Forgets the match of `game` kept: none is under way.
    fn clear_match(&self, game: Played, patience: &Patience) -> StoreAnswer;
}

/// Performs a storage effect on `storage`.
pub fn perform_storage(
    storage: &dyn Storage,
    effect: StoreEffect,
    patience: &Patience,
) -> StoreAnswer {
    match effect {
        StoreEffect::RecordResult {
            matchup,
            result,
            aids,
            ends: Some(id),
        } => storage.record_ending(&matchup, result, aids, &id, patience),
        StoreEffect::RecordResult {
            matchup,
            result,
            aids,
            ends: None,
        } => storage.record(&matchup, result, aids, patience),
        StoreEffect::RetractResult {
            matchup,
            result,
            aids,
            before,
        } => storage.retract(&matchup, result, aids, &before, patience),
        StoreEffect::LoadScores { matchup } => storage.load_tally(&matchup),
        StoreEffect::SaveMatch { game, text } => storage.save_match(game, &text, patience),
        StoreEffect::ClearMatch { game } => storage.clear_match(game, patience),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use connect4_game::seat::{ByPlayer, Player};
    use std::cell::RefCell;

    /// Storage that writes down what it was asked.
    #[derive(Default)]
    struct Ledger(RefCell<Vec<String>>);

    impl Ledger {
        fn note(&self, what: String) -> StoreAnswer {
            self.0.borrow_mut().push(what);
            StoreAnswer::MatchSaved { error: None }
        }
    }

    impl Storage for Ledger {
        fn record(&self, _: &Matchup, result: MatchResult, _: Aids, _: &Patience) -> StoreAnswer {
            self.note(format!("record {result:?}"))
        }
        fn retract(
            &self,
            _: &Matchup,
            result: MatchResult,
            _: Aids,
            _: &Tally,
            _: &Patience,
        ) -> StoreAnswer {
            self.note(format!("retract {result:?}"))
        }
        fn load_tally(&self, _: &Matchup) -> StoreAnswer {
            self.note("load".into())
        }
        fn save_match(&self, game: Played, text: &str, _: &Patience) -> StoreAnswer {
            self.note(format!("save {} {text}", game.name()))
        }
        fn clear_match(&self, game: Played, _: &Patience) -> StoreAnswer {
            self.note(format!("clear {}", game.name()))
        }
    }

    #[test]
    fn each_storage_effect_reaches_its_method() {
        let ledger = Ledger::default();
        let leaving = AtomicBool::new(false);
        let patience = Patience {
            tell: &|_| {},
            leaving: &leaving,
        };
        let matchup = Matchup {
            names: ByPlayer::new("Red".into(), "Yellow".into()),
            computer: None,
            board: Some(connect4_game::board_size::BoardSize::STANDARD),
            played: Played::CONNECT4,
        };
        let result = MatchResult::Win(Player::One);
        let aids = Aids::default();
        let effects = [
            StoreEffect::RecordResult {
                matchup: matchup.clone(),
                result,
                aids,
                ends: None,
            },
            StoreEffect::RetractResult {
                matchup: matchup.clone(),
                result,
                aids,
                before: Tally::default(),
            },
            StoreEffect::LoadScores { matchup },
            StoreEffect::SaveMatch {
                game: Played::CONNECT4,
                text: "moves = \"4\"".into(),
            },
            StoreEffect::ClearMatch {
                game: Played::named("checkers"),
            },
        ];
        for effect in effects {
            perform_storage(&ledger, effect, &patience);
        }
        assert_eq!(
            ledger.0.into_inner(),
            [
                "record Win(One)",
                "retract Win(One)",
                "load",
                "save connect4 moves = \"4\"",
                "clear checkers",
            ]
        );
    }
}
