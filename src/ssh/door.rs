//! One ssh connection at the door: signed in by a public key only, one interactive
//! session with a terminal, nothing else. A shell request starts the app for the key's
//! player on a thread of its own; the window's size changes, keys and the end of the
//! connection reach it through its remote terminal.

use super::limits::{Seat, take_seat};
use super::session_io::{Output, read_keys};
use super::{DoorShared, Visitor};
use crate::shell::{ColourDepth, RemoteTerminal};
use ratatui::layout::Size;
use russh::keys::{HashAlg, PublicKey};
use russh::server::{Auth, Msg, Session, VerifiedPublicKey};
use russh::{Channel, ChannelId, Pty};
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::sync::mpsc;

/// The client's terminal, as its pty request described it.
struct Terminal {
    term: String,
    size: Size,
}

/// The app running for this connection.
struct Live {
    terminal: RemoteTerminal,
    keys: mpsc::Sender<Vec<u8>>,
}

/// A connection's state.
pub struct Door {
    shared: Arc<DoorShared>,
    peer: Option<SocketAddr>,
    key: Option<PublicKey>,
    channel: Option<ChannelId>,
    pty: Option<Terminal>,
    /// What the client sent of NO_COLOR and COLORTERM.
    no_color: bool,
    colorterm: Option<String>,
    live: Option<Live>,
}

impl Door {
    pub fn new(shared: Arc<DoorShared>, peer: Option<SocketAddr>) -> Door {
        Door {
            shared,
            peer,
            key: None,
            channel: None,
            pty: None,
            no_color: false,
            colorterm: None,
            live: None,
        }
    }

    fn who(&self) -> String {
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
    fn refuse(&self, channel: ChannelId, session: &mut Session, line: &str) {
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
    fn start(&mut self, channel: ChannelId, seat: Seat, session: &Session) {
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
        tracing::info!(who = %self.who(), term = %pty.term, "ssh session started");
        let welcome = Arc::clone(&self.shared.welcome);
        let who = self.who();
        let spawned = std::thread::Builder::new()
            .name("ssh session".into())
            .spawn(move || {
                let _seat = seat;
                welcome(visitor);
                tracing::info!(who = %who, "ssh session ended");
                output.finish(0);
            });
        if spawned.is_err() {
            terminal.close();
        }
        self.live = Some(Live { terminal, keys });
    }
}

impl Drop for Door {
    fn drop(&mut self) {
        if let Some(live) = &self.live {
            live.terminal.close();
        }
    }
}

impl russh::server::Handler for Door {
    type Error = russh::Error;

    async fn authentication_banner(&mut self) -> Result<Option<String>, Self::Error> {
        Ok(Some(BANNER.to_string()))
    }

    async fn auth_publickey(
        &mut self,
        _user: &str,
        key: VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        self.key = Some(key.public_key.clone());
        Ok(Auth::Accept)
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: russh::server::ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        // One session a connection: the game is the whole of it.
        if self.channel.is_none() {
            self.channel = Some(channel.id());
            reply.accept().await;
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    async fn pty_request(
        &mut self,
        channel: ChannelId,
        term: &str,
        columns: u32,
        rows: u32,
        _: u32,
        _: u32,
        _: &[(Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.pty = Some(Terminal {
            term: term.to_string(),
            size: size(columns, rows),
        });
        session.channel_success(channel)?;
        Ok(())
    }

    async fn env_request(
        &mut self,
        _channel: ChannelId,
        name: &str,
        value: &str,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        match name {
            // no-color.org: present and not empty.
            "NO_COLOR" => self.no_color = !value.is_empty(),
            "COLORTERM" => self.colorterm = Some(value.chars().take(32).collect()),
            _ => {}
        }
        Ok(())
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.live.is_some() {
            session.channel_failure(channel)?;
            return Ok(());
        }
        if self.pty.is_none() {
            // Taken, so that the client shows the reason before the channel closes.
            session.channel_success(channel)?;
            self.refuse(channel, session, NEEDS_A_TERMINAL);
            return Ok(());
        }
        let address = self.peer.map(|peer| peer.ip());
        match take_seat(&self.shared.count, &self.shared.limits, address) {
            Ok(seat) => {
                session.channel_success(channel)?;
                self.start(channel, seat, session);
            }
            Err(refusal) => {
                session.channel_success(channel)?;
                self.refuse(channel, session, &refusal);
            }
        }
        Ok(())
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _command: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        // Taken, so that the client shows the reason; nothing is run.
        session.channel_success(channel)?;
        self.refuse(channel, session, NO_COMMANDS);
        Ok(())
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_success(channel)?;
        let name = connect4_rules::escape::escape_cut(name, 40);
        self.refuse(
            channel,
            session,
            &format!("no subsystem is served here ({name})"),
        );
        Ok(())
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _: bool,
        _: &str,
        _: &str,
        _: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)?;
        Ok(())
    }

    async fn agent_request(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        tracing::info!(who = %self.who(), "agent forwarding refused");
        Ok(false)
    }

    async fn tcpip_forward(
        &mut self,
        _address: &str,
        _port: &mut u32,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        tracing::info!(who = %self.who(), "remote port forwarding refused");
        Ok(false)
    }

    #[allow(clippy::too_many_arguments)]
    async fn channel_open_direct_tcpip(
        &mut self,
        _channel: Channel<Msg>,
        _host: &str,
        _port: u32,
        _originator: &str,
        _originator_port: u32,
        _reply: russh::server::ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        // The reply dropped unanswered refuses the channel.
        tracing::info!(who = %self.who(), "local port forwarding refused");
        Ok(())
    }

    async fn window_change_request(
        &mut self,
        _channel: ChannelId,
        columns: u32,
        rows: u32,
        _: u32,
        _: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(live) = &self.live {
            live.terminal.resize(size(columns, rows));
        }
        if let Some(pty) = self.pty.as_mut() {
            pty.size = size(columns, rows);
        }
        Ok(())
    }

    async fn data(
        &mut self,
        _channel: ChannelId,
        data: &[u8],
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(live) = &self.live {
            // A client typing faster than the reader reads loses keys, not memory.
            let _ = live.keys.try_send(data.to_vec());
        }
        Ok(())
    }

    async fn channel_eof(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(live) = &self.live {
            live.terminal.close();
        }
        Ok(())
    }

    async fn channel_close(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(live) = &self.live {
            live.terminal.close();
        }
        Ok(())
    }
}

/// A window's size as the app takes it: at least one cell, at most what a terminal
/// could honestly have.
fn size(columns: u32, rows: u32) -> Size {
    let fit = |n: u32| n.clamp(1, 1000) as u16;
    Size::new(fit(columns), fit(rows))
}

/// Shown by the client before it signs in.
const BANNER: &str = "connect4: you sign in with your ssh key (ssh-keygen -t ed25519 makes one); passwords are not used.\r\n";

const NEEDS_A_TERMINAL: &str =
    "the game needs a terminal: connect with plain ssh (or ssh -t), without a command";

const NO_COMMANDS: &str =
    "commands are not run here: connect with plain ssh, without a command, to play";
