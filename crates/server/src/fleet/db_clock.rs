//! The database's clock as this node last read it (each renewal of the lease returns
//! it), so that a statement can carry a deadline in that clock. The reaper's does:
//! a DELETE sent just before the database froze and run just after it thawed finds
//! every other lease lapsed, before their nodes had a moment to renew; with a
//! deadline a second after it was sent, it runs late and takes nobody.

use std::sync::Mutex;
use std::time::Duration;
use tokio::time::Instant;

#[derive(Debug, Default)]
pub struct DbClock(Mutex<Option<(i64, Instant)>>);

impl DbClock {
    /// The database's clock said `db_ms` (milliseconds since 1970) by `at` here.
    /// Paired with the instant the answer came, it is read a little late: the
    /// deadlines it gives err early, which only makes a reap wait for the next.
    pub fn read(&self, db_ms: i64, at: Instant) {
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = Some((db_ms, at));
    }

    /// The database's time `within` from now, as this node reckons it; `None` before
    /// the clock was read.
    pub fn deadline(&self, within: Duration) -> Option<i64> {
        let (db_ms, at) = (*self.0.lock().unwrap_or_else(|e| e.into_inner()))?;
        let since = at.elapsed() + within;
        Some(db_ms + since.as_millis() as i64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deadline_runs_on_from_the_clock_last_read() {
        let clock = DbClock::default();
        assert_eq!(clock.deadline(Duration::from_secs(1)), None);
        let at = Instant::now();
        clock.read(1_000_000, at);
        std::thread::sleep(Duration::from_millis(20));
        let deadline = clock.deadline(Duration::from_secs(1)).unwrap();
        assert!((1_001_020..1_001_500).contains(&deadline), "{deadline}");
    }
}
