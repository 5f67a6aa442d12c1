//! Addresses cooling off after a flood. A connection closed for flooding costs its
//! address new sockets for a while: otherwise the flooder comes straight back, and
//! each reconnection (an accept, a handshake, a task, two log lines) is a flood of its
//! own, a thousand a second from one address. The wait doubles while the address
//! floods again soon after, up to `MOST`, and the table is bounded.

use crate::limits::counted_as;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Duration;
use tokio::time::Instant;

/// The longest an address is kept out, however often it floods.
const MOST: Duration = Duration::from_secs(300);

/// Addresses remembered at most; past it the longest-served are forgotten first.
const MAX_ADDRESSES: usize = 65_536;

#[derive(Debug, Clone, Copy)]
struct Penalty {
    /// No new socket from the address before this.
    until: Instant,
    /// The wait it served, doubled if it floods again within as long after `until`.
    served: Duration,
}

#[derive(Debug)]
pub struct CoolOff {
    first: Duration,
    table: Mutex<HashMap<IpAddr, Penalty>>,
}

impl CoolOff {
    /// Keeps a flooding address out for `first` (nothing at zero), doubling on repeat.
    pub fn new(first: Duration) -> CoolOff {
        CoolOff {
            first,
            table: Mutex::default(),
        }
    }

    fn table(&self) -> std::sync::MutexGuard<'_, HashMap<IpAddr, Penalty>> {
        self.table.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// `addr` was closed for flooding at `now`: returns how long it is kept out.
    pub fn punish(&self, addr: IpAddr, now: Instant) -> Duration {
        if self.first.is_zero() {
            return Duration::ZERO;
        }
        let key = counted_as(addr);
        let mut table = self.table();
        if !table.contains_key(&key) && table.len() >= MAX_ADDRESSES {
            forget_oldest(&mut table, now);
        }
        let wait = match table.get(&key) {
            // Back to flooding within its last wait after serving it: twice as long.
            Some(last) if now < last.until + last.served => (last.served * 2).min(MOST),
            _ => self.first,
        };
        table.insert(
            key,
            Penalty {
                until: now + wait,
                served: wait,
            },
        );
        wait
    }

    /// How long `addr` is still kept out at `now`, if it is.
    pub fn kept_out(&self, addr: IpAddr, now: Instant) -> Option<Duration> {
        let table = self.table();
        let until = table.get(&counted_as(addr))?.until;
        (now < until).then(|| until - now)
    }
}

/// Makes room: the penalties long over go, and if none is, the one ending first.
fn forget_oldest(table: &mut HashMap<IpAddr, Penalty>, now: Instant) {
    table.retain(|_, p| now < p.until + p.served);
    if table.len() >= MAX_ADDRESSES
        && let Some(oldest) = table.iter().min_by_key(|(_, p)| p.until).map(|(a, _)| *a)
    {
        table.remove(&oldest);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HERE: [u8; 4] = [192, 0, 2, 1];

    #[test]
    fn a_flooder_is_kept_out_a_while_and_longer_each_time_it_comes_back_to_flood() {
        let cool = CoolOff::new(Duration::from_secs(10));
        let start = Instant::now();
        let here = IpAddr::from(HERE);
        assert_eq!(cool.kept_out(here, start), None);
        assert_eq!(cool.punish(here, start), Duration::from_secs(10));
        assert_eq!(
            cool.kept_out(here, start + Duration::from_secs(4)),
            Some(Duration::from_secs(6))
        );
        assert_eq!(cool.kept_out(IpAddr::from([192, 0, 2, 2]), start), None);
        let back = start + Duration::from_secs(12);
        assert_eq!(cool.kept_out(here, back), None);
        assert_eq!(cool.punish(here, back), Duration::from_secs(20));
        // Well behaved long enough after, it starts again from the first wait.
        let later = back + Duration::from_secs(100);
        assert_eq!(cool.punish(here, later), Duration::from_secs(10));
    }

    #[test]
    fn the_wait_stops_doubling_at_its_most_and_zero_keeps_no_one_out() {
        let cool = CoolOff::new(Duration::from_secs(100));
        let mut now = Instant::now();
        let here = IpAddr::from(HERE);
        let mut wait = Duration::ZERO;
        for _ in 0..6 {
            wait = cool.punish(here, now);
            now += wait;
        }
        assert_eq!(wait, MOST);
        let off = CoolOff::new(Duration::ZERO);
        assert_eq!(off.punish(here, now), Duration::ZERO);
        assert_eq!(off.kept_out(here, now), None);
    }
}
