//! How many connections and sessions the door holds: in all, and from one address, so
//! that one client (or one network) cannot take every seat. A connection is counted
//! from its TCP accept until its game starts, and must start it within the login
//! time; a session is counted from its shell request to its end.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::oneshot;

/// The door's limits.
#[derive(Debug, Clone)]
pub struct DoorLimits {
    /// Sessions at once, in all; and apart from them, connections at once that have
    /// not started a game yet.
    pub sessions: usize,
    /// The same two, from one address.
    pub per_address: usize,
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
            login: Duration::from_secs(60),
            idle: Duration::from_secs(30 * 60),
            idle_warning: Duration::from_secs(60),
        }
    }
}

/// Connections or sessions under way, by address.
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
pub fn count_in(
    tally: &Arc<Mutex<Tally>>,
    all: usize,
    per_address: usize,
    address: Option<IpAddr>,
) -> Result<Counted, Over> {
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

/// A connection not yet playing: counted until its game starts or it ends.
pub struct Arrival {
    _counted: Counted,
    started: oneshot::Sender<()>,
}

impl Arrival {
    /// `counted` until its game starts, which `started` is told.
    pub fn new(counted: Counted, started: oneshot::Sender<()>) -> Arrival {
        Arrival {
            _counted: counted,
            started,
        }
    }

    /// Its game has started: it no longer counts against the limits of arrivals.
    pub fn started(self) {
        let _ = self.started.send(());
    }
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
}
