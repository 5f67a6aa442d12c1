//! How many sessions the door holds: in all, and from one address, so that one client
//! (or one network) cannot take every seat; and the door's limits, those of the
//! connections not yet playing too (their slots are `slots.rs`). A session is counted
//! from its shell request to its end.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The door's limits.
#[derive(Debug, Clone)]
pub struct DoorLimits {
    /// Sessions at once, in all; and apart from them, connections at once that have
    /// not started a game yet.
    pub sessions: usize,
    /// The same two, from one address (an IPv6 /64 is one address: `network`).
    pub per_address: usize,
    /// How long a connection has from its TCP accept to send what every client sends
    /// unprompted: its identification and its part of the key exchange. A real
    /// client sends it at once; a socket that says nothing gives up its place at this
    /// deadline, long before the login time. (The rest of the key exchange waits on
    /// a first visitor reading the host key, so it has the login time.)
    pub handshake: Duration,
    /// How long a connection has from its TCP accept to its game's start: the key
    /// exchange, the client's questions (a first visit asks its player about the
    /// host key), the sign-in and the shell request.
    pub login: Duration,
    /// A session with no key pressed this long is closed.
    pub idle: Duration,
    /// How long before that it is warned.
    pub idle_warning: Duration,
}

impl Default for DoorLimits {
    fn default() -> DoorLimits {
        DoorLimits {
            sessions: 256,
            per_address: 8,
            handshake: Duration::from_secs(10),
            login: Duration::from_secs(60),
            idle: Duration::from_secs(30 * 60),
            idle_warning: Duration::from_secs(60),
        }
    }
}

/// What an address counts as: an IPv4 address itself, an IPv6 address its /64 (what
/// one subscriber is usually given, so one machine has not 2^64 addresses to count
/// under), and an IPv4 address written as IPv6 (`::ffff:a.b.c.d`) its IPv4 address.
pub fn network(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6((u128::from(v6) & !((1u128 << 64) - 1)).into()),
        },
    }
}

/// Sessions under way, by address.
#[derive(Debug, Default)]
pub struct Tally {
    all: usize,
    by_address: HashMap<Option<IpAddr>, usize>,
}

/// The limit a newcomer met.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Over {
    /// The limit in all.
    All,
    /// The limit for its address.
    Address,
}

/// One connection or session counted; dropping it counts it out.
#[derive(Debug)]
pub struct Counted {
    tally: Arc<Mutex<Tally>>,
    address: Option<IpAddr>,
}

/// A session's seat.
pub type Seat = Counted;

/// Counts one more from `address` into `tally`, unless that would pass `all` in all
/// or `per_address` from the address.
fn count_in(
    tally: &Arc<Mutex<Tally>>,
    all: usize,
    per_address: usize,
    address: Option<IpAddr>,
) -> Result<Counted, Over> {
    let address = address.map(network);
    let mut counted = tally.lock().unwrap_or_else(|e| e.into_inner());
    if counted.all >= all {
        return Err(Over::All);
    }
    let here = counted.by_address.entry(address).or_default();
    if *here >= per_address {
        return Err(Over::Address);
    }
    *here += 1;
    counted.all += 1;
    Ok(Counted {
        tally: Arc::clone(tally),
        address,
    })
}

/// Why a session was not let in, said to the client as it is.
pub type Refusal = String;

/// Takes a seat for a session from `address`, if the limits leave one.
pub fn take_seat(
    count: &Arc<Mutex<Tally>>,
    limits: &DoorLimits,
    address: Option<IpAddr>,
) -> Result<Seat, Refusal> {
    count_in(count, limits.sessions, limits.per_address, address).map_err(|over| match over {
        Over::All => format!(
            "the server is full ({} players at once): try again in a while",
            limits.sessions
        ),
        Over::Address => format!(
            "{} sessions from your address are already open: close one first",
            limits.per_address
        ),
    })
}

impl Drop for Counted {
    fn drop(&mut self) {
        let mut counted = self.tally.lock().unwrap_or_else(|e| e.into_inner());
        counted.all -= 1;
        if let Some(here) = counted.by_address.get_mut(&self.address) {
            *here -= 1;
            if *here == 0 {
                counted.by_address.remove(&self.address);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(sessions: usize, per_address: usize) -> DoorLimits {
        DoorLimits {
            sessions,
            per_address,
            ..DoorLimits::default()
        }
    }

    #[test]
    fn one_address_takes_no_more_than_its_share() {
        let count = Arc::new(Mutex::new(Tally::default()));
        let limits = limits(10, 2);
        let a = Some(IpAddr::from([10, 0, 0, 1]));
        let b = Some(IpAddr::from([10, 0, 0, 2]));
        let first = take_seat(&count, &limits, a).unwrap();
        let _second = take_seat(&count, &limits, a).unwrap();
        let refused = take_seat(&count, &limits, a).unwrap_err();
        assert!(refused.contains("2 sessions"), "{refused}");
        let _other = take_seat(&count, &limits, b).unwrap();
        drop(first);
        assert!(take_seat(&count, &limits, a).is_ok());
    }

    #[test]
    fn the_door_holds_no_more_than_its_total() {
        let count = Arc::new(Mutex::new(Tally::default()));
        let limits = limits(2, 5);
        let seats: Vec<_> = (0..2u8)
            .map(|i| take_seat(&count, &limits, Some(IpAddr::from([10, 0, 0, i]))).unwrap())
            .collect();
        let refused = take_seat(&count, &limits, Some(IpAddr::from([10, 0, 1, 1])));
        assert!(refused.unwrap_err().contains("full"));
        drop(seats);
        assert_eq!(count.lock().unwrap().all, 0);
        assert!(count.lock().unwrap().by_address.is_empty());
    }

    #[test]
    fn an_ipv6_64_is_one_address_and_a_mapped_ipv4_is_its_ipv4() {
        let one: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let same: IpAddr = "2001:db8:1:2:ffff:1:2:3".parse().unwrap();
        let other: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(network(one), network(same));
        assert_ne!(network(one), network(other));
        let mapped: IpAddr = "::ffff:10.0.0.1".parse().unwrap();
        assert_eq!(network(mapped), IpAddr::from([10, 0, 0, 1]));
        let count = Arc::new(Mutex::new(Tally::default()));
        let limits = limits(10, 1);
        let _seat = take_seat(&count, &limits, Some(one)).unwrap();
        assert!(take_seat(&count, &limits, Some(same)).is_err());
        assert!(take_seat(&count, &limits, Some(other)).is_ok());
    }
}
