//! What the lobby keeps in this node's memory: the connections that follow it and
//! what each may still ask. Its
//! challenges, pairings and who is online are in the database, for every node.

use super::budget::Budgets;
use crate::outbox::{ConnId, LobbyTexts, Outbox};
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::{Mutex, MutexGuard};
use tokio::time::Instant;

#[derive(Debug, Default)]
pub struct Open {
    pub followers: HashMap<ConnId, Outbox>,
    /// What each connection may still ask of the lobby.
    pub budgets: Budgets,
}

#[derive(Debug, Default)]
pub struct LobbyState {
    open: Mutex<Open>,
    /// The lobby message last read, and when. Held while it is read again, so those
    /// who ask at once share one reading.
    pub cached: tokio::sync::Mutex<Option<(Instant, Arc<LobbyTexts>)>>,
}

impl LobbyState {
    pub fn open(&self) -> MutexGuard<'_, Open> {
        self.open.lock().unwrap_or_else(|e| e.into_inner())
    }
}
