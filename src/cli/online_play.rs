//! The board of a game online: the game the server sent, with this player's seat at
//! the keyboard and the opponent's played elsewhere (`online::connect4_board`,
//! `checkers_board`). The link thread brings the server's news to the loop and takes
//! the moves made here; the scoreboard counts the results against the opponent's
//! name, as offline.

use super::Cli;
use super::game_storage::{open_scoreboard, run_game};
use super::online::Seated;
use super::play::connect4_worker;
use super::play_checkers::checkers_worker;
use crate::config::Config;
use crate::online::{Connection, Reconnect, Session, checkers_board, connect4_board, spawn_link};
use crate::shell::Inbox;
use color_eyre::eyre::eyre;
use connect4_protocol::GameKind;

/// Plays the game `seated` at until the player leaves.
pub fn play_online(cli: &Cli, config: &Config, seated: Seated) -> color_eyre::Result<()> {
    let Seated {
        connection,
        game,
        identity,
    } = seated;
    let reconnect = Reconnect {
        url: identity.server.clone(),
        identity,
    };
    let session = Session::new(game.clone(), 0)?;
    let you = session.you();
    let link = Link {
        connection,
        session,
        reconnect,
    };
    let (store, scoreboard, notices) = open_scoreboard(cli);
    // A game watched is not this player's result.
    let store = store.filter(|_| you.is_some());
    match game.kind {
        GameKind::Connect4 { .. } => {
            let mut model = connect4_board(config, &game, &scoreboard).map_err(|e| eyre!(e))?;
            model.shell.notices = notices;
            let inbox = Inbox::new();
            let worker = connect4_worker(&inbox, config);
            let elsewhere = link.start(&inbox);
            run_game(model, config, inbox, worker, store, elsewhere)?;
        }
        GameKind::Checkers => {
            let mut model = checkers_board(config, &game, &scoreboard).map_err(|e| eyre!(e))?;
            model.shell.notices = notices;
            let inbox = Inbox::new();
            let worker = checkers_worker(&inbox, config);
            let elsewhere = link.start(&inbox);
            run_game(model, config, inbox, worker, store, elsewhere)?;
        }
    }
    Ok(())
}

/// What the link thread needs, until the board's inbox exists.
struct Link {
    connection: Connection,
    session: Session,
    reconnect: Reconnect,
}

impl Link {
    /// Starts the link posting to `inbox`; where the moves made here go.
    fn start<M: Send + 'static>(self, inbox: &Inbox<M>) -> Option<Box<dyn FnMut(String)>> {
        let moves = spawn_link(
            self.connection,
            self.session,
            inbox.mailbox(),
            self.reconnect,
        );
        // The link ends with the program; a move made as it goes has nowhere to go.
        Some(Box::new(move |mv| drop(moves.send(mv))))
    }
}
