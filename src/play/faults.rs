//! Faults the end-to-end tests inject through `CONNECT4_FAULT`, compiled only with the
//! `faults` feature: `cargo test` turns it on (the app is its own dev-dependency with
//! it), a build for players leaves every line of this out.

use crate::scoreboard::ScoreStore;
use crate::shell::{KeepOnDisk, Mailbox, StorageThread};
use connect4_classic::ai::{Analysis, Choice, Engine, Level};
use connect4_classic::game::Game;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Whether the test asked for the fault `name`.
fn asked(name: &str) -> bool {
    std::env::var_os("CONNECT4_FAULT").is_some_and(|f| f == name)
}

/// `engine-panic`: Connect 4's engine panics, and the app must then leave with the
/// terminal restored and the report printed once.
pub fn panicking_engine() -> Option<Box<dyn Engine>> {
    asked("engine-panic").then(|| Box::new(PanickingEngine) as Box<dyn Engine>)
}

/// An engine with a bug.
struct PanickingEngine;

impl Engine for PanickingEngine {
    fn choose(&mut self, _: &Game, _: Level, _: &Arc<AtomicBool>) -> Option<Choice> {
        panic!("injected fault: the engine panicked (CONNECT4_FAULT=engine-panic)")
    }

    fn analyze(&mut self, _: &Game, _: &Arc<AtomicBool>) -> Option<Analysis> {
        panic!("injected fault: the engine panicked (CONNECT4_FAULT=engine-panic)")
    }
}

/// `stall-after-result`: the storage thread stops for good once a result is saved, as
/// a `kill -9` at that instant would leave things (a death between a result and the
/// end of its saved match).
pub fn stalls_after_result() -> bool {
    asked("stall-after-result")
}

/// The storage thread of `stall-after-result`.
pub fn stalling_storage<M: Send + 'static, K: KeepOnDisk<M>>(
    store: Option<ScoreStore>,
    mailbox: Mailbox<M>,
) -> StorageThread<K> {
    let files = crate::shell::Files(store.clone());
    let perform = Box::new(move |effect, tell: &dyn Fn(_), leaving: &_| {
        let result = matches!(effect, crate::shell::StoreEffect::RecordResult { .. });
        let answer = crate::shell::perform_storage(
            &files,
            effect,
            &crate::shell::Patience { tell, leaving },
        );
        if result {
            loop {
                std::thread::park();
            }
        }
        answer
    });
    StorageThread::spawn(perform, store, mailbox)
}
