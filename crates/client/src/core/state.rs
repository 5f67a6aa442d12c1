//! Where the core's connection stands, and the steps between: connecting, saying
//! hello, being welcomed, losing the connection, following a redirect, giving up.

use super::followed::Verdict;
use super::output::{Action, Event};
use super::{Core, MAX_REDIRECTS};
use crate::identity::Welcome;
use connect4_protocol::{ClientMessage, ErrorCode, PROTOCOL_VERSION, ServerMessage};

/// The connection's stage.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// No connection; the next attempt at `retry_at`.
    Down { retry_at: u64 },
    /// Asked the transport to connect at `since`.
    Opening { since: u64 },
    /// Hello said at `since`, no welcome yet.
    Introducing { since: u64 },
    /// Welcomed: messages flow.
    Up,
    /// Given up, or closed by the program.
    Stopped,
}

/// Returns home at the first backoff's wait after losing a node a redirect named,
/// before the backoff grows again: a misnamed node does not make its clients
/// hammer home.
const QUICK_RETURNS: u32 = 3;

/// The longest address a redirect may name.
const MAX_URL_BYTES: usize = 2048;

impl Core {
    /// Opens a new link.
    pub(super) fn connect(&mut self, now: u64) {
        self.link += 1;
        self.stage = Stage::Opening { since: now };
        self.actions.push_back(Action::Connect {
            link: self.link,
            url: self.url.clone(),
        });
    }

    pub(super) fn hello(&mut self) {
        self.send(ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: self.identity.name.clone(),
            token: self.identity.token.clone(),
            // Sent nothing of a game it could not show (a newer server's).
            games: Some(self.games.played()),
        });
    }

    pub(super) fn send(&mut self, message: ClientMessage) {
        self.actions.push_back(Action::Send {
            link: self.link,
            message,
        });
    }

    /// The connection is lost: close it, and try again after the backoff, from home:
    /// a node a redirect named may be the one that died, and home knows where its
    /// games went.
    pub(super) fn lose(&mut self, reason: String, now: u64) {
        if !matches!(self.stage, Stage::Down { .. }) {
            self.leave_link();
        }
        // A node a redirect named, lost (dead, most likely: home knows where its
        // games went once its lease lapses): home again soon, a few times.
        let quick = self.url != self.home && self.quick_returns < QUICK_RETURNS;
        self.quick_returns += u32::from(quick);
        self.url = self.home.clone();
        self.redirects = 0;
        let retry_in = match quick {
            true => self.backoff.first_wait(),
            false => self.backoff.next_wait(),
        };
        self.stage = Stage::Down {
            retry_at: now + retry_in.as_millis() as u64,
        };
        self.events
            .push_back(Event::Disconnected { reason, retry_in });
    }

    /// Leaves the link up now: it closes, and what was owed on it (a ping's answer,
    /// a move to send again, the moves sent) goes to the next.
    fn leave_link(&mut self) {
        self.actions.push_back(Action::Close { link: self.link });
        self.ping = None;
        self.retry_at = None;
        self.games.unsend_all();
    }

    /// Gives up for good with a final event.
    pub(super) fn stop(&mut self, event: Event) {
        self.close();
        self.events.push_back(event);
    }

    /// A message while hello waits for its answer.
    pub(super) fn introducing(&mut self, message: ServerMessage, now: u64) {
        match message {
            ServerMessage::Welcome { player, token, .. } => self.welcomed(Welcome {
                name: player.name,
                token,
                ratings: player.ratings,
            }),
            // A token the server no longer knows (its database was reset): hello
            // again without it, as a new player of the same name.
            ServerMessage::Error {
                code: ErrorCode::BadToken,
                ..
            } if self.identity.token.is_some() => {
                self.identity.token = None;
                self.hello();
            }
            // A server that cannot serve now (its store failing, stopping, joining its
            // fleet again): another try, after the backoff, may reach one that can.
            ServerMessage::Error {
                code: ErrorCode::Unavailable,
                message,
                ..
            } => self.lose(format!("the server is unavailable: {message}"), now),
            ServerMessage::Error { code, message, .. } => self.stop(Event::Refused(code, message)),
            ServerMessage::Upgrade { message, .. } => self.stop(Event::Upgrade(message)),
            ServerMessage::Redirect { url } => self.redirect(url, now),
            _ => {}
        }
    }

    fn welcomed(&mut self, welcome: Welcome) {
        self.identity.token = Some(welcome.token.clone());
        self.identity.name = welcome.name.clone();
        self.stage = Stage::Up;
        self.backoff.reset();
        self.redirects = 0;
        self.quick_returns = 0;
        self.events.push_back(Event::Connected(welcome));
        for message in self.follows.again() {
            self.send(message);
        }
        self.send_moves();
        for message in self.follows.take_queued() {
            self.send(message);
        }
    }

    /// Sends the moves waiting for their acknowledgement, if welcomed.
    pub(super) fn send_moves(&mut self) {
        if self.stage != Stage::Up {
            return;
        }
        for (game, waiting) in self.games.take_unsent() {
            self.send(ClientMessage::Move {
                game,
                mv: waiting.mv,
                ply: Some(waiting.ply),
            });
        }
    }

    /// A message on a welcomed connection: checked against the games followed,
    /// then told to the program unless it is the core's own business.
    pub(super) fn up(&mut self, message: ServerMessage, now: u64) {
        match &message {
            ServerMessage::Pong { n } if Some(*n) == self.ping => return self.ping = None,
            // A late answer to one of the core's own pings (the program's own pings
            // are its business, whatever their numbers).
            ServerMessage::Pong { n } if (super::OWN_PINGS..=self.pings).contains(n) => return,
            ServerMessage::Redirect { url } => return self.redirect(url.clone(), now),
            ServerMessage::Welcome { .. } => return,
            ServerMessage::Error {
                code: ErrorCode::Replaced,
                message: why,
                ..
            } => return self.stop(Event::Refused(ErrorCode::Replaced, why.clone())),
            _ => {}
        }
        let mut unplayed = Vec::new();
        let verdict = self.games.on_server(&message, now, &mut unplayed);
        for unplayed in unplayed {
            self.events.push_back(Event::Unplayed {
                game: unplayed.game,
                mv: unplayed.mv,
                reason: unplayed.reason,
            });
        }
        match verdict {
            Verdict::Pass => self.events.push_back(Event::Message(message)),
            Verdict::Drop => {}
            Verdict::Retry(why) => {
                let wait = self.backoff.move_retry_wait().as_millis() as u64;
                tracing::info!(why = %connect4_game::escape::escape(&why), wait, "a move not stored: sending it again");
                self.retry_at = Some(now + wait);
            }
            Verdict::OutOfStep(why) => {
                tracing::warn!(why = %connect4_game::escape::escape(&why), "out of step with the server: connecting again");
                self.lose(format!("out of step with the server ({why})"), now);
            }
        }
    }

    /// Goes where the server says, at once, for this connection; in circles (redirects
    /// with no welcome and no failure between), gives up.
    fn redirect(&mut self, url: String, now: u64) {
        self.redirects += 1;
        let known = url.starts_with("ws://") || url.starts_with("wss://");
        if self.redirects > MAX_REDIRECTS || !known || url.len() > MAX_URL_BYTES {
            let why =
                "the server sent this client elsewhere, and that did not lead to a game server";
            return self.stop(Event::Refused(ErrorCode::Other, why.to_string()));
        }
        self.leave_link();
        self.url = url.clone();
        self.events.push_back(Event::Redirected(url));
        self.connect(now);
    }
}
