//! The board of a game online: the game the server sent, with this player's seat at
//! the keyboard and the opponent's played elsewhere (each game's
//! `TerminalGame::board`). The board's link on the transport brings the server's news
//! to the loop, and what is said here goes out on the transport; the scoreboard counts
//! the results against the opponent's name, as offline. A rematch opens a new board.

use super::super::game_storage::{open_scoreboard, run_game};
use super::super::{Launch, TerminalGame};
use crate::online::{BoardLink, Session, Transport, message_for};
use crate::shell::{Inbox, Tell};
use color_eyre::eyre::eyre;
use connect4_protocol::GameSnapshot;
use std::sync::mpsc::Receiver;

/// The game `G` on the board: the server's `game` with this player's seat, until the
/// player leaves it or a rematch starts; the rematch, if one did.
pub fn play_board<G: TerminalGame>(
    launch: &Launch,
    transport: &Transport,
    game: GameSnapshot,
) -> color_eyre::Result<Option<GameSnapshot>> {
    let session = Session::new(&game);
    let you = session.you();
    let (store, scoreboard, notices) = open_scoreboard(launch.cli);
    // A game watched is not this player's result.
    let store = store.filter(|_| you.is_some());
    let mut model = G::board(launch.config, &game, &scoreboard).map_err(|e| eyre!(e))?;
    model.tell(notices);
    let inbox = Inbox::new();
    let worker = G::worker(&inbox, launch);
    let (elsewhere, rematch) = listen(transport, session, &inbox);
    let config = launch.config;
    run_game(
        model,
        launch.console,
        config,
        inbox,
        worker,
        store,
        Some(elsewhere),
    )?;
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
    let code = session.code();
    let (link, rematch) = BoardLink::new(session, inbox.mailbox());
    let said = transport.listen(link);
    // Said as the board closes: nobody is left to hear it.
    let elsewhere = Box::new(move |tell| drop(said.send(message_for(code, tell))));
    (elsewhere, rematch)
}
