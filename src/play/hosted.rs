//! A game the shell's host plays (PopOut), at the terminal's runner: the config's
//! opponent and keys, its game kept in its file beside the scoreboard, and its
//! computer on the engine's thread. One for every hosted game: such a game writes
//! nothing here.

use super::terminal_game::{Launch, Opened, TerminalGame};
use crate::cli::UsageError;
use crate::config::Config;
use crate::hosted;
use crate::scoreboard::{ScoreStore, Scoreboard};
use crate::shell::{
    COMPUTER_PAUSE, HostMessage, Hosting, Inbox, KeptGame, TerminalView, Think, Worker,
    engine_slot, think, wait_until,
};
#[cfg(feature = "online")]
use connect4_protocol::GameSnapshot;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

impl<G: TerminalView> TerminalGame for Hosting<G> {
    type Saved = KeptGame<G>;
    /// No flag names a position of a hosted game.
    type Position = std::convert::Infallible;
    type Loaded = ();

    const COUNTED: &'static str = "The saved game had ended: its result is counted";

    fn position(launch: &Launch) -> Result<Option<Self::Position>, UsageError> {
        match launch.cli.moves {
            Some(_) => Err(UsageError(format!(
                "--moves is Connect 4's column notation; it does not start a game of {}",
                G::GAME.title()
            ))),
            None => Ok(None),
        }
    }

    fn load(_: Option<&ScoreStore>, _: &mut Vec<String>) {}

    fn fresh(config: &Config, scoreboard: &Scoreboard) -> Hosting<G> {
        hosted::fresh(config, scoreboard)
    }

    fn at(position: Self::Position, _: &Config, _: &Scoreboard) -> Hosting<G> {
        match position {}
    }

    fn resumed(saved: KeptGame<G>, config: &Config, scoreboard: &Scoreboard) -> Hosting<G> {
        let mut game = hosted::resumed(&saved, config, scoreboard)
            .expect("a kept game is read only when its moves replay");
        game.message = Some("Resumed the game in progress (n starts a new one)".to_string());
        game
    }

    fn say(&mut self, message: &str) {
        self.message = Some(message.to_string());
    }

    fn opened(mut self, opened: Opened<()>) -> Hosting<G> {
        // Said once, at the start: the saves that then cannot happen are not said again.
        self.keeps = opened.saves_match;
        self.shell.told_unsaved = !opened.saves_match;
        self.shell.notices = opened.notices;
        self
    }

    /// The server's game, as every hosted game opens it.
    #[cfg(feature = "online")]
    fn board(
        config: &Config,
        game: &GameSnapshot,
        scoreboard: &Scoreboard,
    ) -> Result<Hosting<G>, String> {
        hosted::online_board(config, game, scoreboard)
    }

    #[cfg(feature = "online")]
    fn tell(&mut self, notices: Vec<String>) {
        self.shell.notices = notices;
    }

    /// Its computer on the engine's thread, sharing the processor with other
    /// sessions' engines, its move held back as long as a person needs to see it
    /// coming.
    fn worker(inbox: &Inbox<HostMessage<G::Cursor>>, _: &Launch) -> Worker<Think<G>> {
        Worker::with_runner(inbox.mailbox(), || {
            Box::new(
                |job: &Think<G>, stop: &Arc<AtomicBool>, _: &dyn Fn(HostMessage<G::Cursor>)| {
                    let started = Instant::now();
                    let answer = {
                        let _slot = engine_slot(stop)?;
                        think(job, stop)?
                    };
                    wait_until(started + COMPUTER_PAUSE, stop)?;
                    Some(answer)
                },
            )
        })
    }
}
