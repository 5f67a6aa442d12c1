//! Playing checkers (`--game checkers`): the same shell as Connect 4's game, with the
//! checkers model, its computer on the engine's thread and its own scoreboard lines.

use super::{Cli, UsageError};
use crate::checkers::{self, CheckersMessage, CheckersModel, Think};
use crate::config::Config;
use crate::shell::{GameChoice, Inbox, Program, Sources, StorageThread, Worker};
use connect4_rules::checkers::Computer;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Runs checkers until the player quits; the game picked to play next, if any.
pub fn play_checkers(
    cli: &Cli,
    config: &Config,
    first: bool,
) -> color_eyre::Result<Option<GameChoice>> {
    if cli.moves.is_some() && first {
        return Err(UsageError(
            "--moves is Connect 4's column notation; it does not start a game of checkers".into(),
        )
        .into());
    }
    let mut model = CheckersModel::from_settings(&config.settings());
    let store = match cli.score_store() {
        Ok(store) => Some(store),
        Err(error) => {
            model
                .shell
                .notices
                .push(format!("Scores are not saved: {error}"));
            None
        }
    };
    if let Some(store) = &store {
        match store.load() {
            Ok(loaded) => {
                model.tally = loaded.scoreboard.tally(&model.matchup());
                model
                    .shell
                    .notices
                    .extend(loaded.notice.map(|n| n.to_string()));
            }
            Err(error) => model.shell.notices.push(error.to_string()),
        }
    }
    let budget = config.players.think_ms.get();
    let inbox = Inbox::new();
    let worker = Worker::with_runner(inbox.mailbox(), move || {
        let mut engine = Computer::with_seed(fastrand::u64(..), budget);
        Box::new(
            move |job: &Think, stop: &Arc<AtomicBool>, _: &dyn Fn(CheckersMessage)| {
                let started = Instant::now();
                let answer = checkers::answer(&mut engine, job, stop)?;
                if matches!(answer, CheckersMessage::ComputerMoved { .. }) {
                    crate::shell::wait_until(started + crate::shell::COMPUTER_PAUSE, stop)?;
                }
                Some(answer)
            },
        )
    });
    let storage = StorageThread::files(store, inbox.mailbox());
    let sources = Sources {
        inbox,
        worker,
        storage,
    };
    let model = crate::shell::run(model, &config.theme(), sources)?;
    Ok(model.next_game())
}
