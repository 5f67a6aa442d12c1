//! A client that needs a node other than this one: a player whose games another
//! node serves, or a game named that is served there. A client of protocol 2 is
//! redirected there, the whole connection, with a join it asked for carried in the
//! address; an older client is told in words.

use super::dispatch::Client;
use crate::fleet::{Place, place_of};
use crate::room::RoomCommand;
use connect4_protocol::{ErrorCode, InviteCode, ServerMessage};

/// The first protocol version that follows `redirect`.
const REDIRECTS_FROM: u32 = 2;

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
            Place::Here => Some(self.hand(code, command)),
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
