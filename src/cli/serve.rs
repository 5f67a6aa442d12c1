//! `connect4 serve`: the online-play server (crates/server) on a multi-thread tokio
//! runtime, logging to stderr (`serve/logs.rs`, which the door logs through too) with
//! a RUST_LOG-style filter; with `--ssh`, the ssh door beside it (`crate::door`).

pub(crate) mod logs;

use super::failure::Failure;
use crate::scoreboard::ScoreStore;
use clap::Args;
use connect4_server::{Config, DEFAULT_LISTEN};
use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Where the page's files are when `cargo web --build-only` built them.
const BUILT_PAGE: &str = "target/web";

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address and port to listen on; 0.0.0.0:PORT serves the local network
    #[arg(long, value_name = "ADDR", default_value = DEFAULT_LISTEN)]
    pub listen: SocketAddr,
    /// Folder of the server's database, instead of `server` in the data directory
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
    /// Another database than the data folder's SQLite file: a sqlite:// URL, or a
    /// postgres:// one, which several servers may share (each a node of one fleet)
    #[arg(long, value_name = "URL")]
    pub database: Option<String>,
    /// Where players reach this server (as wss://n1.example.org/ws): the other
    /// servers of its database send its players there. Default: ws:// and the
    /// listening address
    #[arg(long, value_name = "URL", value_parser = parse_public_url)]
    pub public_url: Option<String>,
    /// The page's files to serve at / (default: target/web, when it exists)
    #[arg(long, value_name = "DIR")]
    pub web: Option<PathBuf>,
    /// Seconds a player may be gone from a game in progress before losing it
    #[arg(long, value_name = "SECS", default_value_t = 60,
          value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub grace: u64,
    /// Sockets at once, in total (fewer when the open-file limit is lower)
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    pub max_connections: usize,
    /// Sockets at once from one address in their handshake, and as many WebSockets
    #[arg(long, value_name = "N", default_value_t = 16)]
    pub max_per_address: usize,
    /// Messages a second one connection may send (bursts of twice as many)
    #[arg(long, value_name = "N", default_value_t = 20.0)]
    pub rate: f64,
    /// WebSockets one address may open a second (in bursts of fifteen times as
    /// many): a client coming back is never near it, a reconnection flood is
    #[arg(long, value_name = "N", default_value_t = 2.0)]
    pub upgrade_rate: f64,
    /// Games one player may host at once, waiting for an opponent
    #[arg(long, value_name = "N", default_value_t = 3)]
    pub max_hosted: usize,
    /// Rate games between two players from one address (by default they are
    /// played unrated, so one person's two accounts cannot trade points)
    #[arg(long)]
    pub rated_same_address: bool,
    /// New players (a hello without a token) one address may make an hour
    #[arg(long, value_name = "N", default_value_t = 20,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub new_players_per_hour: u32,
    /// Days after which a player who never played a game is deleted at start, freeing its name
    #[arg(long, value_name = "DAYS", default_value_t = 30,
          value_parser = clap::value_parser!(u64).range(1..=36_500))]
    pub unplayed_days: u64,
    /// A proxy in front (as a TLS proxy on this machine: 127.0.0.1) whose
    /// X-Forwarded-For is believed, so each player behind it is limited at their own
    /// address; repeatable
    #[arg(long, value_name = "ADDR")]
    pub trusted_proxy: Vec<IpAddr>,
    /// A page elsewhere allowed to play on this server (as https://play.example.org);
    /// the page this server serves always is; repeatable
    #[arg(long, value_name = "URL", value_parser = parse_origin)]
    pub allow_origin: Vec<String>,
    #[cfg(feature = "ssh")]
    #[command(flatten)]
    pub door: super::door_args::DoorArgs,
}

/// Runs the server until the process is stopped.
pub fn run(args: &ServeArgs, data_dir: Option<&Path>) -> Result<(), Failure> {
    let data = match (&args.data, data_dir) {
        (Some(dir), _) => dir.clone(),
        (None, Some(dir)) => dir.join("server"),
        (None, None) => ScoreStore::default_dir()
            .ok_or_else(|| Failure::Usage("no data directory: give one with --data".into()))?
            .join("server"),
    };
    let mut config = config_of(args, data.clone());
    #[cfg(feature = "ssh")]
    let door_key = crate::door::open::prepare(&args.door, &mut config)?;
    config.rate = args.rate;
    config.burst = args.rate * 2.0;
    config.max_hosted = args.max_hosted;
    config.rated_same_address = args.rated_same_address;
    config.new_players_per_hour = args.new_players_per_hour;
    config.upgrade_rate = args.upgrade_rate;
    config.upgrade_burst = args.upgrade_rate * 15.0;
    config.unplayed_expiry = Duration::from_secs(args.unplayed_days * 24 * 3600);
    logs::init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| Failure::io("cannot start the runtime", e))?;
    runtime.block_on(async {
        let running = connect4_server::start(config)
            .await
            .map_err(|e| Failure::io("cannot start the server", std::io::Error::other(e)))?;
        logs::say(format_args!(
            "connect4 serve: listening on ws://{}/ws",
            running.addr
        ));
        #[cfg(feature = "ssh")]
        crate::door::open::open_if_asked(&args.door, door_key.as_deref(), &data, running.addr)
            .await?;
        running
            .serve_until(stop_asked())
            .await
            .map_err(|e| Failure::io("the server stopped", std::io::Error::other(e)))
    })
}

/// SIGTERM (a service manager, a rolling upgrade) or SIGINT (Ctrl-C): the server
/// then drains, handing its games over to the other servers of its database.
async fn stop_asked() {
    let Ok(mut term) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
    else {
        return std::future::pending().await;
    };
    tokio::select! {
        _ = term.recv() => {}
        _ = tokio::signal::ctrl_c() => {}
    }
}

/// The server's settings from its flags.
fn config_of(args: &ServeArgs, data: PathBuf) -> Config {
    let mut config = Config::new(data, crate::games::PLAYED);
    config.listen = args.listen;
    config.database_url = args.database.clone();
    config.public_url = args.public_url.clone();
    config.web_dir = args.web.clone().or_else(|| Some(PathBuf::from(BUILT_PAGE)));
    config.grace = Duration::from_secs(args.grace);
    config.max_connections = args.max_connections;
    config.max_per_address = args.max_per_address;
    config.trusted_proxies = args.trusted_proxy.clone();
    config.allowed_origins = args.allow_origin.clone();
    config.rate = args.rate;
    config.burst = args.rate * 2.0;
    config
}

/// A WebSocket address clients can be sent to.
fn parse_public_url(text: &str) -> Result<String, String> {
    let rest = text
        .strip_prefix("ws://")
        .or_else(|| text.strip_prefix("wss://"));
    match rest {
        Some(rest) if !rest.is_empty() && !rest.contains([' ', '#']) && text.len() <= 512 => {
            Ok(text.to_string())
        }
        _ => Err("a public URL is ws:// or wss://, a host, a port if need be and a path".into()),
    }
}

/// An origin as a browser sends it: `http` or `https`, a host, maybe a port, no path.
fn parse_origin(text: &str) -> Result<String, String> {
    let origin = text.trim_end_matches('/');
    let host = origin
        .strip_prefix("https://")
        .or_else(|| origin.strip_prefix("http://"));
    match host {
        Some(host) if !host.is_empty() && !host.contains(['/', '@', '?', '#', ' ']) => {
            Ok(origin.to_string())
        }
        _ => Err("an origin is http:// or https://, a host and maybe a port".into()),
    }
}
