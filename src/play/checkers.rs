//! Checkers at the terminal's runner (`--game checkers`): its settings from the config,
//! its game in progress kept in `checkers-match.toml`, and its computer on the engine's
//! thread with the larger endgame database when one was built.

use super::tablebases;
use super::terminal_game::{Launch, Opened, TerminalGame};
use crate::cli::UsageError;
use crate::config::Config;
use crate::opening::checkers_settings;
use crate::scoreboard::{ScoreStore, Scoreboard};
use crate::shell::{Inbox, News, Worker};
use connect4_checkers::Computer;
use connect4_checkers::terminal::{
    self as checkers, CheckersMessage, CheckersModel, SavedGame, Think,
};
#[cfg(feature = "online")]
use connect4_protocol::GameSnapshot;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

impl TerminalGame for CheckersModel {
    type Saved = SavedGame;
    /// No flag names a position of checkers.
    type Position = std::convert::Infallible;
    type Loaded = ();

    const COUNTED: &'static str = "The saved game had ended: its result is counted";

    fn position(launch: &Launch) -> Result<Option<Self::Position>, UsageError> {
        if launch.cli.moves.is_some() {
            return Err(UsageError(
                "--moves is Connect 4's column notation; it does not start a game of checkers"
                    .into(),
            ));
        }
        Ok(None)
    }

    fn load(_: Option<&ScoreStore>, _: &mut Vec<String>) {}

    fn fresh(config: &Config, scoreboard: &Scoreboard) -> CheckersModel {
        let mut model = CheckersModel::from_settings(&checkers_settings(config));
        model.tally = scoreboard.tally(&model.matchup());
        model
    }

    fn at(position: Self::Position, _: &Config, _: &Scoreboard) -> CheckersModel {
        match position {}
    }

    fn resumed(saved: SavedGame, config: &Config, scoreboard: &Scoreboard) -> CheckersModel {
        let mut model = saved.restore(CheckersModel::from_settings(&checkers_settings(config)));
        model.tally = scoreboard.tally(&model.matchup());
        model
    }

    fn say(&mut self, message: &str) {
        self.message = Some(message.to_string());
    }

    fn opened(mut self, opened: Opened<()>) -> CheckersModel {
        // Said once, at the start: the saves that then cannot happen are not said again.
        self.keeping.on = opened.saves_match;
        self.shell.told_unsaved = !opened.saves_match;
        self.keeping.with_ids(opened.run_id);
        self.shell.notices = opened.notices;
        self
    }

    #[cfg(feature = "online")]
    fn board(
        config: &Config,
        game: &GameSnapshot,
        scoreboard: &Scoreboard,
    ) -> Result<CheckersModel, String> {
        crate::opening::checkers_board(config, game, scoreboard)
    }

    #[cfg(feature = "online")]
    fn tell(&mut self, notices: Vec<String>) {
        self.shell.notices = notices;
    }

    fn worker(inbox: &Inbox<CheckersMessage>, launch: &Launch) -> Worker<Think> {
        checkers_worker(inbox, launch.config, launch.cli.data_dir.as_deref())
    }
}

/// Checkers' engine on its thread, answering to `inbox`: with the 5-piece endgame
/// database when one was built in the data directory (`given`, else the platform's;
/// read there, so the first frame does not wait for it).
pub(crate) fn checkers_worker(
    inbox: &Inbox<CheckersMessage>,
    config: &Config,
    given: Option<&Path>,
) -> Worker<Think> {
    let budget = config.players.think_ms.get();
    let data = tablebases::data_dir(given).ok();
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
