//! The bots' sockets against the open-file limit: the tool raises its own soft limit
//! to the hard one (as the server does) and says so, and when even that cannot hold
//! every bot it says how many games it starts and why not all of them.

/// Files the tool keeps for itself beside the bots' sockets (its runtime, stdio,
/// the server child's pipes, a journal).
const KEPT: u64 = 64;

/// How many of `asked` games (two sockets each) this process can hold, after
/// raising its limit; said on stderr when it raised it or must start fewer.
pub fn games_that_fit(asked: usize) -> usize {
    let Some((before, limit)) = connect4_server::raised_file_limit() else {
        return asked;
    };
    if limit > before {
        eprintln!("load: raised this process's open-file limit from {before} to {limit}");
    }
    let fit = usize::try_from(limit.saturating_sub(KEPT) / 2).unwrap_or(usize::MAX);
    if fit < asked {
        eprintln!(
            "load: starting {fit} of {asked} games: each holds two sockets, and the \
             open-file limit is {limit} (the hard limit; raise it with `ulimit -Hn` as root)"
        );
        return fit;
    }
    asked
}
