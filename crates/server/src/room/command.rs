//! What a game's actor is asked to do. Each command carries the sender's player and
//! outbox, so the actor answers errors itself and never trusts where a message says
//! it comes from.

use crate::outbox::{ConnId, Outbox};
use crate::players::PlayerId;
use std::net::IpAddr;
use tokio::time::Instant;

#[derive(Debug)]
pub enum RoomCommand {
    /// A seated player's connection (new, or back after a drop).
    Attach {
        player: PlayerId,
        outbox: Outbox,
        addr: Option<IpAddr>,
    },
    /// That connection closed.
    Detach {
        player: PlayerId,
        conn: ConnId,
    },
    /// Take the free seat.
    Join {
        player: PlayerId,
        name: String,
        outbox: Outbox,
        addr: Option<IpAddr>,
    },
    Act {
        player: PlayerId,
        outbox: Outbox,
        action: Action,
        /// When the server read the message, for the relay's latency.
        read_at: Instant,
    },
    Watch {
        outbox: Outbox,
    },
    Unwatch {
        conn: ConnId,
    },
    /// This node no longer serves the game (its lease lost, or handed over): stop
    /// without another write; with `close`, disconnect everyone at once, to come
    /// back where it is served now.
    Release {
        why: String,
        close: bool,
    },
}

impl RoomCommand {
    /// The connection that asks to be sent the game (a seat taken or come back, a
    /// spectator), if this command is one.
    pub fn outbox(&self) -> Option<&Outbox> {
        match self {
            RoomCommand::Attach { outbox, .. }
            | RoomCommand::Join { outbox, .. }
            | RoomCommand::Watch { outbox } => Some(outbox),
            _ => None,
        }
    }
}

/// What a player does in their game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// A move's text, and the number of the move it is meant to be if said.
    Move(String, Option<u32>),
    Resign,
    OfferDraw,
    DeclineDraw,
    Abort,
    Rematch,
}
