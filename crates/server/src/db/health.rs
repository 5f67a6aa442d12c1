//! The one account of whether the store takes changes. Every write that tells
//! (the writer's commits, the lease's renewals on a connection of their own) notes
//! how it went; `/health`, the reaper and the games' graces read the account, never
//! the database, so they answer at once whatever the load. A failure stays noted
//! until a write that began after it succeeds: the lease renews on a timer, so the
//! account turns well within a renewal of the store's return, whether or not a game
//! has a move to commit.

use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::time::Instant;

#[derive(Debug, Clone)]
enum State {
    /// Changes are taken, since the instant (the first success after a failure).
    Well(Instant),
    /// They are not: since the first instant, failed last at the second, for the
    /// reason.
    Failing(Instant, Instant, String),
}

/// Shared by the writer, the lease, `/health` and the games.
#[derive(Debug, Clone)]
pub struct StoreHealth(Arc<Mutex<State>>);

/// A server starts with its store well since long before: it has just read and
/// written it (the migrations, its node's row), so nothing waits on a return.
impl Default for StoreHealth {
    fn default() -> StoreHealth {
        let now = Instant::now();
        let long_ago = now.checked_sub(Duration::from_secs(3600)).unwrap_or(now);
        StoreHealth(Arc::new(Mutex::new(State::Well(long_ago))))
    }
}

impl StoreHealth {
    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A write begun at `started` was stored. A failure noted after it began stands:
    /// a slow success says nothing of what failed since.
    pub fn stored(&self, started: Instant) {
        let mut state = self.state();
        if let State::Failing(_, last, _) = *state
            && last <= started
        {
            *state = State::Well(Instant::now());
        }
    }

    /// A write failed for `why`, the store's fault (not a refused change).
    pub fn failed(&self, why: String) {
        let mut state = self.state();
        let now = Instant::now();
        *state = match &*state {
            State::Failing(since, ..) => State::Failing(*since, now, why),
            State::Well(_) => State::Failing(now, now, why),
        };
    }

    /// Why the store fails now, if it does.
    pub fn failing(&self) -> Option<String> {
        match &*self.state() {
            State::Well(_) => None,
            State::Failing(.., why) => Some(why.clone()),
        }
    }

    /// Since when the store has taken changes without a failure; `None` while it
    /// fails. A game's grace and the reaper count from here, not from an outage.
    pub fn well_since(&self) -> Option<Instant> {
        match &*self.state() {
            State::Well(since) => Some(*since),
            State::Failing(..) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Instants apart: the clock moves on between two notes.
    fn later() -> Instant {
        std::thread::sleep(Duration::from_millis(2));
        Instant::now()
    }

    #[test]
    fn a_failure_stands_until_a_write_begun_after_it_is_stored() {
        let health = StoreHealth::default();
        assert!(health.well_since().is_some());
        let before = Instant::now();
        later();
        health.failed("disk full".into());
        assert_eq!(health.failing().as_deref(), Some("disk full"));
        assert_eq!(health.well_since(), None);
        // Begun before the failure: it proves nothing about the store now.
        health.stored(before);
        assert!(health.failing().is_some());
        let after = later();
        health.stored(after);
        assert_eq!(health.failing(), None);
        assert!(health.well_since().is_some_and(|since| since >= after));
    }

    #[test]
    fn a_write_begun_between_two_failures_clears_neither() {
        let health = StoreHealth::default();
        health.failed("one".into());
        let between = later();
        later();
        health.failed("two".into());
        assert_eq!(health.failing().as_deref(), Some("two"));
        health.stored(between);
        assert_eq!(health.failing().as_deref(), Some("two"));
    }
}
