//! One ssh connection at the door: who it is, its terminal, and the app started for
//! the key's player on a thread of its own once it asks for a shell; the window's
//! size changes, keys and the end of the connection reach that app through its remote
//! terminal. What the connection may ask for is `handler.rs`.

use super::limits::Seat;
use super::session_io::{Output, read_keys};
use super::slots::Slot;
use super::{DoorShared, Visitor};
use crate::shell::{ColourDepth, RemoteTerminal};
use ratatui::layout::Size;
use russh::ChannelId;
use russh::keys::{HashAlg, PublicKey};
use russh::server::Session;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::sync::mpsc;

/// The client's terminal, as its pty request described it.
pub(super) struct Terminal {
    pub(super) term: String,
    pub(super) size: Size,
}

/// The app running for this connection.
pub(super) struct Live {
    pub(super) terminal: RemoteTerminal,
    pub(super) keys: mpsc::Sender<Vec<u8>>,
}

/// A connection's state.
pub struct Door {
    pub(super) shared: Arc<DoorShared>,
    pub(super) peer: Option<SocketAddr>,
    pub(super) key: Option<PublicKey>,
    pub(super) channel: Option<ChannelId>,
    pub(super) pty: Option<Terminal>,
    /// What the client sent of NO_COLOR and COLORTERM.
    pub(super) no_color: bool,
    pub(super) colorterm: Option<String>,
    pub(super) live: Option<Live>,
    /// Its login slot, held until its game starts.
    pub(super) arrival: Option<Slot>,
}

impl Door {
    pub fn new(shared: Arc<DoorShared>, peer: Option<SocketAddr>, arrival: Slot) -> Door {
        Door {
            shared,
            peer,
            key: None,
            channel: None,
            pty: None,
            no_color: false,
            colorterm: None,
            live: None,
            arrival: Some(arrival),
        }
    }

    pub(super) fn who(&self) -> String {
        let key = self.key.as_ref().map_or_else(
            || "no key".to_string(),
            |key| key.fingerprint(HashAlg::Sha256).to_string(),
        );
        match self.peer {
            Some(peer) => format!("{peer} ({key})"),
            None => key,
        }
    }

    /// Says `line` on the channel's stderr, ends it with status 1 and closes it.
    pub(super) fn refuse(&self, channel: ChannelId, session: &mut Session, line: &str) {
        tracing::info!(who = %self.who(), why = line, "ssh session refused");
        let text = format!("connect4: {line}\r\n");
        let _ = session.extended_data(channel, 1, text.into_bytes());
        let _ = session.exit_status_request(channel, 1);
        let _ = session.eof(channel);
        let _ = session.close(channel);
    }

    /// Starts the app for the key's player: its terminal, the frames' pump, the keys'
    /// reader, and the thread the app runs on, which closes the channel when the
    /// player leaves.
    pub(super) fn start(&mut self, channel: ChannelId, seat: Seat, session: &Session) {
        let (Some(key), Some(pty)) = (self.key.as_ref(), self.pty.as_ref()) else {
            return;
        };
        let handle = session.handle();
        let (output, queued) = Output::new();
        let colours = ColourDepth::from_terminal(&pty.term, self.colorterm.as_deref());
        let sender = output.clone();
        let terminal = RemoteTerminal::new(pty.size, colours, move |bytes| sender.send(bytes));
        output.pump(queued, handle, channel, terminal.clone());
        // An idle session ends its app, which then ends the session as leaving does.
        let idle = terminal.clone();
        let keys = read_keys(terminal.clone(), &self.shared.limits, move || idle.close());
        let visitor = Visitor {
            terminal: terminal.clone(),
            key: key.clone(),
            address: self.peer,
            no_color: self.no_color,
        };
        // The client wrote TERM: a newline in it would forge a log line.
        let term = connect4_classic::escape::escape(&pty.term);
        tracing::info!(who = %self.who(), term = %term, "ssh session started");
        let welcome = Arc::clone(&self.shared.welcome);
        let who = self.who();
        let spawned = std::thread::Builder::new()
            .name("ssh session".into())
            .spawn(move || {
                let _seat = seat;
                // A bug in one visit ends that visit, said in the log, and no other.
                let visit = std::panic::AssertUnwindSafe(|| welcome(visitor));
                let status = match std::panic::catch_unwind(visit) {
                    Ok(()) => 0,
                    Err(_) => {
                        tracing::error!(who = %who, "an ssh session failed on a bug");
                        1
                    }
                };
                tracing::info!(who = %who, "ssh session ended");
                output.finish(status);
            });
        if spawned.is_err() {
            terminal.close();
        }
        self.live = Some(Live { terminal, keys });
    }
}

impl Door {
    /// The client has gone, or is going: the app running for it ends.
    pub(super) fn hang_up(&self) {
        if let Some(live) = &self.live {
            live.terminal.close();
        }
    }
}

impl Drop for Door {
    fn drop(&mut self) {
        self.hang_up();
    }
}
