//! How many sessions the door holds: in all, and from one address, so that one
//! client (or one network) cannot take every seat. A session is counted from its
//! shell request to its end.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The door's limits.
#[derive(Debug, Clone)]
pub struct DoorLimits {
    /// Sessions at once, in all.
    pub sessions: usize,
    /// Sessions at once from one address.
    pub per_address: usize,
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
            idle: Duration::from_secs(30 * 60),
            idle_warning: Duration::from_secs(60),
        }
    }
}

/// The sessions under way, by address.
#[derive(Debug, Default)]
pub struct SessionCount {
    all: usize,
    by_address: HashMap<Option<IpAddr>, usize>,
}

/// A seat taken; dropping it gives the seat back.
#[derive(Debug)]
pub struct Seat {
    count: Arc<Mutex<SessionCount>>,
    address: Option<IpAddr>,
}

/// Why a session was not let in, said to the client as it is.
pub type Refusal = String;

/// Takes a seat for a session from `address`, if the limits leave one.
pub fn take_seat(
    count: &Arc<Mutex<SessionCount>>,
    limits: &DoorLimits,
    address: Option<IpAddr>,
) -> Result<Seat, Refusal> {
    let mut counted = count.lock().unwrap_or_else(|e| e.into_inner());
    if counted.all >= limits.sessions {
        return Err(format!(
            "the server is full ({} players at once): try again in a while",
            limits.sessions
        ));
    }
    let here = counted.by_address.entry(address).or_default();
    if *here >= limits.per_address {
        return Err(format!(
            "{} sessions from your address are already open: close one first",
            limits.per_address
        ));
    }
    *here += 1;
    counted.all += 1;
    Ok(Seat {
        count: Arc::clone(count),
        address,
    })
}

impl Drop for Seat {
    fn drop(&mut self) {
        let mut counted = self.count.lock().unwrap_or_else(|e| e.into_inner());
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
        let count = Arc::new(Mutex::new(SessionCount::default()));
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
        let count = Arc::new(Mutex::new(SessionCount::default()));
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
