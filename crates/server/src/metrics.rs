//! What the server counts for its operator, served at `/metrics` in Prometheus'
//! text format: connections and games now, moves stored, how long a move takes
//! from the server reading it to its relay queued for the players, how long the
//! database takes to commit, the messages refused, by reason, the fleet's lease
//! renewals, leases lost and games taken over, and the lobby's transactions that met
//! another (a deadlock, by reason). One registry per server (not a process-wide
//! one), so servers in one process count apart.

use connect4_protocol::ErrorCode;
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;
use std::time::Duration;

/// Why a message was refused (the protocol's error code), or a lobby transaction
/// tried again.
#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Reason {
    reason: String,
}

/// The gauges, read when scraped.
#[derive(Debug, Clone, Copy)]
pub struct Now {
    /// Every socket accepted and not closed, in its handshake or not.
    pub sockets: usize,
    /// WebSockets.
    pub connections: usize,
    pub games: usize,
}

/// The server's counters, gauges and histograms.
#[derive(Debug)]
pub struct Metrics {
    registry: Registry,
    sockets: Gauge,
    connections: Gauge,
    games: Gauge,
    moves: Counter,
    relay: Histogram,
    commit: Histogram,
    refused: Family<Reason, Counter>,
    lease_renewals: Counter,
    leases_lost: Counter,
    takeovers: Counter,
    lobby_retries: Family<Reason, Counter>,
}

impl Default for Metrics {
    fn default() -> Metrics {
        Metrics::new()
    }
}

impl Metrics {
    pub fn new() -> Metrics {
        let mut registry = Registry::with_prefix("connect4");
        let sockets = Gauge::default();
        let connections = Gauge::default();
        let games = Gauge::default();
        let moves = Counter::default();
        // From half a millisecond to four seconds, doubling: a relay's p99 target
        // is 20 ms, a commit's a few, a stalled disk's seconds.
        let relay = Histogram::new(exponential_buckets(0.0005, 2.0, 14));
        let commit = Histogram::new(exponential_buckets(0.0005, 2.0, 14));
        let refused = Family::<Reason, Counter>::default();
        let lease_renewals = Counter::default();
        let leases_lost = Counter::default();
        let takeovers = Counter::default();
        let lobby_retries = Family::<Reason, Counter>::default();
        let r = &mut registry;
        r.register(
            "sockets",
            "Sockets open, in their handshake or not",
            sockets.clone(),
        );
        r.register(
            "connections",
            "WebSocket connections open",
            connections.clone(),
        );
        r.register(
            "games",
            "Games held: waiting, on, or over and kept for a rematch",
            games.clone(),
        );
        r.register("moves", "Moves stored and relayed", moves.clone());
        r.register(
            "relay_seconds",
            "From a move read by the server to its relay queued for the players, the commit included",
            relay.clone(),
        );
        r.register(
            "db_commit_seconds",
            "One database transaction of the writer, a batch of changes",
            commit.clone(),
        );
        r.register(
            "refused",
            "Messages refused, by the error code answered",
            refused.clone(),
        );
        r.register(
            "lease_renewals",
            "Renewals of this node's lease",
            lease_renewals.clone(),
        );
        r.register(
            "leases_lost",
            "Times this node lost its lease and gave up its games",
            leases_lost.clone(),
        );
        r.register(
            "takeovers",
            "Games this node claimed from a node gone or drained",
            takeovers.clone(),
        );
        r.register(
            "lobby_retries",
            "Lobby transactions given up by the database for meeting another, by why",
            lobby_retries.clone(),
        );
        Metrics {
            registry,
            sockets,
            connections,
            games,
            moves,
            relay,
            commit,
            refused,
            lease_renewals,
            leases_lost,
            takeovers,
            lobby_retries,
        }
    }

    pub fn lease_renewed(&self) {
        self.lease_renewals.inc();
    }

    pub fn lease_lost(&self) {
        self.leases_lost.inc();
    }

    /// A game was claimed from a node gone or drained.
    pub fn took_over(&self) {
        self.takeovers.inc();
    }

    /// A move was stored and its relay queued, `took` after it was read.
    pub fn moved(&self, took: Duration) {
        self.moves.inc();
        self.relay.observe(took.as_secs_f64());
    }

    /// The database committed a batch in `took`.
    pub fn committed(&self, took: Duration) {
        self.commit.observe(took.as_secs_f64());
    }

    /// A lobby transaction met another (`reason`: `deadlock`, `serialization`,
    /// `idle` or `busy`) and is tried again.
    pub fn lobby_retried(&self, reason: &str) {
        let reason = reason.to_string();
        self.lobby_retries.get_or_create(&Reason { reason }).inc();
    }

    /// A message was refused with `code`.
    pub fn refused(&self, code: ErrorCode) {
        let reason = serde_json::to_value(code)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_else(|| "other".to_string());
        self.refused.get_or_create(&Reason { reason }).inc();
    }

    /// The text Prometheus scrapes, with the gauges read now.
    pub fn render(&self, now: Now) -> String {
        self.sockets.set(now.sockets as i64);
        self.connections.set(now.connections as i64);
        self.games.set(now.games as i64);
        let mut text = String::new();
        // Writing to a String cannot fail.
        let _ = encode(&mut text, &self.registry);
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_holds_each_metric_with_its_readings() {
        let metrics = Metrics::new();
        metrics.moved(Duration::from_millis(3));
        metrics.moved(Duration::from_millis(30));
        metrics.committed(Duration::from_millis(2));
        metrics.refused(ErrorCode::NotYourTurn);
        metrics.refused(ErrorCode::NotYourTurn);
        metrics.lobby_retried("deadlock");
        let text = metrics.render(Now {
            sockets: 6,
            connections: 5,
            games: 2,
        });
        for line in [
            "connect4_sockets 6",
            "connect4_connections 5",
            "connect4_games 2",
            "connect4_moves_total 2",
            "connect4_relay_seconds_count 2",
            "connect4_db_commit_seconds_count 1",
            "connect4_refused_total{reason=\"not_your_turn\"} 2",
            "connect4_lobby_retries_total{reason=\"deadlock\"} 1",
        ] {
            assert!(text.lines().any(|l| l == line), "{line} in\n{text}");
        }
        // 3 ms falls in the 4 ms bucket, 30 ms does not.
        assert!(
            text.contains("connect4_relay_seconds_bucket{le=\"0.004\"} 1"),
            "{text}"
        );
    }
}
