//! The process's open-file limit. Raised to its hard limit at start (the soft limit is
//! often 1,024, far below what the hard limit allows); then the server's sockets are
//! kept below it with room to spare, so that when sockets run short it is new ones
//! that are refused, while the database, the log and the players already here keep
//! working.

/// A soft limit never asked for beyond this, whatever the hard limit says (it may
/// say unlimited).
#[cfg(unix)]
const MOST_ASKED: u64 = 1 << 20;

/// Files kept apart for the process itself (database, log, listener, runtime): at
/// least this many, or a tenth of the limit.
const KEPT_APART: u64 = 64;

/// How many sockets the server may hold, and from when it warns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SocketCeiling {
    /// The open-file limit in force, if known.
    pub file_limit: Option<u64>,
    /// Sockets at once: the configured total, or fewer when the file limit says so.
    pub sockets: usize,
    /// From this many sockets on, a warning is logged (rate-limited).
    pub warn_at: usize,
}

impl SocketCeiling {
    /// The ceiling under `file_limit` for a server allowed `max_connections`, with
    /// `reserved` files kept for others in the process (the ssh door's sessions).
    pub fn new(file_limit: Option<u64>, max_connections: usize, reserved: usize) -> SocketCeiling {
        let by_files = file_limit.map(|limit| {
            let apart = KEPT_APART.max(limit / 10) + reserved as u64;
            // Never below half the limit: a small limit with a large door still lets
            // players in, and the warning says why sockets run short.
            let usable = limit.saturating_sub(apart).max(limit / 2);
            usize::try_from(usable).unwrap_or(usize::MAX)
        });
        let sockets = by_files.map_or(max_connections, |f| f.min(max_connections));
        SocketCeiling {
            file_limit,
            sockets,
            warn_at: sockets - sockets / 5,
        }
    }

    /// Whether the file limit, rather than the configured total, is what binds.
    pub fn bound_by_files(&self, max_connections: usize) -> bool {
        self.sockets < max_connections
    }
}

/// Raises the soft open-file limit to the hard one where it can, and says the soft
/// limit then in force (`None` where there is no such limit to read).
pub fn raise_file_limit() -> Option<u64> {
    raised_file_limit().map(|(_, now)| now)
}

/// `raise_file_limit`, saying the soft limit before and after (the load tool says
/// when it raised its own).
pub fn raised_file_limit() -> Option<(u64, u64)> {
    #[cfg(unix)]
    {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit only writes the struct it is given.
        if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
            return None;
        }
        let before = as_count(limit.rlim_cur);
        let wanted = as_count(limit.rlim_max).min(MOST_ASKED);
        if wanted > before {
            let raised = libc::rlimit {
                rlim_cur: wanted as libc::rlim_t,
                rlim_max: limit.rlim_max,
            };
            // SAFETY: setrlimit only reads the struct it is given.
            if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
                return Some((before, wanted));
            }
        }
        Some((before, before))
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// A limit as a count: `rlim_t` is `u64` on Linux and macOS but signed on some BSDs,
/// where unlimited is negative.
#[cfg(unix)]
#[allow(clippy::unnecessary_cast)]
fn as_count(limit: libc::rlim_t) -> u64 {
    if limit == libc::RLIM_INFINITY || (limit as i128) < 0 {
        u64::MAX
    } else {
        limit as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sockets_stay_below_the_file_limit_with_room_for_the_rest() {
        let small = SocketCeiling::new(Some(1024), 10_000, 0);
        assert_eq!(small.sockets, 1024 - 102);
        assert_eq!(small.warn_at, 922 - 184);
        assert!(small.bound_by_files(10_000));
        let door = SocketCeiling::new(Some(1024), 10_000, 512);
        assert_eq!(door.sockets, 512);
        let large = SocketCeiling::new(Some(1 << 20), 10_000, 512);
        assert_eq!(large.sockets, 10_000);
        assert!(!large.bound_by_files(10_000));
        assert_eq!(SocketCeiling::new(None, 300, 0).sockets, 300);
    }

    #[test]
    fn the_limit_is_raised_or_kept_never_lowered() {
        let first = raise_file_limit();
        if cfg!(unix) {
            let first = first.expect("a unix process has a file limit");
            assert_eq!(raise_file_limit(), Some(first));
        }
    }
}
