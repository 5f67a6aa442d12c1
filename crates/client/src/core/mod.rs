//! The client core: the whole of a client's connection logic, with no I/O of its
//! own, in the way of quinn-proto and rustls. A transport (a blocking thread, tokio,
//! the browser's WebSocket) feeds it what happens (a connection opened, a message
//! came, the connection closed, a timer fired, the program wants to say something)
//! and performs what it asks (`poll_action`); the program reads its news
//! (`poll_event`). Time comes in as the caller's monotonic milliseconds.
//!
//! It owns the hello (the version, the token, a token the server forgot), the
//! backoff, the resync after a reconnect, the moves not yet acknowledged (each with
//! its ply, so played exactly once), following a redirect, a liveness ping, and
//! giving up with a reason a person can read.

mod backoff;
mod ended;
mod followed;
mod follows;
mod games;
mod output;
mod state;

pub use backoff::{Backoff, FIRST_BACKOFF, MAX_BACKOFF};
pub use followed::{Unacknowledged, Unplayed};
pub use output::{Action, Event, LinkId};

use crate::identity::Identity;
use connect4_protocol::Games as Registry;
use connect4_protocol::{ClientMessage, GameMirror, InviteCode, ServerMessage, decode_server};
use follows::Follows;
use games::Games;
use state::Stage;
use std::collections::VecDeque;

/// How long a connection may take to open, and a hello to be welcomed.
const OPEN_TIMEOUT_MS: u64 = 15_000;
const HELLO_TIMEOUT_MS: u64 = 10_000;

/// A welcomed connection silent this long is pinged, and given up as dead when
/// still silent as long again: a cut the network never reported (a sleeping
/// laptop, a proxy gone) is noticed within half a minute.
const QUIET_MS: u64 = 15_000;

/// Redirects in a row without a welcome before giving up.
const MAX_REDIRECTS: u32 = 4;

/// The core's own pings count up from here, so their pongs are told from the
/// program's (the load tool pings for latency, with numbers of its own).
const OWN_PINGS: u64 = 1 << 62;

/// One client's connection logic.
#[derive(Debug)]
pub struct Core {
    /// The address the program gave: every new connection after a lost one starts
    /// here (a load balancer's, typically).
    home: String,
    /// Where the current connection goes: home, or where a redirect sent it.
    url: String,
    identity: Identity,
    stage: Stage,
    /// The last link handed out; inputs from any other are late and ignored.
    link: LinkId,
    backoff: Backoff,
    games: Games,
    follows: Follows,
    redirects: u32,
    /// Quick returns home since the last welcome.
    quick_returns: u32,
    /// When to send again the moves the server could not store, if it could not.
    retry_at: Option<u64>,
    /// When the server was last heard, and the core's ping out, if any.
    heard_at: u64,
    ping: Option<u64>,
    pings: u64,
    actions: VecDeque<Action>,
    events: VecDeque<Event>,
}

impl Core {
    /// A client of the server at `url` (`ws://host:4747/ws`) as `identity`, playing
    /// the games of `registry`; it connects at once. `seed` draws its backoff's jitter.
    pub fn new(
        url: impl Into<String>,
        identity: Identity,
        registry: Registry,
        seed: u64,
        now: u64,
    ) -> Core {
        let url = url.into();
        let mut core = Core {
            home: url.clone(),
            url,
            identity,
            stage: Stage::Down { retry_at: now },
            link: 0,
            backoff: Backoff::new(seed),
            games: Games::new(registry),
            follows: Follows::default(),
            redirects: 0,
            quick_returns: 0,
            retry_at: None,
            heard_at: now,
            ping: None,
            pings: OWN_PINGS,
            actions: VecDeque::new(),
            events: VecDeque::new(),
        };
        core.connect(now);
        core
    }

    /// The next thing for the transport to do.
    pub fn poll_action(&mut self) -> Option<Action> {
        self.actions.pop_front()
    }

    /// The next news for the program.
    pub fn poll_event(&mut self) -> Option<Event> {
        self.events.pop_front()
    }

    /// When to call `tick` next, at the latest; none once stopped.
    pub fn deadline(&self) -> Option<u64> {
        match self.stage {
            Stage::Down { retry_at } => Some(retry_at),
            Stage::Opening { since } => Some(since + OPEN_TIMEOUT_MS),
            Stage::Introducing { since } => Some(since + HELLO_TIMEOUT_MS),
            Stage::Up => {
                let quiet = self.heard_at + QUIET_MS * (1 + u64::from(self.ping.is_some()));
                Some(self.retry_at.map_or(quiet, |retry| retry.min(quiet)))
            }
            Stage::Stopped => None,
        }
    }

    /// Who this client plays as; the token is the one welcomed last.
    pub fn identity(&self) -> &Identity {
        &self.identity
    }

    /// Whether a connection is up and welcomed.
    pub fn is_up(&self) -> bool {
        self.stage == Stage::Up
    }

    /// Whether the core has given up (or was closed): nothing more will happen.
    pub fn is_stopped(&self) -> bool {
        self.stage == Stage::Stopped
    }

    /// A game as the server acknowledged it: one followed, or one of the last that
    /// ended. This is the client's one copy of each game: a program reads a game's
    /// state here rather than keeping its own.
    pub fn game(&self, code: InviteCode) -> Option<&GameMirror> {
        self.games.game(code)
    }

    /// The moves made here that the server has not acknowledged yet.
    pub fn unacknowledged(&self) -> impl Iterator<Item = (InviteCode, &Unacknowledged)> {
        self.games.waiting()
    }

    /// The link's connection is open.
    pub fn opened(&mut self, link: LinkId, now: u64) {
        if link != self.link || !matches!(self.stage, Stage::Opening { .. }) {
            return;
        }
        self.stage = Stage::Introducing { since: now };
        self.heard_at = now;
        self.hello();
    }

    /// A text frame came on the link.
    pub fn received_text(&mut self, link: LinkId, text: &str, now: u64) {
        match decode_server(text) {
            Ok(message) => self.received(link, message, now),
            Err(error) if link == self.link => self.lose(format!("the server sent {error}"), now),
            Err(_) => {}
        }
    }

    /// A message came on the link.
    pub fn received(&mut self, link: LinkId, message: ServerMessage, now: u64) {
        if link != self.link {
            return;
        }
        self.heard_at = now;
        match self.stage {
            Stage::Introducing { .. } => self.introducing(message, now),
            Stage::Up => self.up(message, now),
            _ => {}
        }
    }

    /// The link closed, failed to open, or failed to send.
    pub fn closed(&mut self, link: LinkId, reason: &str, now: u64) {
        if link == self.link && !matches!(self.stage, Stage::Down { .. } | Stage::Stopped) {
            self.lose(reason.to_string(), now);
        }
    }

    /// Time has passed: retries, timeouts and pings fall due.
    pub fn tick(&mut self, now: u64) {
        if self.deadline().is_none_or(|due| now < due) {
            return;
        }
        match self.stage {
            Stage::Down { .. } => self.connect(now),
            Stage::Opening { .. } => self.lose("no answer from the server".into(), now),
            Stage::Introducing { .. } => self.lose("the server did not answer hello".into(), now),
            Stage::Up => self.tick_up(now),
            Stage::Stopped => {}
        }
    }

    /// Time passes on a welcomed connection: moves to send again, a ping to send, or
    /// a silence too long.
    fn tick_up(&mut self, now: u64) {
        if self.retry_at.is_some_and(|at| now >= at) {
            self.retry_at = None;
            self.send_moves();
        }
        let silent = now.saturating_sub(self.heard_at);
        match self.ping {
            Some(_) if silent >= 2 * QUIET_MS => {
                self.lose("the server stopped answering".into(), now)
            }
            None if silent >= QUIET_MS => {
                self.pings += 1;
                self.ping = Some(self.pings);
                self.send(ClientMessage::Ping { n: self.pings });
            }
            _ => {}
        }
    }

    /// The program says `message`: a move is numbered with its ply and kept until
    /// the server acknowledges it, sent again on each new connection; following the
    /// lobby or a game is asked again on each; anything else said while down goes
    /// out once the next connection is welcomed.
    pub fn say(&mut self, message: ClientMessage) {
        if self.stage == Stage::Stopped {
            return;
        }
        self.follows.note(&message);
        if let ClientMessage::Unwatch { game } = message {
            self.games.forget(game);
        }
        if let ClientMessage::Move { game, mv, .. } = &message {
            match self.games.play(*game, mv) {
                Ok(Some(_)) => return self.send_moves(),
                Ok(None) => {}
                Err(reason) => {
                    let (game, mv) = (*game, mv.clone());
                    return self.events.push_back(Event::Unplayed { game, mv, reason });
                }
            }
        }
        if self.stage == Stage::Up {
            self.send(message);
        } else if !self.follows.queue(message) {
            tracing::warn!("too many messages wait for the connection: one dropped");
        }
    }

    /// The program is done: the connection closes and nothing more happens.
    pub fn close(&mut self) {
        if matches!(
            self.stage,
            Stage::Opening { .. } | Stage::Introducing { .. } | Stage::Up
        ) {
            self.actions.push_back(Action::Close { link: self.link });
        }
        self.stage = Stage::Stopped;
    }
}

#[cfg(test)]
#[path = "core_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "model_server.rs"]
mod model_server;
#[cfg(test)]
#[path = "model_tests.rs"]
mod model_tests;
