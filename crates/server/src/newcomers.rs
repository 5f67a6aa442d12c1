//! How many new players one address may make. A player costs its maker nothing and
//! holds its name (and a row) until it expires unplayed, so each address has a budget
//! of new players an hour, saved up to one hour's worth. An IPv6 address counts with
//! its whole /64, the block one host is usually given.

use crate::limits::{TokenBucket, counted_as};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Duration;
use tokio::time::Instant;

/// Addresses remembered before the ones idle for an hour (whose budget is whole again,
/// so forgetting them changes nothing) are forgotten.
const FORGET_FROM: usize = 4096;

const HOUR: Duration = Duration::from_secs(3600);

#[derive(Debug, Default)]
pub struct Newcomers {
    budgets: Mutex<HashMap<IpAddr, (TokenBucket, Instant)>>,
}

impl Newcomers {
    /// Whether `from` may make one more new player now, at `per_hour` an hour; if
    /// so, it is counted.
    pub fn admit(&self, from: IpAddr, per_hour: u32, now: Instant) -> bool {
        let per_hour = f64::from(per_hour);
        let mut budgets = self.budgets.lock().unwrap_or_else(|e| e.into_inner());
        if budgets.len() >= FORGET_FROM {
            budgets.retain(|_, (_, last)| now.saturating_duration_since(*last) < HOUR);
        }
        let (bucket, last) = budgets
            .entry(counted_as(from))
            .or_insert_with(|| (TokenBucket::new(per_hour / 3600.0, per_hour, now), now));
        *last = now;
        bucket.take(now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_gets_its_hourly_budget_then_a_share_as_time_passes() {
        let newcomers = Newcomers::default();
        let here: IpAddr = [192, 0, 2, 1].into();
        let there: IpAddr = [192, 0, 2, 2].into();
        let start = Instant::now();
        assert!((0..20).all(|_| newcomers.admit(here, 20, start)));
        assert!(!newcomers.admit(here, 20, start));
        assert!(newcomers.admit(there, 20, start), "another address");
        // One new player every three minutes at 20 an hour.
        let later = start + Duration::from_secs(181);
        assert!(newcomers.admit(here, 20, later));
        assert!(!newcomers.admit(here, 20, later));
    }

    #[test]
    fn an_ipv6_host_counts_with_its_block() {
        let newcomers = Newcomers::default();
        let now = Instant::now();
        let one: IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let same_block: IpAddr = "2001:db8:1:2:ffff::9".parse().unwrap();
        let other_block: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert!(newcomers.admit(one, 1, now));
        assert!(!newcomers.admit(same_block, 1, now));
        assert!(newcomers.admit(other_block, 1, now));
        // IPv4 players reaching a dual-stack listener come as mapped IPv6 addresses,
        // all in one /64: each is still its own address.
        let mapped: IpAddr = "::ffff:192.0.2.1".parse().unwrap();
        let neighbour: IpAddr = "::ffff:192.0.2.2".parse().unwrap();
        assert!(newcomers.admit(mapped, 1, now));
        assert!(newcomers.admit(neighbour, 1, now));
        assert!(!newcomers.admit([192, 0, 2, 1].into(), 1, now));
    }

    #[test]
    fn idle_addresses_are_forgotten_when_many() {
        let newcomers = Newcomers::default();
        let start = Instant::now();
        for n in 0..FORGET_FROM as u32 {
            newcomers.admit(IpAddr::from(n.to_be_bytes()), 5, start);
        }
        let later = start + HOUR;
        newcomers.admit([192, 0, 2, 1].into(), 5, later);
        let kept = newcomers.budgets.lock().unwrap().len();
        assert_eq!(kept, 1);
    }
}
