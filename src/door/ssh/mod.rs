//! The ssh front door: `ssh -p PORT HOST` and nothing else installed gives the whole
//! app in the client's terminal, at its size and in its colours, the player known by
//! their public key. russh speaks the protocol; each session's app runs on a thread
//! of its own and draws on a remote terminal (`shell::RemoteTerminal`), so one slow
//! or stalled client holds up nobody else. Only a shell with a pty is served: no
//! commands, subsystems, forwarding, agent or X11.

mod connection;
mod door;
mod farewell;
mod handler;
mod host_key;
mod keys;
mod limits;
mod listener;
mod notes;
mod session_io;
mod slots;
mod watched;
mod window;

pub use host_key::{HOST_KEY_FILE, fingerprint, load_or_make};
pub use keys::KeyReader;
pub use limits::DoorLimits;

use crate::shell::RemoteTerminal;
use limits::Tally;
use russh::keys::{HashAlg, PrivateKey, PublicKey};
use russh::server::Config;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::TcpListener;

/// Someone who came in: their terminal and their key.
pub struct Visitor {
    pub terminal: RemoteTerminal,
    pub key: PublicKey,
    pub address: Option<SocketAddr>,
    /// The client sent NO_COLOR (when its ssh is set to send it).
    pub no_color: bool,
}

impl Visitor {
    /// The key as a file name: its SHA-256, in hex.
    pub fn key_id(&self) -> String {
        key_id(&self.key)
    }
}

/// A public key as a file name: its SHA-256, in hex (base64 has `/` in it).
pub fn key_id(key: &PublicKey) -> String {
    let fingerprint = key.fingerprint(HashAlg::Sha256);
    fingerprint
        .as_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Runs the app for a visitor, on the visitor's own thread, until they leave.
pub type Welcome = dyn Fn(Visitor) + Send + Sync;

/// What every connection shares.
pub struct DoorShared {
    limits: DoorLimits,
    count: Arc<Mutex<Tally>>,
    welcome: Arc<Welcome>,
}

/// Serves the door on `listener` with `host_key` until the process ends; `welcome`
/// runs the app for each visitor.
pub async fn serve(
    listener: TcpListener,
    host_key: PrivateKey,
    limits: DoorLimits,
    welcome: Arc<Welcome>,
) {
    let config = Config {
        methods: russh::MethodSet::from(&[russh::MethodKind::PublicKey][..]),
        keys: vec![host_key],
        auth_rejection_time: Duration::from_millis(300),
        // OpenSSH asks "none" first to learn the methods: no wait for that.
        auth_rejection_time_initial: Some(Duration::ZERO),
        // Not what bounds a connection: one that has not started its game within
        // the login time is closed by the listener, a session's keys have their own
        // idle limit (with a warning), and a client that answers no keepalive goes
        // after three. This is only the last resort behind them.
        inactivity_timeout: Some(limits.idle + Duration::from_secs(60)),
        keepalive_interval: Some(Duration::from_secs(30)),
        nodelay: true,
        ..Config::default()
    };
    let shared = Arc::new(DoorShared {
        limits,
        count: Arc::new(Mutex::new(Tally::default())),
        welcome,
    });
    listener::accept(listener, Arc::new(config), shared).await;
}
