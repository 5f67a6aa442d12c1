//! A storage kept in memory, performed as the shell performs any game's effects
//! (`perform_storage`): the scoreboard's tally of each matchup and the game kept for a
//! restart. And the loop a test runs: keys in, effects performed, answers back.

use crate::game::Game;
use connect4::scoreboard::{Aids, MatchResult, Matchup, Played, Tally, Timestamp};
use connect4::shell::{
    KeyPress, Patience, Program, Route, Storage, StoreAnswer, perform_storage, think,
};
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

#[derive(Default)]
pub struct Ledger {
    pub tallies: RefCell<HashMap<String, Tally>>,
    pub kept: RefCell<Option<String>>,
}

fn key(matchup: &Matchup) -> String {
    format!("{matchup:?}")
}

impl Ledger {
    fn scores(&self, matchup: &Matchup) -> StoreAnswer {
        let tally = self.tallies.borrow().get(&key(matchup)).copied();
        StoreAnswer::ScoresUpdated {
            tally: Some(tally.unwrap_or_default()),
            notice: None,
        }
    }
}

impl Storage for Ledger {
    fn record(&self, matchup: &Matchup, result: MatchResult, _: Aids, _: &Patience) -> StoreAnswer {
        let mut tallies = self.tallies.borrow_mut();
        tallies
            .entry(key(matchup))
            .or_default()
            .record(result, Timestamp(1));
        drop(tallies);
        self.scores(matchup)
    }
    fn retract(
        &self,
        matchup: &Matchup,
        _: MatchResult,
        _: Aids,
        before: &Tally,
        _: &Patience,
    ) -> StoreAnswer {
        self.tallies.borrow_mut().insert(key(matchup), *before);
        self.scores(matchup)
    }
    fn load_tally(&self, matchup: &Matchup) -> StoreAnswer {
        self.scores(matchup)
    }
    fn save_match(&self, _: Played, text: &str, _: &Patience) -> StoreAnswer {
        *self.kept.borrow_mut() = Some(text.to_string());
        StoreAnswer::MatchSaved { error: None }
    }
    fn clear_match(&self, _: Played, _: &Patience) -> StoreAnswer {
        *self.kept.borrow_mut() = None;
        StoreAnswer::MatchSaved { error: None }
    }
}

/// Presses keys by name as the loop would, performing each effect: the storage's in
/// the ledger, the engine's by the game's computer (the first free cell), as the
/// engine's thread runs it.
pub fn press(game: &mut Game, ledger: &Ledger, keys: &str) {
    for name in keys.split_whitespace() {
        let key: KeyPress = name.parse().expect("a key name");
        if let Some(message) = game.on_key(key) {
            send(game, ledger, message);
        }
    }
}

pub fn send(game: &mut Game, ledger: &Ledger, message: <Game as Program>::Message) {
    let leaving = AtomicBool::new(false);
    let patience = Patience {
        tell: &|_| {},
        leaving: &leaving,
    };
    let mut queue = vec![message];
    while let Some(message) = queue.pop() {
        for route in game.update(message) {
            match route {
                Route::Store(effect) => {
                    let answer = perform_storage(ledger, effect, &patience);
                    queue.push(game.stored(answer));
                }
                Route::Engine(job) => {
                    let stop = Arc::new(AtomicBool::new(false));
                    queue.extend(think(&job, &stop));
                }
                Route::CancelEngine | Route::Elsewhere(_) | Route::Clipboard(_) => {}
            }
        }
    }
}
