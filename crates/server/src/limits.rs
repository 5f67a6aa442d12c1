//! Limits on clients: sockets per address and in total, and a token bucket of
//! messages per connection.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use tokio::time::Instant;

/// Open sockets, from accept to close: in total, per address while they are in their
/// HTTP handshake, and per player's address once they are WebSockets. The two stages
/// are counted apart so that a player's games never lock out their own next
/// handshake, nor the ssh door's (whose sockets are settled by its credential).
#[derive(Debug, Default)]
pub struct ConnectionLimiter {
    open: Mutex<Open>,
}

#[derive(Debug, Default)]
struct Open {
    total: usize,
    handshaking: HashMap<IpAddr, usize>,
    settled: HashMap<IpAddr, usize>,
}

/// Why a connection was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    TooManyFromAddress,
    TooManyInTotal,
    /// The address was closed for flooding a moment ago.
    CoolingOff,
}

/// Who a socket turned out to be when it became a WebSocket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Settled {
    /// A player at this address (the peer's, or the one a trusted proxy forwarded).
    Player(IpAddr),
    /// The ssh door, which limits its own visitors: counted in the total only. With
    /// the address of the visitor the connection carries, when the door names it.
    Door(Option<IpAddr>),
}

/// Where a socket is counted now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    Handshake(IpAddr),
    Settled(IpAddr),
    Door,
}

/// Holds a socket's place; it is given back when the last clone is dropped (the
/// accept task holds one until the upgrade, the session one after).
#[derive(Debug, Clone)]
pub struct ConnectionPermit(Arc<Slot>);

#[derive(Debug)]
struct Slot {
    limiter: Arc<ConnectionLimiter>,
    place: Mutex<Place>,
}

impl ConnectionLimiter {
    /// Counts a socket just accepted from `address`, or says why not.
    pub fn try_open(
        self: &Arc<Self>,
        address: IpAddr,
        max_total: usize,
        max_per_address: usize,
    ) -> Result<ConnectionPermit, Refusal> {
        let key = counted_as(address);
        let mut open = self.lock();
        if open.total >= max_total {
            return Err(Refusal::TooManyInTotal);
        }
        let from = open.handshaking.entry(key).or_insert(0);
        if *from >= max_per_address {
            return Err(Refusal::TooManyFromAddress);
        }
        *from += 1;
        open.total += 1;
        Ok(ConnectionPermit(Arc::new(Slot {
            limiter: Arc::clone(self),
            place: Mutex::new(Place::Handshake(key)),
        })))
    }

    pub fn open_count(&self) -> usize {
        self.lock().total
    }

    /// The sockets that became WebSockets (players' and the door's), out of all.
    pub fn websocket_count(&self) -> usize {
        let open = self.lock();
        open.total - open.handshaking.values().sum::<usize>()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Open> {
        self.open.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl ConnectionPermit {
    /// Moves a socket out of its handshake to whoever it turned out to be; a player's
    /// address may hold `max_per_address` WebSockets. Settling twice changes nothing.
    pub fn settle(&self, who: Settled, max_per_address: usize) -> Result<(), Refusal> {
        let mut place = self.0.place.lock().unwrap_or_else(|e| e.into_inner());
        let Place::Handshake(from) = *place else {
            return Ok(());
        };
        let mut open = self.0.limiter.lock();
        let to = match who {
            Settled::Player(address) => {
                let key = counted_as(address);
                let there = open.settled.entry(key).or_insert(0);
                if *there >= max_per_address {
                    forget_empty(&mut open.settled, key);
                    return Err(Refusal::TooManyFromAddress);
                }
                *there += 1;
                Place::Settled(key)
            }
            Settled::Door(_) => Place::Door,
        };
        take_one(&mut open.handshaking, from);
        *place = to;
        Ok(())
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let place = *self.place.get_mut().unwrap_or_else(|e| e.into_inner());
        let mut open = self.limiter.lock();
        open.total = open.total.saturating_sub(1);
        match place {
            Place::Handshake(key) => take_one(&mut open.handshaking, key),
            Place::Settled(key) => take_one(&mut open.settled, key),
            Place::Door => {}
        }
    }
}

fn take_one(counts: &mut HashMap<IpAddr, usize>, key: IpAddr) {
    if let Some(count) = counts.get_mut(&key) {
        *count = count.saturating_sub(1);
    }
    forget_empty(counts, key);
}

fn forget_empty(counts: &mut HashMap<IpAddr, usize>, key: IpAddr) {
    if counts.get(&key) == Some(&0) {
        counts.remove(&key);
    }
}

/// The address a socket is counted against: an IPv4 address itself (also when it
/// comes mapped into IPv6), an IPv6 address by its /64, the block one subscriber is
/// given, so that a host cannot take a fresh address for each socket.
pub fn counted_as(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6((u128::from(v6) & !u128::from(u64::MAX)).into()),
        },
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

    #[test]
    fn a_settled_socket_leaves_its_handshake_place_and_keeps_its_total_place() {
        let limiter = Arc::new(ConnectionLimiter::default());
        let proxy: IpAddr = [127, 0, 0, 1].into();
        let player: IpAddr = [203, 0, 113, 7].into();
        let one = limiter.try_open(proxy, 10, 1).unwrap();
        one.settle(Settled::Player(player), 1).unwrap();
        let two = limiter.try_open(proxy, 10, 1).unwrap();
        assert_eq!(
            two.settle(Settled::Player(player), 1).unwrap_err(),
            Refusal::TooManyFromAddress
        );
        two.settle(Settled::Door(None), 1).unwrap();
        let _three = limiter.try_open(proxy, 10, 1).unwrap();
        assert_eq!(limiter.open_count(), 3);
        let kept = one.clone();
        drop(one);
        assert_eq!(limiter.open_count(), 3, "a clone still holds it");
        drop(kept);
        drop(two);
        assert_eq!(limiter.open_count(), 1);
        assert!(limiter.try_open(proxy, 10, 1).is_err());
        let again = limiter.try_open(player, 10, 1).unwrap();
        assert!(again.settle(Settled::Player(player), 1).is_ok());
    }

    #[test]
    fn ipv6_is_counted_by_its_64_and_mapped_ipv4_as_ipv4() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(counted_as(a), counted_as(b));
        assert_ne!(counted_as(a), counted_as(c));
        let mapped: IpAddr = "::ffff:192.0.2.1".parse().unwrap();
        assert_eq!(counted_as(mapped), IpAddr::from([192, 0, 2, 1]));
    }
}
