//! The board of a game online: the game the server sent, with this player's seat at
//! the keyboard and the opponent's played elsewhere (`online::connect4_board`,
//! `checkers_board`). The board's link on the transport brings the server's news to
//! the loop, and what is said here goes out on the transport; the scoreboard counts the results against the opponent's name,
//! as offline. A rematch opens a new board.

use super::Cli;
use super::game_storage::{open_scoreboard, run_game};
use super::online::Seated;
use super::play::connect4_worker;
use super::play_checkers::checkers_worker;
use crate::config::Config;
use crate::online::{BoardLink, Session, Transport, checkers_board, connect4_board, message_for};
use crate::shell::{Console, Inbox, Tell};
use color_eyre::eyre::eyre;
use connect4_protocol::{GameKind, GameSnapshot};
use std::sync::mpsc::Receiver;

/// Plays the game `seated` at, and each rematch agreed after it, until the player
/// leaves; the transport, for what comes next (the lobby).
pub fn play_online(
    cli: &Cli,
    console: &Console,
    config: &Config,
    seated: Seated,
) -> color_eyre::Result<Transport> {
    let Seated { transport, game } = seated;
    let mut next = Some(game);
    while let Some(game) = next.take() {
        next = play_one(cli, console, config, &transport, game)?;
    }
    Ok(transport)
}

/// One game on the board, until the player leaves it or a rematch starts; the
/// rematch, if one did.
fn play_one(
    cli: &Cli,
    console: &Console,
    config: &Config,
    transport: &Transport,
    game: GameSnapshot,
) -> color_eyre::Result<Option<GameSnapshot>> {
    let session = Session::new(game.clone(), 0)?;
    let you = session.you();
    let (store, scoreboard, notices) = open_scoreboard(cli);
    // A game watched is not this player's result.
    let store = store.filter(|_| you.is_some());
    let rematch = match game.kind {
        GameKind::Connect4 { .. } => {
            let mut model = connect4_board(config, &game, &scoreboard).map_err(|e| eyre!(e))?;
            model.shell.notices = notices;
            let inbox = Inbox::new();
            let worker = connect4_worker(&inbox, config);
            let (elsewhere, rematch) = listen(transport, session, &inbox);
            run_game(
                model,
                console,
                config,
                inbox,
                worker,
                store,
                Some(elsewhere),
            )?;
            rematch
        }
        GameKind::Checkers => {
            let mut model = checkers_board(config, &game, &scoreboard).map_err(|e| eyre!(e))?;
            model.shell.notices = notices;
            let inbox = Inbox::new();
            let worker = checkers_worker(&inbox, config, cli);
            let (elsewhere, rematch) = listen(transport, session, &inbox);
            run_game(
                model,
                console,
                config,
                inbox,
                worker,
                store,
                Some(elsewhere),
            )?;
            rematch
        }
    };
    Ok(rematch.try_recv().ok())
}

/// Where what is said on the board goes.
type Elsewhere = Box<dyn FnMut(Tell)>;

/// The board's link listening on `transport`, posting to `inbox`: where what is said
/// on the board goes (the link stops listening once it is dropped, as the board
/// closes), and where the rematch comes, if one starts.
fn listen<M: Send + 'static>(
    transport: &Transport,
    session: Session,
    inbox: &Inbox<M>,
) -> (Elsewhere, Receiver<GameSnapshot>) {
    let code = session.mirror().code();
    let (link, rematch) = BoardLink::new(session, inbox.mailbox());
    let said = transport.listen(link);
    // Said as the board closes: nobody is left to hear it.
    let elsewhere = Box::new(move |tell| drop(said.send(message_for(code, tell))));
    (elsewhere, rematch)
}
