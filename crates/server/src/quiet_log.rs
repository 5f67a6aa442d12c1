//! Log lines that a flood would repeat by the thousand (sockets refused, the file limit
//! near): one line per address per interval, saying how many went unlogged since. The
//! addresses remembered are bounded; beyond them, the rest share one line.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Duration;
use tokio::time::Instant;

/// How often one address's refusals are logged at most.
pub const LOG_INTERVAL: Duration = Duration::from_secs(10);

/// Addresses remembered at once: a flood from many addresses cannot grow the map.
const MAX_ADDRESSES: usize = 4096;

/// What the caller should do about one more event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Log it, saying how many like it went unlogged since the last line; `shared`
    /// when the line stands for every address beyond those remembered.
    Log {
        unlogged: u64,
        shared: bool,
    },
    Quiet,
}

#[derive(Debug, Default)]
pub struct QuietLog {
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    by_address: HashMap<Option<IpAddr>, Seen>,
    others: Option<Seen>,
}

#[derive(Debug, Clone, Copy)]
struct Seen {
    logged: Instant,
    unlogged: u64,
}

impl QuietLog {
    /// One more event about `address` (`None`: about the server as a whole).
    pub fn event(&self, address: Option<IpAddr>, now: Instant) -> Verdict {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        if !state.by_address.contains_key(&address) && state.by_address.len() >= MAX_ADDRESSES {
            state
                .by_address
                .retain(|_, seen| now.saturating_duration_since(seen.logged) < LOG_INTERVAL);
        }
        if state.by_address.len() < MAX_ADDRESSES || state.by_address.contains_key(&address) {
            let seen = state.by_address.get_mut(&address);
            return match seen {
                None => {
                    let fresh = Seen {
                        logged: now,
                        unlogged: 0,
                    };
                    state.by_address.insert(address, fresh);
                    Verdict::Log {
                        unlogged: 0,
                        shared: false,
                    }
                }
                Some(seen) => tick(seen, now, false),
            };
        }
        match &mut state.others {
            Some(seen) => tick(seen, now, true),
            none => {
                *none = Some(Seen {
                    logged: now,
                    unlogged: 0,
                });
                Verdict::Log {
                    unlogged: 0,
                    shared: true,
                }
            }
        }
    }
}

fn tick(seen: &mut Seen, now: Instant, shared: bool) -> Verdict {
    if now.saturating_duration_since(seen.logged) < LOG_INTERVAL {
        seen.unlogged += 1;
        return Verdict::Quiet;
    }
    let unlogged = seen.unlogged;
    *seen = Seen {
        logged: now,
        unlogged: 0,
    };
    Verdict::Log { unlogged, shared }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIRST: Verdict = Verdict::Log {
        unlogged: 0,
        shared: false,
    };

    #[test]
    fn one_line_per_address_per_interval_with_the_count_left_out() {
        let log = QuietLog::default();
        let start = Instant::now();
        let here = Some(IpAddr::from([192, 0, 2, 1]));
        let there = Some(IpAddr::from([192, 0, 2, 2]));
        assert_eq!(log.event(here, start), FIRST);
        assert!((0..999).all(|_| log.event(here, start) == Verdict::Quiet));
        assert_eq!(log.event(there, start), FIRST);
        assert_eq!(log.event(None, start), FIRST);
        assert_eq!(
            log.event(here, start + LOG_INTERVAL),
            Verdict::Log {
                unlogged: 999,
                shared: false
            }
        );
    }

    #[test]
    fn addresses_beyond_those_remembered_share_a_line() {
        let log = QuietLog::default();
        let start = Instant::now();
        for n in 0..MAX_ADDRESSES as u32 {
            assert_eq!(log.event(Some(IpAddr::from(n.to_be_bytes())), start), FIRST);
        }
        let late = |n: u32| Some(IpAddr::from((u32::MAX - n).to_be_bytes()));
        assert_eq!(
            log.event(late(0), start),
            Verdict::Log {
                unlogged: 0,
                shared: true
            }
        );
        assert_eq!(log.event(late(1), start), Verdict::Quiet);
        // Once the remembered ones are old, new addresses get lines of their own.
        assert_eq!(log.event(late(2), start + LOG_INTERVAL), FIRST);
    }
}
