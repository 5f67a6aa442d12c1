//! `connect4 online`: the lobby of the server, full screen, live. A game started
//! from it (a challenge accepted, a pairing, a hosted game a friend joined, a game
//! joined or watched by its code or from the list, or this player's game still in
//! progress) opens its board; leaving the board comes back to the lobby, on the same
//! connection when it is still up. Once the lobby is open nothing is asked or said
//! in plain lines: hosting, joining and watching by code happen on its screen.

use super::Cli;
use super::game_storage::run_game;
use super::online::{Connected, Seated, ServerArgs, connect};
use super::online_play::play_online;
use crate::config::Config;
use crate::lobby::Lobby;
use crate::online::{Connection, Reconnect, spawn_lobby_link};
use crate::shell::{Console, Inbox, Tell, Worker};
use connect4_protocol::{ClientMessage, GameSnapshot, PlayerInfo};

/// Runs the lobby, and each game opened from it, until the player leaves the lobby.
pub fn run_lobby(
    cli: &Cli,
    console: &Console,
    config: &Config,
    args: &ServerArgs,
) -> color_eyre::Result<()> {
    let Connected {
        connection,
        identity,
        player,
    } = connect(args, config, cli.data_dir.clone())?;
    let reconnect = Reconnect {
        url: identity.server.clone(),
        identity,
    };
    let mut connection = Some(connection);
    loop {
        let up = match connection.take() {
            Some(connection) => connection,
            None => reconnect.open()?,
        };
        let Some((up, game)) = lobby_screen(console, config, up, &player, &reconnect)? else {
            return Ok(());
        };
        let seated = Seated {
            connection: up,
            game,
            identity: reconnect.identity.clone(),
        };
        connection = play_online(cli, console, config, seated)?;
    }
}

/// The lobby on screen until it closes; the game to open next, on its connection.
fn lobby_screen(
    console: &Console,
    config: &Config,
    mut connection: Connection,
    player: &PlayerInfo,
    reconnect: &Reconnect,
) -> color_eyre::Result<Option<(Connection, GameSnapshot)>> {
    connection.send(&ClientMessage::Lobby { follow: true })?;
    let lobby = Lobby::new(
        reconnect.url.clone(),
        player.clone(),
        config.settings().keys,
    );
    let inbox = Inbox::new();
    let (said, link) = spawn_lobby_link(connection, inbox.mailbox(), reconnect.clone());
    let worker = Worker::idle(inbox.mailbox());
    let elsewhere = Box::new(move |tell: Tell| drop(said.send(tell)));
    run_game(lobby, console, config, inbox, worker, None, Some(elsewhere))?;
    let end = link
        .join()
        .map_err(|_| color_eyre::eyre::eyre!("the link to the server failed"))?;
    let Some(game) = end.game else {
        return Ok(None);
    };
    let mut connection = match end.connection {
        Some(connection) => connection,
        None => reconnect.open()?,
    };
    // The lobby's news would only be dropped while the board is open.
    connection.send(&ClientMessage::Lobby { follow: false })?;
    Ok(Some((connection, game)))
}
