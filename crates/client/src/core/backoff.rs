//! How long to wait before connecting again: a quarter second, doubling to a cap,
//! with jitter, one rule for every client.

use std::time::Duration;

/// The first wait after a connection is lost.
pub const FIRST_BACKOFF: Duration = Duration::from_millis(250);

/// The longest wait between two attempts to connect.
pub const MAX_BACKOFF: Duration = Duration::from_secs(4);

/// The longest wait before a move the server could not store is sent again: the
/// server notices its store's return within a quarter second, and a game should
/// move again within a second of it, not after a reconnection's wait.
pub const MAX_MOVE_RETRY: Duration = Duration::from_secs(1);

/// The waits of one client, from its own seeded generator: sans-I/O code draws no
/// randomness from the system, and a test replays a run from its seed.
#[derive(Debug, Clone)]
pub struct Backoff {
    next: Duration,
    rng: fastrand::Rng,
}

impl Backoff {
    pub fn new(seed: u64) -> Backoff {
        Backoff {
            next: FIRST_BACKOFF,
            rng: fastrand::Rng::with_seed(seed),
        }
    }

    /// The wait before the next attempt. Half of it is fixed and half is drawn at
    /// random ("equal jitter"), so that the thousand clients of a server that
    /// restarts come back spread over the wait, never all in one millisecond, and
    /// none sooner than half of it.
    pub fn next_wait(&mut self) -> Duration {
        let step = self.next;
        self.next = (self.next * 2).min(MAX_BACKOFF);
        self.jittered(step)
    }

    /// The wait before a move refused as unavailable is sent again: as `next_wait`,
    /// but never over `MAX_MOVE_RETRY`.
    pub fn move_retry_wait(&mut self) -> Duration {
        let step = self.next.min(MAX_MOVE_RETRY);
        self.next = (self.next * 2).min(MAX_BACKOFF);
        self.jittered(step)
    }

    fn jittered(&mut self, step: Duration) -> Duration {
        let half = step.as_millis() as u64 / 2;
        Duration::from_millis(half + self.rng.u64(0..=half))
    }

    /// A wait drawn as the first one is, without moving on: after a failure that
    /// says nothing of home (the node a redirect named was gone), home is asked
    /// again soon.
    pub fn first_wait(&mut self) -> Duration {
        let half = FIRST_BACKOFF.as_millis() as u64 / 2;
        Duration::from_millis(half + self.rng.u64(0..=half))
    }

    /// Welcomed: the next loss starts from the first wait again.
    pub fn reset(&mut self) {
        self.next = FIRST_BACKOFF;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_double_to_the_cap_within_their_jitter_and_start_over_once_welcomed() {
        let mut backoff = Backoff::new(7);
        let mut step = FIRST_BACKOFF;
        for _ in 0..8 {
            let wait = backoff.next_wait();
            assert!(wait >= step / 2 && wait <= step, "{wait:?} for {step:?}");
            step = (step * 2).min(MAX_BACKOFF);
        }
        backoff.reset();
        assert!(backoff.next_wait() <= FIRST_BACKOFF);
    }

    #[test]
    fn clients_that_lose_the_server_together_come_back_spread_out() {
        let waits: std::collections::BTreeSet<_> = (0..1000)
            .map(|seed| Backoff::new(seed).next_wait())
            .collect();
        // 126 distinct milliseconds between 125 and 250 are possible.
        assert!(waits.len() > 100, "{} distinct waits", waits.len());
    }

    #[test]
    fn a_refused_move_is_sent_again_within_a_second_however_long_the_refusals() {
        let mut backoff = Backoff::new(3);
        for _ in 0..20 {
            let wait = backoff.move_retry_wait();
            assert!(wait <= MAX_MOVE_RETRY, "{wait:?}");
        }
        // Connecting again still backs off to its own cap.
        assert!(backoff.next_wait() >= MAX_BACKOFF / 2);
    }
}
