//! The board of a game online: the game the server sent, with this player's seat at
//! the keyboard and the opponent's played elsewhere (`online::connect4_board`,
//! `checkers_board`). The link thread brings the server's news to the loop and takes
//! what is said here; the scoreboard counts the results against the opponent's name,
//! as offline. A rematch opens a new board.

use super::Cli;
use super::game_storage::{open_scoreboard, run_game};
use super::online::Seated;
use super::play::connect4_worker;
use super::play_checkers::checkers_worker;
use crate::config::Config;
use crate::online::{
    Connection, LinkEnd, Reconnect, Session, checkers_board, connect4_board, spawn_link,
};
use crate::shell::{Console, Inbox, Tell};
use color_eyre::eyre::eyre;
use connect4_protocol::{GameKind, GameSnapshot};
use std::thread::JoinHandle;

/// Plays the game `seated` at, and each rematch agreed after it, until the player
/// leaves; the connection, if it is still up, for what comes next (the lobby).
pub fn play_online(
    cli: &Cli,
    console: &Console,
    config: &Config,
    seated: Seated,
) -> color_eyre::Result<Option<Connection>> {
    let Seated {
        connection,
        game,
        identity,
    } = seated;
    let reconnect = Reconnect {
        url: identity.server.clone(),
        identity,
    };
    let mut next = Some((Some(connection), game));
    while let Some((connection, game)) = next.take() {
        let connection = match connection {
            Some(connection) => connection,
            // Down as the rematch started: its game comes again after hello.
            None => reconnect.open()?,
        };
        let end = play_one(cli, console, config, connection, game, &reconnect)?;
        match end.rematch {
            Some(rematch) => next = Some((end.connection, rematch)),
            None => return Ok(end.connection),
        }
    }
    Ok(None)
}

/// One game on the board, until the player leaves it or a rematch starts.
fn play_one(
    cli: &Cli,
    console: &Console,
    config: &Config,
    connection: Connection,
    game: GameSnapshot,
    reconnect: &Reconnect,
) -> color_eyre::Result<LinkEnd> {
    let session = Session::new(game.clone(), 0)?;
    let you = session.you();
    let link = Link {
        connection,
        session,
        reconnect: reconnect.clone(),
    };
    let (store, scoreboard, notices) = open_scoreboard(cli);
    // A game watched is not this player's result.
    let store = store.filter(|_| you.is_some());
    let thread = match game.kind {
        GameKind::Connect4 { .. } => {
            let mut model = connect4_board(config, &game, &scoreboard).map_err(|e| eyre!(e))?;
            model.shell.notices = notices;
            let inbox = Inbox::new();
            let worker = connect4_worker(&inbox, config);
            let (elsewhere, thread) = link.start(&inbox);
            run_game(
                model,
                console,
                config,
                inbox,
                worker,
                store,
                Some(elsewhere),
            )?;
            thread
        }
        GameKind::Checkers => {
            let mut model = checkers_board(config, &game, &scoreboard).map_err(|e| eyre!(e))?;
            model.shell.notices = notices;
            let inbox = Inbox::new();
            let worker = checkers_worker(&inbox, config, cli);
            let (elsewhere, thread) = link.start(&inbox);
            run_game(
                model,
                console,
                config,
                inbox,
                worker,
                store,
                Some(elsewhere),
            )?;
            thread
        }
    };
    thread
        .join()
        .map_err(|_| color_eyre::eyre::eyre!("the link to the server failed"))
}

/// What the link thread needs, until the board's inbox exists.
struct Link {
    connection: Connection,
    session: Session,
    reconnect: Reconnect,
}

/// Where what is said on the board goes.
type Elsewhere = Box<dyn FnMut(Tell)>;

impl Link {
    /// Starts the link posting to `inbox`: where what is said here goes, and the
    /// thread, which hands the connection back once the board has closed.
    fn start<M: Send + 'static>(self, inbox: &Inbox<M>) -> (Elsewhere, JoinHandle<LinkEnd>) {
        let (said, thread) = spawn_link(
            self.connection,
            self.session,
            inbox.mailbox(),
            self.reconnect,
        );
        // Said as the link ends: nobody is left to hear it.
        (Box::new(move |tell| drop(said.send(tell))), thread)
    }
}
