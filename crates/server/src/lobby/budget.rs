//! How many lobby requests a connection may make: each is a transaction on the
//! database every node shares (a pairing even waits for its turn among all of
//! them), so a connection gets thirty at once and two a second after that, a tenth
//! of its frame rate. A player asks a handful a minute; a bot a few a game.

use crate::outbox::ConnId;
use std::collections::HashMap;
use tokio::time::Instant;

/// Requests a connection earns back a second, and may save up.
const RATE: f64 = 2.0;
const BURST: f64 = 30.0;

#[derive(Debug, Default)]
pub struct Budgets {
    buckets: HashMap<ConnId, (f64, Instant)>,
}

impl Budgets {
    /// Whether `conn` may make one more request at `now`, counted if so.
    pub fn take(&mut self, conn: ConnId, now: Instant) -> bool {
        let (tokens, last) = self.buckets.entry(conn).or_insert((BURST, now));
        let earned = now.saturating_duration_since(*last).as_secs_f64() * RATE;
        *tokens = (*tokens + earned).min(BURST);
        *last = now;
        if *tokens < 1.0 {
            return false;
        }
        *tokens -= 1.0;
        true
    }

    /// The connection closed.
    pub fn forget(&mut self, conn: ConnId) {
        self.buckets.remove(&conn);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_burst_then_one_a_second_per_connection() {
        let mut budgets = Budgets::default();
        let start = Instant::now();
        assert!((0..30).all(|_| budgets.take(1, start)));
        assert!(!budgets.take(1, start));
        assert!(budgets.take(2, start), "another connection has its own");
        assert!(!budgets.take(1, start + Duration::from_millis(400)));
        assert!(budgets.take(1, start + Duration::from_millis(900)));
        budgets.forget(1);
        assert!(budgets.take(1, start + Duration::from_millis(900)));
    }
}
