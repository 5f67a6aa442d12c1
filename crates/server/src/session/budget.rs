//! What a connection may send: every frame of any kind (text, binary, ping, pong)
//! takes a token from the connection's bucket before anything else is done with it,
//! introduced or not. A client that goes on sending after being told to slow down is
//! flooding, and is closed.

use crate::limits::TokenBucket;
use tokio::time::Instant;

/// Refusals for rate in a row that close the connection: a client that does not
/// slow down when told is flooding.
pub const STRIKES_TO_CLOSE: u32 = 10;

/// What becomes of one frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Within the budget: handle it.
    Pass,
    /// Over it: refuse it (`rate_limited`).
    Refuse,
    /// Over it again and again: refuse it and close the connection.
    Close,
}

/// One connection's frame budget.
#[derive(Debug)]
pub struct FrameBudget {
    bucket: TokenBucket,
    strikes: u32,
}

impl FrameBudget {
    pub fn new(rate: f64, burst: f64, now: Instant) -> FrameBudget {
        FrameBudget {
            bucket: TokenBucket::new(rate, burst, now),
            strikes: 0,
        }
    }

    /// Charges one frame arrived at `now`.
    pub fn charge(&mut self, now: Instant) -> Verdict {
        if self.bucket.take(now) {
            self.strikes = 0;
            return Verdict::Pass;
        }
        self.strikes += 1;
        if self.strikes >= STRIKES_TO_CLOSE {
            Verdict::Close
        } else {
            Verdict::Refuse
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_flood_is_refused_then_closed_and_a_pause_forgives() {
        let start = Instant::now();
        let mut budget = FrameBudget::new(10.0, 2.0, start);
        assert_eq!(budget.charge(start), Verdict::Pass);
        assert_eq!(budget.charge(start), Verdict::Pass);
        for _ in 1..STRIKES_TO_CLOSE {
            assert_eq!(budget.charge(start), Verdict::Refuse);
        }
        let later = start + Duration::from_millis(100);
        assert_eq!(budget.charge(later), Verdict::Pass, "a token came back");
        for _ in 1..STRIKES_TO_CLOSE {
            assert_eq!(budget.charge(later), Verdict::Refuse);
        }
        assert_eq!(budget.charge(later), Verdict::Close);
    }
}
