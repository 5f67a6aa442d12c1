//! A visit through the ssh door, on the visitor's own thread: the app as `connect4`
//! runs it here, on their remote terminal, with their own folder as its data
//! directory and the door's server as its server of online play.

use super::Cli;
use super::ssh_door::DoorPlace;
use crate::config::{Config, ServerUrl};
use crate::shell::Console;
use crate::ssh::Visitor;
use clap::Parser;
/// Runs the app for `visitor` until they leave or their connection drops.
pub fn visit(place: &DoorPlace, visitor: Visitor) {
    let folder = place.folder_of(&visitor);
    let console = Console::Remote(visitor.terminal.clone());
    let mut cli = Cli::parse_from(["connect4"]);
    cli.data_dir = Some(folder);
    let mut config = Config::default();
    if let Some(server) = ServerUrl::new(&place.server) {
        config.online.server = server;
    }
    if let Err(error) = super::play_games(&cli, &console, &config) {
        tracing::info!(error = %error, "an ssh visit ended on an error");
    }
}
