//! Playing: the config turned into the app's settings and theme, the scoreboard
//! loaded, the computer's worker started, and the full-screen app run with saving at
//! its edge.

use super::Cli;
use super::UserError;
use crate::app::{
    self, GameChoice, Inbox, Mailbox, Message, Model, Program, SavedMatch, Settings, Sources,
    StorageThread, Worker,
};
use crate::config::Config;
use crate::scoreboard::{ScoreStore, Scoreboard};
use connect4_rules::ai::{Analysis, Choice, Computer, Engine, Level};
use connect4_rules::escape::escape_cut;
use connect4_rules::game::Game;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// How long the computer's move is held back at least, so a person sees it coming.
const COMPUTER_PAUSE: Duration = Duration::from_millis(400);

/// Plays the game the config (or `--game`) chooses, then each game the player picks
/// from a menu, until the player leaves without picking one.
pub fn play_games(cli: &Cli, config: &Config) -> color_eyre::Result<()> {
    let mut game = config.game;
    let mut first = true;
    loop {
        let next = match game {
            GameChoice::Connect4 => play(cli, config, first)?,
            GameChoice::Checkers => super::play_checkers(cli, config, first)?,
        };
        let Some(next) = next else {
            return Ok(());
        };
        game = next;
        first = false;
    }
}

/// Runs Connect 4 until the player quits; the game picked to play next, if any. The
/// first game of a run starts as the command line says (`--moves`, `--new`); later
/// ones resume the saved match.
pub fn play(cli: &Cli, config: &Config, first: bool) -> color_eyre::Result<Option<GameChoice>> {
    let settings = config.settings();
    let (store, scoreboard, mut notices) = open_scoreboard(cli);
    let start = starting_match(
        cli,
        first,
        store.as_ref(),
        &scoreboard,
        &settings,
        &mut notices,
    )?;
    let mut model = match start {
        Start::Resume(saved) => {
            let tally = scoreboard.tally(&saved.settings(settings.clone()).matchup());
            saved.restore(settings, tally)
        }
        Start::From(game) => {
            let mut model = Model::new(settings.clone(), scoreboard.tally(&settings.matchup()));
            model.game = game;
            model
        }
        Start::Counted => {
            let mut model = Model::new(settings.clone(), scoreboard.tally(&settings.matchup()));
            model.message = Some(COUNTED.to_string());
            model
        }
    }
    .with_match_ids(fastrand::u64(..));
    model.notices.extend(notices);
    let think = config.players.think_ms.get();
    // Fault injection for the end-to-end test of an engine that panics: the app must
    // then leave with the terminal restored and the report printed once.
    let faulty = std::env::var_os("CONNECT4_FAULT").is_some_and(|f| f == "engine-panic");
    let inbox = Inbox::new();
    let worker = Worker::spawn(
        inbox.mailbox(),
        move || -> Box<dyn Engine> {
            if faulty {
                Box::new(PanickingEngine)
            } else {
                Box::new(Computer::new().with_budget(think))
            }
        },
        COMPUTER_PAUSE,
    );
    let storage = storage_thread(store, inbox.mailbox());
    let sources = Sources {
        inbox,
        worker,
        storage,
    };
    let model = app::run(model, &config.theme(), sources)?;
    Ok(model.next_game())
}

/// What the status bar says when the saved match turns out to be over already.
const COUNTED: &str = "The saved match had ended: its result is counted";

/// The thread that keeps the scoreboard and the match. With
/// `CONNECT4_FAULT=stall-after-result` (for the end-to-end test of a death between a
/// result and the end of its saved match) it stops for good once a result is saved,
/// as a `kill -9` at that instant would leave things.
fn storage_thread(store: Option<ScoreStore>, mailbox: Mailbox<Message>) -> StorageThread {
    let stall = std::env::var_os("CONNECT4_FAULT").is_some_and(|f| f == "stall-after-result");
    if !stall {
        return StorageThread::files(store, mailbox);
    }
    let files = app::Files(store);
    let perform = Box::new(move |effect, tell: &dyn Fn(_), leaving: &_| {
        let result = matches!(effect, app::StoreEffect::RecordResult { .. });
        let answer = app::perform_storage(&files, effect, &app::Patience { tell, leaving });
        if result {
            loop {
                std::thread::park();
            }
        }
        answer
    });
    StorageThread::spawn(perform, mailbox)
}

/// The scoreboard store and what it holds. A missing data directory or an unreadable
/// file must not stop anyone playing: the notice says what is wrong, and results are
/// then kept for this run only.
fn open_scoreboard(cli: &Cli) -> (Option<ScoreStore>, Scoreboard, Vec<String>) {
    let store = match cli.score_store() {
        Ok(store) => store,
        Err(error) => {
            let notice = format!("Scores are not saved: {error}");
            return (None, Scoreboard::new(), vec![notice]);
        }
    };
    match store.load() {
        Ok(loaded) => {
            let notices = loaded.notice.map(|n| n.to_string()).into_iter().collect();
            (Some(store), loaded.scoreboard, notices)
        }
        Err(error) => (Some(store), Scoreboard::new(), vec![error.to_string()]),
    }
}

/// How the first match begins.
enum Start {
    /// The match saved when connect4 last ran.
    Resume(SavedMatch),
    /// A new match from this position (empty, or `--moves`).
    From(Game),
    /// A new match, because the saved one had ended: its result is counted already
    /// (it was saved, then the program died or could not forget the match).
    Counted,
}

/// `--moves` (a position to start from), else `--new` (a fresh match, the saved one
/// forgotten), else the saved match if there is one; only the saved match after the
/// `first` game of a run. A saved match that cannot be used is kept aside as a
/// backup, and `notices` says where.
fn starting_match(
    cli: &Cli,
    first: bool,
    store: Option<&ScoreStore>,
    scoreboard: &Scoreboard,
    settings: &Settings,
    notices: &mut Vec<String>,
) -> color_eyre::Result<Start> {
    let fresh = Game::new(settings.size, settings.first_starter);
    if let Some(moves) = cli.moves.as_ref().filter(|_| first) {
        let quoted = escape_cut(moves, 60);
        let game = Game::from_notation(settings.size, settings.first_starter, moves)
            .map_err(|e| UserError(format!("--moves \"{quoted}\": {e}")))?;
        if game.is_over() {
            let moves = quoted;
            return Err(
                UserError(format!("--moves \"{moves}\": the match is already over")).into(),
            );
        }
        return Ok(Start::From(game));
    }
    let Some(store) = store else {
        return Ok(Start::From(fresh));
    };
    if cli.new && first {
        let _ = store.clear_match(&mut || true);
        return Ok(Start::From(fresh));
    }
    match store.load_match() {
        Ok(None) => Ok(Start::From(fresh)),
        Ok(Some(text)) => match SavedMatch::from_toml(&text) {
            Ok(saved) if saved.id().is_some_and(|id| scoreboard.has_ended(id)) => {
                // Best effort: left behind again, it is recognised again.
                let _ = store.clear_match(&mut || true);
                Ok(Start::Counted)
            }
            Ok(saved) => Ok(Start::Resume(saved)),
            Err(reason) => {
                notices.push(match store.keep_match_aside(reason) {
                    Ok(notice) => notice.to_string(),
                    Err(error) => format!("The saved match cannot be used: {error}"),
                });
                Ok(Start::From(fresh))
            }
        },
        Err(error) => {
            notices.push(format!("The saved match cannot be read: {error}"));
            Ok(Start::From(fresh))
        }
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
