//! What the bots count as they play: counters any game task bumps, and the latency
//! of each move from its sending to its relay reaching the opponent.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, Ordering};
use std::time::Duration;

#[derive(Debug, Default)]
pub struct Stats {
    /// Game tasks with both connections introduced.
    pub connected: AtomicU64,
    /// Game tasks whose first game is on.
    pub first_games: AtomicU64,
    /// Games in progress now.
    pub playing: AtomicI64,
    /// Moves relayed (each counted once, at its first relay).
    pub moves: AtomicU64,
    pub ended: AtomicU64,
    /// Games that ended after the server first went away.
    pub ended_after_outage: AtomicU64,
    /// Games whose end was stored while the server was down, so never announced.
    pub gone: AtomicU64,
    /// `error` replies from the server.
    pub refused: AtomicU64,
    /// Connections that went down.
    pub disconnects: AtomicU64,
    /// Acknowledged moves a later snapshot did not have.
    pub lost: AtomicU64,
    /// Game tasks that stopped before their end (a refused hello, no connection).
    pub failed: AtomicU64,
    /// Set by the first connection that goes down.
    pub outage: AtomicBool,
    /// From a move sent to its relay reaching the opponent, in microseconds.
    pub relays: Samples,
    /// The same, for the moves that ended a game (their end is stored with the
    /// new ratings before they are relayed).
    pub endings: Samples,
    /// A ping's round trip.
    pub pings: Samples,
}

/// Durations in microseconds, pushed by any task.
#[derive(Debug, Default)]
pub struct Samples(Mutex<Vec<u32>>);

impl Samples {
    pub fn push(&self, took: Duration) {
        let micros = u32::try_from(took.as_micros()).unwrap_or(u32::MAX);
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(micros);
    }

    /// The samples since the last call, sorted.
    pub fn take(&self) -> Vec<u32> {
        let mut taken = std::mem::take(&mut *self.0.lock().unwrap_or_else(|e| e.into_inner()));
        taken.sort_unstable();
        taken
    }
}

impl Stats {
    pub fn add(counter: &AtomicU64) {
        counter.fetch_add(1, Ordering::Relaxed);
    }

    pub fn get(counter: &AtomicU64) -> u64 {
        counter.load(Ordering::Relaxed)
    }
}

/// The nearest-rank percentile `p` (0 to 100) of sorted samples; 0 for none.
pub fn percentile(sorted: &[u32], p: f64) -> u32 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = (p / 100.0 * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// Microseconds as milliseconds with one decimal.
pub fn ms(micros: u32) -> String {
    format!("{:.1} ms", f64::from(micros) / 1000.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_rank_percentiles() {
        let samples: Vec<u32> = (1..=100).collect();
        assert_eq!(percentile(&samples, 50.0), 50);
        assert_eq!(percentile(&samples, 99.0), 99);
        assert_eq!(percentile(&samples, 100.0), 100);
        assert_eq!(percentile(&samples, 0.0), 1);
        assert_eq!(percentile(&[7], 99.0), 7);
        assert_eq!(percentile(&[], 50.0), 0);
        assert_eq!(percentile(&[1, 2, 3], 50.0), 2);
    }

    #[test]
    fn samples_are_taken_sorted_and_emptied() {
        let samples = Samples::default();
        samples.push(Duration::from_millis(3));
        samples.push(Duration::from_micros(1500));
        assert_eq!(samples.take(), [1500, 3000]);
        assert!(samples.take().is_empty());
        assert_eq!(ms(1560), "1.6 ms");
    }
}
