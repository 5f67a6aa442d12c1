//! A visit through the ssh door, on the visitor's own thread: the door's first screen
//! (a name the first time, then the menu), and the app as `connect4` runs it here for
//! whatever the visitor picks, on their remote terminal, with their own folder as its
//! data directory and the door's server as its server of online play.

use super::appearance_file::{load_appearance, save_appearance};
use super::menu::{Appearance, Door, DoorChoice, Picks};
use super::ssh::Visitor;
use crate::cli::Cli;
use crate::config::{Config, Overrides, ServerUrl};
use crate::online::{Identities, Identity, Listener, Transport, door_visitor_at};
use crate::shell::{Console, Inbox, Worker};
use clap::Parser;
use connect4_classic::terminal::PuzzlePick;
use connect4_client::Event;
use connect4_client::core::Core;
use connect4_protocol::{GameStatus, ServerMessage};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Sender, channel};
use std::time::Duration;

/// What every visit needs to know of the server it stands beside.
#[derive(Debug, Clone)]
pub struct DoorPlace {
    /// The folder of the visitors' folders.
    pub players: PathBuf,
    /// The server of online play, as the door's sessions reach it.
    pub server: String,
}

impl DoorPlace {
    /// A visitor's own folder.
    pub fn folder_of(&self, visitor: &Visitor) -> PathBuf {
        self.players.join(visitor.key_id())
    }
}

/// Runs the app for `visitor` until they leave or their connection drops.
pub fn visit(place: &DoorPlace, visitor: Visitor) {
    let folder = place.folder_of(&visitor);
    let console = Console::Remote(visitor.terminal.clone());
    let mut cli = Cli::parse_from(["connect4"]);
    cli.data_dir = Some(folder.clone());
    let mut config = door_config(place, visitor.no_color);
    if let Some(kept) = load_appearance(&folder) {
        kept.apply_to(&mut config.display);
    }
    let address = visitor.address.map(|a| a.ip());
    if let Err(error) = welcome(&cli, &console, config, &folder, address) {
        // The error may quote the server or the visitor: escaped for the log.
        let error = connect4_classic::escape::escape(&format!("{error:#}")).into_owned();
        let key = visitor.key_id();
        tracing::info!(key = %key, error = %error, "an ssh visit ended on an error");
    }
}

/// The door's screens and what is picked from them, in turn, until the visitor leaves.
fn welcome(
    cli: &Cli,
    console: &Console,
    mut config: Config,
    folder: &Path,
    address: Option<std::net::IpAddr>,
) -> color_eyre::Result<()> {
    let server = config.online.server.as_str().to_string();
    let Some(identity) = known_or_new_identity(console, &config, folder, &server)? else {
        return Ok(());
    };
    // The server is told where the visitor is, for as long as the visit lasts.
    let _at = address.map(|address| door_visitor_at(&identity.token, address));
    let name = identity.name.clone();
    // The visitor is the first player at their keyboard, so their results are theirs.
    if let Some(one) = crate::config::PlayerName::new(&name) {
        config.players.one = one;
    }
    if has_game_in_progress(&identity) {
        crate::play::online::lobby::run_lobby(cli, console, &config, &lobby_args())?;
    }
    let mut last: Option<(DoorChoice, Picks)> = None;
    loop {
        let (_, scoreboard, _) = crate::play::game_storage::open_scoreboard(cli);
        let appearance = Appearance::of(&config.display);
        let mut door = Door::menu(name.clone(), config.keys.keymap(), &scoreboard, appearance);
        if let Some((choice, picks)) = &last {
            door = door.after(choice, *picks);
        }
        let door = run_door(door, console, &config)?;
        let choice = door.chosen().cloned().unwrap_or(DoorChoice::Quit);
        match &choice {
            DoorChoice::Play { game, opponent } => {
                let overrides = Overrides {
                    game: Some(*game),
                    opponent: Some(*opponent),
                    ..Overrides::default()
                };
                let config = config.clone().with_overrides(&overrides);
                crate::play::play_games(cli, console, &config)?;
            }
            DoorChoice::Puzzles => {
                crate::play::play_puzzles(cli, console, &config, PuzzlePick::Next)?;
            }
            DoorChoice::Lobby => {
                crate::play::online::lobby::run_lobby(cli, console, &config, &lobby_args())?;
            }
            DoorChoice::Settings(appearance) => {
                appearance.apply_to(&mut config.display);
                if let Err(error) = save_appearance(folder, *appearance) {
                    tracing::warn!(%error, "a visitor's settings could not be kept");
                }
            }
            DoorChoice::Name(_) | DoorChoice::Quit => return Ok(()),
        }
        last = Some((choice, door.picks()));
    }
}

/// Who this visitor's key plays as on the server: the name and token it was given
/// before, or a name asked for now and taken on the server (a name another player
/// holds is refused there, and asked again with the server's words). `None` if the
/// visitor left instead.
fn known_or_new_identity(
    console: &Console,
    config: &Config,
    folder: &Path,
    server: &str,
) -> color_eyre::Result<Option<Identity>> {
    let mut identities = Identities::load(folder);
    if let Some(known) = identities.on(server) {
        return Ok(Some(known.clone()));
    }
    let mut refusal = None;
    loop {
        let door = Door::naming(config.keys.keymap(), refusal.take());
        let door = run_door(door, console, config)?;
        let Some(DoorChoice::Name(name)) = door.chosen().cloned() else {
            return Ok(None);
        };
        match Transport::open(server, connect4_client::Identity::new(name, None)) {
            Ok((_, welcome)) => {
                let identity = Identity {
                    server: server.to_string(),
                    name: welcome.name,
                    token: welcome.token,
                };
                identities.remember(identity.clone())?;
                return Ok(Some(identity));
            }
            Err(error) => refusal = Some(error),
        }
    }
}

/// Whether this visitor has a game online still being played: then the lobby, which
/// opens it, comes first, so that a dropped connection comes back to its game.
fn has_game_in_progress(known: &Identity) -> bool {
    let wire = connect4_client::Identity::new(known.name.clone(), Some(known.token.clone()));
    let Ok((transport, _)) = Transport::open(&known.server, wire) else {
        return false;
    };
    // The server sends the games in progress right after its welcome.
    let (games, in_progress) = channel();
    let _listening = transport.listen(GamesInProgress(games));
    in_progress.recv_timeout(Duration::from_millis(500)).is_ok()
}

/// Tells of the first game of the player's own still being played.
struct GamesInProgress(Sender<()>);

impl Listener for GamesInProgress {
    fn heard(&mut self, event: Event, _: &mut Core, _: u64) -> bool {
        match event {
            Event::Message(ServerMessage::Game { game })
                if game.you.is_some() && game.status == GameStatus::Playing =>
            {
                let _ = self.0.send(());
                false
            }
            _ => true,
        }
    }
}

/// Runs the door's screen until it ends; what it ended with (`Quit` when the
/// connection went first).
fn run_door(door: Door, console: &Console, config: &Config) -> color_eyre::Result<Door> {
    let inbox = Inbox::new();
    // The door asks no engine anything and keeps nothing itself.
    let worker = Worker::idle(inbox.mailbox());
    crate::play::game_storage::run_screen(door, console, config, inbox, worker, None, None)
}

/// The lobby on the door's server, as the name it knows.
fn lobby_args() -> crate::cli::online_args::ServerArgs {
    crate::cli::online_args::ServerArgs {
        server: None,
        name: None,
    }
}

/// The config of a visit: the defaults (the server's own config file is its
/// operator's, not the visitors'), the door's server, and no colour when the client
/// asked for none.
fn door_config(place: &DoorPlace, no_color: bool) -> Config {
    let mut config = Config::default();
    if let Some(server) = ServerUrl::new(&place.server) {
        config.online.server = server;
    }
    config.with_overrides(&Overrides {
        no_color,
        ..Overrides::default()
    })
}
