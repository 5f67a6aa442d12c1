//! `connect4 online`: the lobby of the server, full screen, live. A game started
//! from it (a challenge accepted, a pairing, a hosted game a friend joined, a game
//! joined or watched by its code or from the list, or this player's game still in
//! progress) opens its board; leaving the board comes back to the lobby, on the same
//! connection (its transport reconnects by itself). Once the lobby is open nothing is asked or said
//! in plain lines: hosting, joining and watching by code happen on its screen.

use super::super::game_storage::run_game;
use super::super::play_online;
use super::{Connected, Seated, connect};
use crate::cli::Cli;
use crate::cli::online_args::ServerArgs;
use crate::config::Config;
use crate::lobby::Lobby;
use crate::online::{LobbyLink, Transport};
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
        mut transport,
        identity,
        player,
    } = connect(args, config, cli.data_dir.clone())?;
    loop {
        let Some(game) = lobby_screen(console, config, &transport, &identity.server, &player)?
        else {
            return Ok(());
        };
        let seated = Seated { transport, game };
        transport = play_online(cli, console, config, seated)?;
    }
}

/// The lobby on screen until it closes; the game to open next.
fn lobby_screen(
    console: &Console,
    config: &Config,
    transport: &Transport,
    server: &str,
    player: &PlayerInfo,
) -> color_eyre::Result<Option<GameSnapshot>> {
    transport.say(ClientMessage::Lobby { follow: true });
    let lobby = Lobby::new(server.to_string(), player.clone(), config.keys.keymap());
    let inbox = Inbox::new();
    let (link, chosen) = LobbyLink::new(inbox.mailbox());
    let said = transport.listen(link);
    let worker = Worker::idle(inbox.mailbox());
    let elsewhere = Box::new(move |tell: Tell| {
        // Only the lobby's requests come from the lobby.
        if let Tell::Lobby(request) = tell {
            let _ = said.send(request);
        }
    });
    run_game(lobby, console, config, inbox, worker, None, Some(elsewhere))?;
    let Ok(game) = chosen.try_recv() else {
        return Ok(None);
    };
    // The lobby's news would only be dropped while the board is open.
    transport.say(ClientMessage::Lobby { follow: false });
    Ok(Some(game))
}
