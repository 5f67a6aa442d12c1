//! When the search starts another iteration: while it can end in time, foreseen from
//! how long the last ones took, as strong engines spend their time. The deadline
//! itself stops a search that runs over.

use std::time::Duration;
use web_time::Instant;

/// How long the iterations take, to foresee whether the next one ends in time: each
/// ply costs a few times the one before (the growth of the last two, within bounds).
pub(super) struct Clock {
    started: Instant,
    last: Duration,
    before: Duration,
}

impl Default for Clock {
    fn default() -> Self {
        Clock {
            started: Instant::now(),
            last: Duration::ZERO,
            before: Duration::ZERO,
        }
    }
}

/// The growth from one iteration to the next assumed without two to measure, and
/// the bounds of a measured one.
const GROWTH: f64 = 2.0;
const GROWTH_BOUNDS: (f64, f64) = (1.2, 4.0);

impl Clock {
    /// Called when an iteration has ended: whether the next one should start.
    pub(super) fn next_fits(&mut self, deadline: Option<Instant>) -> bool {
        let now = Instant::now();
        (self.before, self.last) = (self.last, now - self.started);
        self.started = now;
        let Some(deadline) = deadline else {
            return true;
        };
        // Iterations shorter than a millisecond measure mostly noise.
        let growth = if self.before >= Duration::from_millis(1) {
            (self.last.as_secs_f64() / self.before.as_secs_f64())
                .clamp(GROWTH_BOUNDS.0, GROWTH_BOUNDS.1)
        } else {
            GROWTH
        };
        now + self.last.mul_f64(growth) <= deadline
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A clock whose last iteration took `before` and whose current one began `ago`.
    fn clock(before: u64, ago: u64) -> Clock {
        Clock {
            started: Instant::now() - Duration::from_millis(ago),
            last: Duration::from_millis(before),
            before: Duration::ZERO,
        }
    }

    #[test]
    fn an_iteration_starts_only_if_it_can_end_by_the_deadline() {
        // The iteration just ended took 100 ms, three times the one before: the next
        // should take about 300 ms.
        let soon = Instant::now() + Duration::from_millis(200);
        assert!(!clock(33, 100).next_fits(Some(soon)));
        let later = Instant::now() + Duration::from_secs(5);
        assert!(clock(33, 100).next_fits(Some(later)));
        assert!(clock(33, 100).next_fits(None));
    }
}
