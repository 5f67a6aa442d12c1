//! `connect4 serve --ssh ADDR`: the ssh front door beside the server. Each visitor's
//! files (scoreboard, match in progress, name and token on the server, settings) live
//! in a folder of their own named by their key, so the key is the player everywhere;
//! the app then runs on their remote terminal as it runs here (`visit.rs`).

use super::ssh::{self, DoorLimits, Visitor};
use super::visit::DoorPlace;
use crate::cli::door_args::DoorArgs;
use crate::cli::failure::Failure;
use connect4_server::Config;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// Readies the server for the door, if asked for one: the door's sessions all reach
/// the server from this machine, as players behind a proxy here do, so the door
/// limits them itself (per address of the ssh client) and the server knows them by a
/// key only this process has. The key, if there is a door.
pub fn prepare(args: &DoorArgs, config: &mut Config) -> Result<Option<String>, Failure> {
    let Some(_) = args.ssh else {
        return Ok(None);
    };
    let key = connect4_server::new_door_key()
        .map_err(|e| Failure::io("cannot draw the door's key", std::io::Error::other(e)))?;
    config.door_key = Some(key.clone());
    // Each door session holds its ssh socket and its socket to the server.
    config.reserved_files = 2 * args.ssh_sessions as usize;
    Ok(Some(key))
}

/// Opens the door beside the server at `server`, if one was asked for.
pub async fn open_if_asked(
    args: &DoorArgs,
    key: Option<&str>,
    data: &Path,
    server: SocketAddr,
) -> Result<(), Failure> {
    let (Some(listen), Some(key)) = (args.ssh, key) else {
        return Ok(());
    };
    let url = server_url(server);
    crate::online::carry_door_key(&url, key)
        .map_err(|e| Failure::io("cannot give the door its key", e))?;
    open(args, listen, data, server).await
}

/// The session limits the door's flags set.
fn limits(args: &DoorArgs) -> DoorLimits {
    DoorLimits {
        sessions: args.ssh_sessions as usize,
        per_address: args.ssh_per_address as usize,
        handshake: Duration::from_secs(args.ssh_handshake_time.into()),
        login: Duration::from_secs(args.ssh_login_time.into()),
        idle: Duration::from_secs(u64::from(args.ssh_idle) * 60),
        idle_warning: Duration::from_secs(60),
    }
}

/// Where the door's visitors keep their files, in the server's data folder.
pub const PLAYERS_FOLDER: &str = "ssh-players";

/// Opens the door on `listen` beside the server listening on `server`, with the host
/// key kept in `data`; the door then serves on the runtime until the process ends.
async fn open(
    args: &DoorArgs,
    listen: SocketAddr,
    data: &Path,
    server: SocketAddr,
) -> Result<(), Failure> {
    let key = ssh::load_or_make(data)
        .map_err(|e| Failure::io("cannot use the ssh host key", std::io::Error::other(e)))?;
    let listener =
        bind(listen).map_err(|e| Failure::io(format!("cannot listen for ssh on {listen}"), e))?;
    let bound = listener
        .local_addr()
        .map_err(|e| Failure::io("cannot read the ssh address", e))?;
    crate::cli::serve::logs::say(format_args!(
        "connect4 serve: ssh on {bound}, host key {}",
        ssh::fingerprint(&key)
    ));
    let place = DoorPlace {
        players: data.join(PLAYERS_FOLDER),
        server: server_url(server),
    };
    // The visitors' computers share the cores: one thread a search, one search a core.
    crate::shell::share_among_sessions();
    let welcome = Arc::new(move |visitor: Visitor| super::visit::visit(&place, visitor));
    let limits = limits(args);
    tokio::spawn(ssh::serve(listener, key, limits, welcome));
    Ok(())
}

/// Connections waiting for the door's accept: a burst of sockets (1,000 at once, in
/// the tests) overflows tokio's 1,024, and a client whose SYN is dropped then waits a
/// second for its retry. The kernel caps it at `net.core.somaxconn`.
const BACKLOG: u32 = 4096;

/// The door's listening socket on `listen`.
fn bind(listen: SocketAddr) -> std::io::Result<tokio::net::TcpListener> {
    let socket = match listen {
        SocketAddr::V4(_) => tokio::net::TcpSocket::new_v4()?,
        SocketAddr::V6(_) => tokio::net::TcpSocket::new_v6()?,
    };
    // As tokio's own bind: a restarted server gets its port back at once.
    socket.set_reuseaddr(true)?;
    socket.bind(listen)?;
    socket.listen(BACKLOG)
}

/// The server's address as the door's sessions reach it.
pub fn server_url(server: SocketAddr) -> String {
    format!("ws://{}", reachable(server))
}

/// The server's address as a session on this machine reaches it: an address that
/// listens on every interface is reached on loopback.
fn reachable(server: SocketAddr) -> SocketAddr {
    match server.ip() {
        ip if ip.is_unspecified() && ip.is_ipv4() => {
            SocketAddr::from(([127, 0, 0, 1], server.port()))
        }
        ip if ip.is_unspecified() => {
            SocketAddr::from((std::net::Ipv6Addr::LOCALHOST, server.port()))
        }
        _ => server,
    }
}
