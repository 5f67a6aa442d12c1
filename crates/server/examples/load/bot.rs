//! What a game task is made of: the run's shared settings and counters, and a bot's
//! connection (the client library's, which reconnects by itself with its token) with
//! what it was told.

use crate::journal::Journal;
use crate::stats::Stats;
use connect4_client::Event;
use connect4_protocol::{ClientMessage, Player};
use std::time::Duration;
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender};

/// What every game task shares.
pub struct Shared {
    pub url: String,
    pub pace: Duration,
    pub stats: Stats,
    /// Fault runs: each game is played once, and recorded here.
    pub journal: Option<Journal>,
}

pub struct Bot {
    pub commands: UnboundedSender<ClientMessage>,
    pub events: UnboundedReceiver<Event>,
    pub up: bool,
    pub seat: Option<Player>,
    /// The moves this connection was told, in order.
    pub view: Vec<String>,
}
