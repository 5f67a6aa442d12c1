//! Limits on clients: connections per address and in total, and a token bucket of
//! messages per connection.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use tokio::time::Instant;

/// Open connections, by address and in total.
#[derive(Debug, Default)]
pub struct ConnectionLimiter {
    open: Mutex<(usize, HashMap<IpAddr, usize>)>,
}

/// Why a connection was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    TooManyFromAddress,
    TooManyInTotal,
}

/// Holds a connection's place; it is given back when dropped.
#[derive(Debug)]
pub struct ConnectionPermit {
    limiter: Arc<ConnectionLimiter>,
    address: IpAddr,
}

impl ConnectionLimiter {
    pub fn try_open(
        self: &Arc<Self>,
        address: IpAddr,
        max_total: usize,
        max_per_address: usize,
    ) -> Result<ConnectionPermit, Refusal> {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        if open.0 >= max_total {
            return Err(Refusal::TooManyInTotal);
        }
        let from = open.1.entry(address).or_insert(0);
        if *from >= max_per_address {
            return Err(Refusal::TooManyFromAddress);
        }
        *from += 1;
        open.0 += 1;
        Ok(ConnectionPermit {
            limiter: Arc::clone(self),
            address,
        })
    }

    pub fn open_count(&self) -> usize {
        self.open.lock().unwrap_or_else(|e| e.into_inner()).0
    }
}

impl Drop for ConnectionPermit {
    fn drop(&mut self) {
        let mut open = self.limiter.open.lock().unwrap_or_else(|e| e.into_inner());
        open.0 = open.0.saturating_sub(1);
        if let Some(from) = open.1.get_mut(&self.address) {
            *from = from.saturating_sub(1);
            if *from == 0 {
                open.1.remove(&self.address);
            }
        }
    }
}

/// Messages a connection may send: `rate` a second, saving up to `burst`.
#[derive(Debug)]
pub struct TokenBucket {
    tokens: f64,
    rate: f64,
    burst: f64,
    last: Instant,
}

impl TokenBucket {
    pub fn new(rate: f64, burst: f64, now: Instant) -> TokenBucket {
        TokenBucket {
            tokens: burst,
            rate,
            burst,
            last: now,
        }
    }

    /// Takes a token if there is one.
    pub fn take(&mut self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.rate).min(self.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_bucket_allows_its_burst_then_its_rate() {
        let start = Instant::now();
        let mut bucket = TokenBucket::new(10.0, 3.0, start);
        assert!((0..3).all(|_| bucket.take(start)));
        assert!(!bucket.take(start));
        assert!(bucket.take(start + Duration::from_millis(100)));
        assert!(!bucket.take(start + Duration::from_millis(100)));
    }

    #[test]
    fn connections_are_counted_per_address_and_given_back() {
        let limiter = Arc::new(ConnectionLimiter::default());
        let here: IpAddr = [127, 0, 0, 1].into();
        let there: IpAddr = [127, 0, 0, 2].into();
        let first = limiter.try_open(here, 3, 2).unwrap();
        let _second = limiter.try_open(here, 3, 2).unwrap();
        assert_eq!(
            limiter.try_open(here, 3, 2).unwrap_err(),
            Refusal::TooManyFromAddress
        );
        let _third = limiter.try_open(there, 3, 2).unwrap();
        assert_eq!(
            limiter.try_open(there, 3, 2).unwrap_err(),
            Refusal::TooManyInTotal
        );
        drop(first);
        assert!(limiter.try_open(here, 3, 2).is_ok());
    }
}
