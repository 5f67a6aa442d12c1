//! How long the writer leaves the store alone after it failed: not at all after one
//! failure, which may be one batch's own, then longer at each failure in a row, so
//! a failing disk is neither hammered nor the log flooded once a batch.

use std::time::Duration;
use tokio::time::Instant;

/// The wait after the second failure in a row, doubled at each one after it up to
/// the most.
const FIRST: Duration = Duration::from_millis(100);
/// A second at most: the games move again within a second of the store's return,
/// and one attempt a second costs a failing disk nothing.
const MOST: Duration = Duration::from_secs(1);

#[derive(Debug)]
pub struct Backoff {
    /// The wait the next failure brings.
    next: Duration,
    /// No attempt before.
    until: Instant,
}

impl Backoff {
    pub fn new(now: Instant) -> Backoff {
        Backoff {
            next: Duration::ZERO,
            until: now,
        }
    }

    /// A failure at `now`: returns the wait before the next attempt.
    pub fn failed(&mut self, now: Instant) -> Duration {
        let wait = self.next;
        self.until = now + wait;
        self.next = (wait * 2).clamp(FIRST, MOST);
        wait
    }

    /// A success: the next failure is tried again at once.
    pub fn succeeded(&mut self) {
        self.next = Duration::ZERO;
    }

    /// How long an attempt at `now` must still wait, if at all.
    pub fn left(&self, now: Instant) -> Option<Duration> {
        (now < self.until).then(|| self.until - now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_failure_waits_nothing_then_each_in_a_row_waits_twice_as_long_up_to_the_most() {
        let now = Instant::now();
        let mut backoff = Backoff::new(now);
        let waits: Vec<u64> = (0..10)
            .map(|_| backoff.failed(now).as_millis() as u64)
            .collect();
        assert_eq!(waits, [0, 100, 200, 400, 800, 1000, 1000, 1000, 1000, 1000]);
        assert_eq!(backoff.left(now), Some(MOST));
        assert_eq!(backoff.left(now + MOST), None);
    }

    #[test]
    fn a_success_starts_again_from_no_wait() {
        let now = Instant::now();
        let mut backoff = Backoff::new(now);
        backoff.failed(now);
        backoff.failed(now);
        backoff.succeeded();
        assert_eq!(backoff.failed(now), Duration::ZERO);
        assert_eq!(backoff.left(now), None);
        assert_eq!(backoff.failed(now), FIRST);
    }
}
