//! Playing checkers (`--game checkers`): the same shell as Connect 4's game, with the
//! checkers model, its computer on the engine's thread, its own scoreboard lines, and
//! its game in progress resumed from `checkers-match.toml` as Connect 4's match is.

use super::checkers_command::tablebases;
use super::game_storage::{open_scoreboard, run_game};
use super::saved_match::{Opening, Start, Wish, open_saved_match};
use super::{Cli, UsageError};
use crate::checkers::{self, CheckersMessage, CheckersModel, SavedGame, Think};
use crate::config::Config;
use crate::scoreboard::{ScoreStore, Scoreboard};
use crate::shell::{Console, GameChoice, Inbox, News, Worker};
use connect4_rules::checkers::Computer;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Runs checkers until the player quits; the game picked to play next, if any.
pub fn play_checkers(
    cli: &Cli,
    console: &Console,
    config: &Config,
    first: bool,
) -> color_eyre::Result<Option<GameChoice>> {
    if cli.moves.is_some() && first {
        return Err(UsageError(
            "--moves is Connect 4's column notation; it does not start a game of checkers".into(),
        )
        .into());
    }
    let (store, scoreboard, notices) = open_scoreboard(cli);
    let model = first_model(cli, first, config, store.as_ref(), &scoreboard, notices);
    let inbox = Inbox::new();
    let worker = checkers_worker(&inbox, config, cli);
    run_game(model, console, config, inbox, worker, store, None)
}

/// Checkers' engine on its thread, answering to `inbox`: with the 5-piece endgame
/// database when one was built in the data directory (read there, so the first
/// frame does not wait for it).
pub(super) fn checkers_worker(
    inbox: &Inbox<CheckersMessage>,
    config: &Config,
    cli: &Cli,
) -> Worker<Think> {
    let budget = config.players.think_ms.get();
    let data = tablebases::data_dir(cli.data_dir.as_deref()).ok();
    let mailbox = inbox.mailbox();
    Worker::with_runner(inbox.mailbox(), move || {
        let mut engine = Computer::with_seed(fastrand::u64(..), budget);
        match tablebases::larger(data.as_deref()) {
            Ok(Some(larger)) => engine.set_tablebase(Some(larger)),
            // The shipped 4-piece database stays in use.
            Ok(None) => {}
            Err(failure) => {
                let notice = format!("The 5-piece endgame database is not used: {failure}");
                mailbox.post(News::Answer(CheckersMessage::EngineNotice(notice)));
            }
        }
        Box::new(
            move |job: &Think, stop: &Arc<AtomicBool>, _: &dyn Fn(CheckersMessage)| {
                let started = Instant::now();
                let answer = {
                    let _slot = crate::shell::engine_slot(stop)?;
                    checkers::answer(&mut engine, job, stop)?
                };
                if matches!(answer, CheckersMessage::ComputerMoved { .. }) {
                    crate::shell::wait_until(started + crate::shell::COMPUTER_PAUSE, stop)?;
                }
                Some(answer)
            },
        )
    })
}

const COUNTED: &str = "The saved game had ended: its result is counted";

/// The game checkers starts with: the saved game as `open_saved_match` decides it
/// (`--new` forgets it, on the run's first game only, as for Connect 4), else a fresh
/// one; `notices` (about the scoreboard) are shown first.
fn first_model(
    cli: &Cli,
    first: bool,
    config: &Config,
    store: Option<&ScoreStore>,
    scoreboard: &Scoreboard,
    notices: Vec<String>,
) -> CheckersModel {
    let wish = if first && cli.new {
        Wish::Forget
    } else {
        Wish::Resume
    };
    let opening: Opening<SavedGame> = store.map_or_else(Opening::fresh, |store| {
        open_saved_match(store, scoreboard, wish)
    });
    let fresh = CheckersModel::from_settings(&config.checkers_settings());
    let mut model = match opening.start {
        Start::Resume(saved) => saved.restore(fresh),
        Start::Fresh => fresh,
        Start::Counted => {
            let mut model = fresh;
            model.message = Some(COUNTED.to_string());
            model
        }
    };
    model.tally = scoreboard.tally(&model.matchup());
    // Said once, at the start: the saves that then cannot happen are not said again.
    model.keeping.on = opening.saves_match;
    model.shell.told_unsaved = !opening.saves_match;
    model.keeping.with_ids(fastrand::u64(..));
    model.shell.notices = notices.into_iter().chain(opening.notices).collect();
    model
}
