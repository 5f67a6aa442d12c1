//! The lobby's live state: open challenges, players waiting to be paired, and the
//! connections that follow the lobby.

use crate::outbox::{ConnId, Outbox};
use crate::players::PlayerId;
use connect4_protocol::{Clock, GameKind};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Mutex, MutexGuard};

/// Open challenges one player may have at once.
pub const CHALLENGES_PER_PLAYER: usize = 3;

#[derive(Debug, Clone)]
pub struct OpenChallenge {
    pub id: u64,
    pub by: PlayerId,
    pub name: String,
    pub outbox: Outbox,
    pub addr: Option<IpAddr>,
    pub kind: GameKind,
    pub clock: Option<Clock>,
    pub rated: bool,
}

/// A player waiting for a quick pair.
#[derive(Debug, Clone)]
pub struct Waiting {
    pub player: PlayerId,
    pub name: String,
    pub outbox: Outbox,
    pub addr: Option<IpAddr>,
    pub kind: GameKind,
    pub clock: Option<Clock>,
    pub rating: f64,
}

#[derive(Debug, Default)]
pub struct Open {
    pub challenges: Vec<OpenChallenge>,
    pub waiting: Vec<Waiting>,
    pub followers: HashMap<ConnId, Outbox>,
    pub last_id: u64,
}

#[derive(Debug, Default)]
pub struct LobbyState {
    open: Mutex<Open>,
}

impl LobbyState {
    pub fn open(&self) -> MutexGuard<'_, Open> {
        self.open.lock().unwrap_or_else(|e| e.into_inner())
    }
}
