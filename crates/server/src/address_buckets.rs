//! A token bucket per address, not per connection, so that reconnecting does not
//! refill it: for the invite codes an address may guess (a request naming a game that
//! does not exist is a miss), the WebSockets it may open a second and the new players
//! it may make an hour. An IPv6 host
//! counts as its /64. The table is pruned of buckets full again, and bounded.

use crate::limits::counted_as;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use tokio::time::Instant;

/// Addresses remembered at most: beyond it the least recently active
/// are forgotten (an attacker with that many addresses gains little from it).
const MAX_ADDRESSES: usize = 65_536;

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    last: Instant,
}

#[derive(Debug)]
pub struct AddressBuckets {
    /// Tokens an address earns back a second, and may save up.
    rate: f64,
    burst: f64,
    table: Mutex<HashMap<IpAddr, Bucket>>,
}

impl AddressBuckets {
    pub fn new(rate: f64, burst: f64) -> AddressBuckets {
        AddressBuckets {
            rate,
            burst,
            table: Mutex::default(),
        }
    }

    fn table(&self) -> std::sync::MutexGuard<'_, HashMap<IpAddr, Bucket>> {
        self.table.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The bucket's tokens at `now`, refilled since its last use.
    fn tokens(&self, bucket: &Bucket, now: Instant) -> f64 {
        let elapsed = now.saturating_duration_since(bucket.last).as_secs_f64();
        (bucket.tokens + elapsed * self.rate).min(self.burst)
    }

    /// Whether `addr` has a token left now.
    pub fn has_token(&self, addr: IpAddr, now: Instant) -> bool {
        self.table()
            .get(&counted_as(addr))
            .is_none_or(|bucket| self.tokens(bucket, now) >= 1.0)
    }

    /// `addr` spends a token.
    pub fn spend(&self, addr: IpAddr, now: Instant) {
        let mut table = self.table();
        let key = counted_as(addr);
        if !table.contains_key(&key) && table.len() >= MAX_ADDRESSES {
            self.prune(&mut table, now);
        }
        let tokens = table
            .get(&key)
            .map_or(self.burst, |bucket| self.tokens(bucket, now));
        table.insert(
            key,
            Bucket {
                tokens: (tokens - 1.0).max(0.0),
                last: now,
            },
        );
    }

    /// Spends a token of `addr` if it has one; false if it has none.
    pub fn take(&self, addr: IpAddr, now: Instant) -> bool {
        let has = self.has_token(addr, now);
        if has {
            self.spend(addr, now);
        }
        has
    }

    /// Forgets the buckets full again, which are as good as new; then, if that is
    /// not enough, the least recently used half.
    fn prune(&self, table: &mut HashMap<IpAddr, Bucket>, now: Instant) {
        table.retain(|_, bucket| self.tokens(bucket, now) < self.burst);
        if table.len() >= MAX_ADDRESSES {
            let mut lasts: Vec<Instant> = table.values().map(|b| b.last).collect();
            let (_, median, _) = lasts.select_nth_unstable(MAX_ADDRESSES / 2);
            let median = *median;
            table.retain(|_, bucket| bucket.last > median);
        }
    }

    /// Addresses remembered now.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.table().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn an_address_has_its_burst_then_its_rate() {
        let limiter = AddressBuckets::new(1.0, 3.0);
        let here: IpAddr = [10, 0, 0, 1].into();
        let start = Instant::now();
        for _ in 0..3 {
            assert!(limiter.has_token(here, start));
            limiter.spend(here, start);
        }
        assert!(!limiter.has_token(here, start));
        assert!(limiter.has_token([10, 0, 0, 2].into(), start));
        assert!(limiter.has_token(here, start + Duration::from_secs(1)));
    }

    #[test]
    fn an_address_gets_its_hourly_budget_then_a_share_as_time_passes() {
        let new_players = AddressBuckets::new(20.0 / 3600.0, 20.0);
        let here: IpAddr = [192, 0, 2, 1].into();
        let there: IpAddr = [192, 0, 2, 2].into();
        let start = Instant::now();
        assert!((0..20).all(|_| new_players.take(here, start)));
        assert!(!new_players.take(here, start));
        assert!(new_players.take(there, start), "another address");
        // One new player every three minutes at 20 an hour.
        let later = start + Duration::from_secs(181);
        assert!(new_players.take(here, later));
        assert!(!new_players.take(here, later));
    }

    #[test]
    fn mapped_ipv4_addresses_are_each_their_own() {
        // IPv4 players reaching a dual-stack listener come as mapped IPv6 addresses,
        // all in one /64: each is still its own address.
        let limiter = AddressBuckets::new(0.001, 1.0);
        let now = Instant::now();
        let mapped: IpAddr = "::ffff:192.0.2.1".parse().unwrap();
        let neighbour: IpAddr = "::ffff:192.0.2.2".parse().unwrap();
        assert!(limiter.take(mapped, now));
        assert!(limiter.take(neighbour, now));
        assert!(!limiter.take([192, 0, 2, 1].into(), now));
    }

    #[test]
    fn an_ipv6_host_counts_as_its_prefix() {
        let limiter = AddressBuckets::new(1.0, 1.0);
        let start = Instant::now();
        limiter.spend("2001:db8::1".parse().unwrap(), start);
        assert!(!limiter.has_token("2001:db8::ffff:2".parse().unwrap(), start));
        assert!(limiter.has_token("2001:db8:0:1::1".parse().unwrap(), start));
    }

    #[test]
    fn the_table_stays_bounded() {
        let limiter = AddressBuckets::new(0.001, 10.0);
        let start = Instant::now();
        for i in 0..(MAX_ADDRESSES as u32 + 10) {
            let at = start + Duration::from_micros(u64::from(i));
            limiter.spend(IpAddr::from(i.to_be_bytes()), at);
        }
        assert!(limiter.len() <= MAX_ADDRESSES, "{}", limiter.len());
        // Buckets full again are forgotten first.
        let later = start + Duration::from_secs(100_000);
        limiter.prune(&mut limiter.table(), later);
        assert_eq!(limiter.len(), 0);
    }
}
