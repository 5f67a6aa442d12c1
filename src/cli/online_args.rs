//! The flags of online play's commands: `connect4 host`, `join`, `watch` and `online`
//! (the lobby), and how each reaches the server and as whom. The loops they start are
//! `online.rs` and its folder.

use crate::config::ServerUrl;
use clap::Args;
use connect4_protocol::{Clock, InviteCode};

/// How to reach the server, and as whom.
#[derive(Debug, Clone, Args)]
pub struct ServerArgs {
    /// The server's address, as ws://HOST:PORT (default: the config's [online] server)
    #[arg(long, value_name = "URL", value_parser = |text: &str| ServerUrl::new(text).ok_or("not a server address such as ws://127.0.0.1:4747"))]
    pub server: Option<ServerUrl>,
    /// Your name on the server (remembered for next time)
    #[arg(long)]
    pub name: Option<String>,
}

#[derive(Debug, Clone, Args)]
pub struct HostArgs {
    #[command(flatten)]
    pub server: ServerArgs,
    /// The game to host
    #[arg(long, default_value = crate::games::first().name(),
          value_parser = clap::builder::PossibleValuesParser::new(crate::games::names()))]
    pub game: String,
    /// Minutes per game and seconds added per move, as `5+3`; no clock if not given
    #[arg(long, value_parser = |text: &str| Clock::parse(text).map_err(|e| e.to_string()))]
    pub clock: Option<Clock>,
    /// Play for no rating (a rated game needs a clock of a minute or more, counting
    /// the base and 40 increments)
    #[arg(long)]
    pub unrated: bool,
}

#[derive(Debug, Clone, Args)]
pub struct WatchArgs {
    /// The invite code of the game
    #[arg(value_parser = |text: &str| InviteCode::parse(text).map_err(|e| e.to_string()))]
    pub code: InviteCode,
    #[command(flatten)]
    pub server: ServerArgs,
}

#[derive(Debug, Clone, Args)]
pub struct JoinArgs {
    /// The invite code the host was given
    #[arg(value_parser = |text: &str| InviteCode::parse(text).map_err(|e| e.to_string()))]
    pub code: InviteCode,
    #[command(flatten)]
    pub server: ServerArgs,
}
