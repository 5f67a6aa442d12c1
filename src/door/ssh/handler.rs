//! What an ssh connection at the door may ask for: a public key sign-in, one session,
//! a pty, NO_COLOR and COLORTERM, a shell (which starts the app); and what it may not:
//! commands, subsystems, forwarding both ways, the agent and X11, each refused and
//! logged.

use super::door::{Door, Terminal};
use super::limits::take_seat;
use super::slots::Stage;
use super::window::drawn_size;
use russh::server::{Auth, Msg, Session, VerifiedPublicKey};
use russh::{Channel, ChannelId, Pty};

impl russh::server::Handler for Door {
    type Error = russh::Error;

    async fn authentication_banner(&mut self) -> Result<Option<String>, Self::Error> {
        // Asked for as the client asks to sign in: its key exchange is done.
        if let Some(slot) = &self.arrival {
            slot.view().reach(Stage::SigningIn);
        }
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
            // A terminal's name is a word: the rest of a longer one is never read.
            term: term.chars().take(MAX_TERM_CHARS).collect(),
            size: drawn_size(columns, rows),
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
                // Playing: its login slot is free for the next.
                self.arrival = None;
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
        let name = connect4_classic::escape::escape_cut(name, 40);
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
            live.terminal.resize(drawn_size(columns, rows));
        }
        if let Some(pty) = self.pty.as_mut() {
            pty.size = drawn_size(columns, rows);
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
        self.hang_up();
        Ok(())
    }

    async fn channel_close(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.hang_up();
        Ok(())
    }
}

/// The most of a client's TERM kept: real names are under 30 characters.
const MAX_TERM_CHARS: usize = 64;

/// Shown by the client before it signs in.
const BANNER: &str = "connect4: you sign in with your ssh key (ssh-keygen -t ed25519 makes one); passwords are not used.\r\n";

const NEEDS_A_TERMINAL: &str =
    "the game needs a terminal: connect with plain ssh (or ssh -t), without a command";

const NO_COMMANDS: &str =
    "commands are not run here: connect with plain ssh, without a command, to play";
