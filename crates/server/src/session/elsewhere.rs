//! A client that needs a node other than this one: a player whose games another
//! node serves, or a game named that is served there. A client of protocol 2 is
//! redirected there, the whole connection, with a join it asked for carried in the
//! address; an older client is told in words.

use super::dispatch::Client;
use crate::fleet::{Place, place_of};
use crate::room::RoomCommand;
use connect4_protocol::{ErrorCode, InviteCode, ServerMessage};
use std::time::Duration;
use tokio::time::Instant;

/// The first protocol version that follows `redirect`.
const REDIRECTS_FROM: u32 = 2;

/// How long a game claimed here may take to start: a read of its moves and a task.
const STARTING_WAIT: Duration = Duration::from_secs(2);

/// The query parameter of a redirect's address that carries a join asked for.
pub const JOIN_PARAM: &str = "join";

impl Client {
    /// Whether the client follows a redirect to another node.
    pub fn follows_redirects(&self) -> bool {
        self.version >= REDIRECTS_FROM
    }

    /// Sends the client to the node at `url` and closes this connection.
    pub fn redirect(&self, url: &str, why: &str) {
        let conn = self.outbox.conn;
        if self.version < REDIRECTS_FROM {
            tracing::info!(conn, url, why, "an old client served elsewhere: told so");
            let message = format!(
                "{why}, on another server of this service ({url}): update your client to be sent there"
            );
            return self.refuse(ErrorCode::Unavailable, &message);
        }
        tracing::info!(conn, url, why, "redirected to the node that serves it");
        self.outbox.send(&ServerMessage::Redirect {
            url: url.to_string(),
        });
        self.outbox.close();
    }

    /// A command for game `code`, which this node does not hold: claimed here if it
    /// has no live owner, else the client is sent to the node that serves it, when
    /// nothing keeps the connection here. False (and an answer sent) if not handed.
    pub async fn send_elsewhere(&mut self, code: InviteCode, command: RoomCommand) -> Option<bool> {
        let place = match place_of(&self.ctx, code).await {
            Ok(place) => place,
            Err(error) => {
                tracing::warn!(%error, game = %code, "could not read where a game is served");
                self.refuse(
                    ErrorCode::Unavailable,
                    "the database did not answer: try again",
                );
                return Some(false);
            }
        };
        match place {
            Place::Nowhere | Place::Again(_) => None,
            Place::Here => Some(self.hand_once_started(code, command).await),
            Place::There(url) => {
                let joining = matches!(command, RoomCommand::Join { .. });
                if !self.nothing_here() {
                    let message = format!(
                        "the game {code} is served by another server of this service: \
                         finish or leave your games here first"
                    );
                    self.refuse(ErrorCode::Unavailable, &message);
                    return Some(false);
                }
                let url = if joining { with_join(&url, code) } else { url };
                self.redirect(&url, "the game is served there");
                Some(false)
            }
        }
    }

    /// Hands a command to a game this node owns: one claimed a moment ago (by this
    /// command's lookup or by the reaper) is started just after its claim, once
    /// read back, so it is waited for a little rather than called missing.
    async fn hand_once_started(&self, code: InviteCode, command: RoomCommand) -> bool {
        let by = Instant::now() + STARTING_WAIT;
        while self.ctx.registry.game(code).is_none() && Instant::now() < by {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        self.hand(code, command)
    }

    /// Whether the connection has no game nor watch here that a redirect would cut.
    fn nothing_here(&self) -> bool {
        let seated = self
            .me
            .as_ref()
            .is_some_and(|me| !self.ctx.registry.games_of(me.id).is_empty());
        !seated && self.watching.is_empty()
    }
}

/// `url` with a join of `code` to perform once welcomed.
fn with_join(url: &str, code: InviteCode) -> String {
    let separator = if url.contains('?') { '&' } else { '?' };
    format!("{url}{separator}{JOIN_PARAM}={code}")
}
