//! Who asks the lobby for something, and how they are refused.

use crate::ctx::Seated;
use crate::outbox::Outbox;
use crate::players::PlayerId;
use connect4_protocol::{ErrorCode, ServerMessage};
use std::net::IpAddr;

/// Who asks.
#[derive(Debug, Clone)]
pub struct Asker<'a> {
    pub id: PlayerId,
    pub name: &'a str,
    pub outbox: &'a Outbox,
    /// Where they play from, when known.
    pub addr: Option<IpAddr>,
    /// Whether their client follows a redirect to another node.
    pub follows: bool,
}

impl Asker<'_> {
    pub fn seated(&self) -> Seated {
        Seated {
            id: self.id,
            name: self.name.to_string(),
            outbox: Some(self.outbox.clone()),
            addr: self.addr,
        }
    }
}

pub fn refuse(outbox: &Outbox, code: ErrorCode, message: &str) {
    tracing::info!(conn = outbox.conn, ?code, message, "lobby request refused");
    outbox.send(&ServerMessage::error(code, message));
}
