//! Playing: the config turned into the app's settings and theme, the scoreboard
//! loaded, the computer's worker started, and the full-screen app run with saving at
//! its edge.

use super::Cli;
use crate::ai::{Analysis, Choice, Computer, Engine, Level};
use crate::app::{
    self, Effect, Model, Settings, Storage, Worker, load_tally, retract_result, save_result,
};
use crate::config::Config;
use crate::game::Game;
use crate::scoreboard::{ScoreStore, Tally};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// How long the computer's move is held back at least, so a person sees it coming.
const COMPUTER_PAUSE: Duration = Duration::from_millis(400);

/// Runs the game until the player quits.
pub fn play(cli: &Cli, config: &Config) -> color_eyre::Result<()> {
    let settings = Settings {
        size: config.board.size(),
        names: config.players.names(),
        first_starter: config.players.first_starter(),
        opponent: config.players.opponent.level(),
    };
    let (store, tally, notice) = open_scoreboard(cli, &settings);
    let mut model = Model::new(settings, tally);
    model.notices.extend(notice);
    let think = config.players.think_ms.get();
    // Fault injection for the end-to-end test of an engine that panics: the app must
    // then leave with the terminal restored and the report printed once.
    let faulty = std::env::var_os("CONNECT4_FAULT").is_some_and(|f| f == "engine-panic");
    let worker = Worker::spawn(
        move || -> Box<dyn Engine> {
            if faulty {
                Box::new(PanickingEngine)
            } else {
                Box::new(Computer::new().with_budget(think))
            }
        },
        COMPUTER_PAUSE,
    );
    let storage = Storage::spawn(Box::new(move |effect, tell, leaving| match effect {
        Effect::RecordResult {
            matchup,
            result,
            aids,
        } => save_result(store.as_ref(), &matchup, result, aids, tell, leaving),
        Effect::RetractResult {
            matchup,
            result,
            aids,
            before,
        } => retract_result(
            store.as_ref(),
            &matchup,
            result,
            aids,
            &before,
            tell,
            leaving,
        ),
        Effect::LoadScores { matchup } => load_tally(store.as_ref(), &matchup),
        other => unreachable!("the engine's effect {other:?} went to the scoreboard's thread"),
    }));
    app::run(model, &config.theme(), worker, storage)?;
    Ok(())
}

/// The scoreboard store and this matchup's tally. A missing data directory or an
/// unreadable file must not stop anyone playing: the notice says what is wrong, and
/// results are then kept for this run only.
fn open_scoreboard(cli: &Cli, settings: &Settings) -> (Option<ScoreStore>, Tally, Option<String>) {
    let store = match cli.score_store() {
        Ok(store) => store,
        Err(error) => {
            return (
                None,
                Tally::default(),
                Some(format!("Scores are not saved: {error}")),
            );
        }
    };
    match store.load() {
        Ok(loaded) => {
            let tally = loaded.scoreboard.tally(&settings.matchup());
            (Some(store), tally, loaded.notice.map(|n| n.to_string()))
        }
        Err(error) => (Some(store), Tally::default(), Some(error.to_string())),
    }
}

/// An engine with a bug, for `CONNECT4_FAULT=engine-panic`.
struct PanickingEngine;

impl Engine for PanickingEngine {
    fn choose(&mut self, _: &Game, _: Level, _: &Arc<AtomicBool>) -> Option<Choice> {
        panic!("injected fault: the engine panicked (CONNECT4_FAULT=engine-panic)")
    }

    fn analyze(&mut self, _: &Game, _: &Arc<AtomicBool>) -> Option<Analysis> {
        panic!("injected fault: the engine panicked (CONNECT4_FAULT=engine-panic)")
    }
}
