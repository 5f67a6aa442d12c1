//! A game the shell's host plays (PopOut), at the terminal's runner: the config's
//! opponent and keys, its game kept in its file beside the scoreboard, and its
//! computer on the engine's thread. One for every hosted game: such a game writes
//! nothing here.

use super::terminal_game::{Launch, Opened, TerminalGame};
use crate::cli::UsageError;
use crate::config::{Config, Opponent};
#[cfg(feature = "online")]
use crate::online::{seats_for, server_names};
use crate::scoreboard::{ScoreStore, Scoreboard};
#[cfg(feature = "online")]
use crate::shell::replayed;
use crate::shell::{
    COMPUTER_PAUSE, HostMessage, Hosting, Inbox, KeptGame, Seats, TerminalView, Think, Worker,
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
        let level = computer_level::<G>(config.players.opponent);
        let mut game = Hosting::new(Seats::against(level), config.keys.keymap());
        game.tally = scoreboard.tally(&game.matchup());
        game
    }

    fn at(position: Self::Position, _: &Config, _: &Scoreboard) -> Hosting<G> {
        match position {}
    }

    fn resumed(saved: KeptGame<G>, config: &Config, scoreboard: &Scoreboard) -> Hosting<G> {
        let mut game = Hosting::resumed(&saved, config.keys.keymap())
            .expect("a kept game is read only when its moves replay");
        game.tally = scoreboard.tally(&game.matchup());
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

    /// The server's game: its kind and moves, replayed by the rules; this player's
    /// seat at the keyboard, the other elsewhere; the server's names. The server keeps
    /// it, so nothing is kept here for a restart.
    #[cfg(feature = "online")]
    fn board(
        config: &Config,
        game: &GameSnapshot,
        scoreboard: &Scoreboard,
    ) -> Result<Hosting<G>, String> {
        if game.kind.game() != G::NAME {
            return Err(format!("the server's game is not {}", G::GAME.title()));
        }
        G::check(&game.kind).map_err(|why| why.to_string())?;
        let mut board = Hosting::new(seats_for(game.you), config.keys.keymap());
        board.kind = game.kind;
        board.names = Some(server_names(game));
        board.keeps = false;
        board.shell.told_unsaved = true;
        board.position = replayed(&game.kind, &game.moves)?;
        board.moves = game.moves.clone();
        board.tally = scoreboard.tally(&board.matchup());
        Ok(board)
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

/// The computer's level in `G` for the config's opponent: the level of that name,
/// else (perfect, which only Connect 4 has) its strongest; `None` for a person.
fn computer_level<G: TerminalView>(opponent: Opponent) -> Option<&'static str> {
    let name = opponent.computer_level()?;
    let level = G::LEVELS.iter().find(|level| **level == name);
    level.or(G::LEVELS.last()).copied()
}
