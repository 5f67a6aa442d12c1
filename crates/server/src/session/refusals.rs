//! A connection's refusals in the log: the first is logged whole, and after it at
//! most one line a `LOG_INTERVAL`, saying how many went unlogged before it. A flood
//! costs a line a second, not a line a frame; the count left over is logged when the
//! connection ends.

use crate::outbox::ConnId;
use connect4_game::escape::escape;
use connect4_protocol::ErrorCode;
use std::sync::Mutex;
use std::time::Duration;
use tokio::time::Instant;

/// The shortest time between two refusal lines of one connection.
pub const LOG_INTERVAL: Duration = Duration::from_secs(1);

/// The refusals of one connection (shared by its handlers, hence the lock: it is
/// taken by one task only, so never waited on).
#[derive(Debug, Default)]
pub struct RefusalLog {
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    last_line: Option<Instant>,
    unlogged: u64,
}

impl RefusalLog {
    /// Notes a refusal; logs it unless a line was written less than an interval ago.
    pub fn note(&self, conn: ConnId, code: ErrorCode, reason: &str) {
        if let Some(unlogged_before) = self.due(Instant::now()) {
            tracing::info!(
                conn,
                ?code,
                reason = %escape(reason),
                unlogged_before,
                "message refused"
            );
        }
    }

    /// Logs the refusals not logged yet; called when the connection ends.
    pub fn finish(&self, conn: ConnId) {
        let unlogged = std::mem::take(&mut self.lock().unlogged);
        if unlogged > 0 {
            tracing::info!(
                conn,
                refused = unlogged,
                "more messages refused, not logged one by one"
            );
        }
    }

    /// Whether a refusal at `now` gets a line, and if so how many went unlogged
    /// before it.
    fn due(&self, now: Instant) -> Option<u64> {
        let mut state = self.lock();
        let quiet = state
            .last_line
            .is_some_and(|at| now.saturating_duration_since(at) < LOG_INTERVAL);
        if quiet {
            state.unlogged += 1;
            return None;
        }
        state.last_line = Some(now);
        Some(std::mem::take(&mut state.unlogged))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_is_one_line_then_one_a_second_with_the_count_between() {
        let log = RefusalLog::default();
        let start = Instant::now();
        assert_eq!(log.due(start), Some(0), "the first is logged");
        for _ in 0..1_000 {
            assert_eq!(log.due(start + Duration::from_millis(500)), None);
        }
        assert_eq!(log.due(start + LOG_INTERVAL), Some(1_000));
        assert_eq!(log.due(start + LOG_INTERVAL), None);
        assert_eq!(log.lock().unlogged, 1, "left for the line at the end");
    }
}
