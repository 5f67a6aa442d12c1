//! The ssh door's flags on `connect4 serve` (`--ssh ADDR` and its limits). What they
//! open is `crate::door`.

use clap::Args;
use std::net::SocketAddr;

/// The door's flags on `connect4 serve`. The times are u32: they are small, and
/// `connect4 serve`'s arguments are the largest of the commands'.
#[derive(Debug, Clone, Args)]
pub struct DoorArgs {
    /// Also serve the game over ssh on this address (as 0.0.0.0:2222): anyone with an
    /// ssh client and a key plays, with nothing to install
    #[arg(long, value_name = "ADDR")]
    pub ssh: Option<SocketAddr>,
    /// ssh sessions at once, in all; and apart from them, ssh connections at once that
    /// have not started their game yet (when these are all taken, one that has not
    /// signed in makes room for a newcomer)
    #[arg(long, value_name = "N", default_value_t = 256,
          value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub ssh_sessions: u64,
    /// ssh sessions at once from one address (an IPv6 /64 is one); and apart from
    /// them, connections from it that have not started their game yet
    #[arg(long, value_name = "N", default_value_t = 8,
          value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub ssh_per_address: u64,
    /// Minutes without a key before an ssh session is closed (warned a minute before)
    #[arg(long, value_name = "MINUTES", default_value_t = 30,
          value_parser = clap::value_parser!(u32).range(1..=1440))]
    pub ssh_idle: u32,
    /// Seconds an ssh connection has from its connect to send its part of the key
    /// exchange (a client sends it at once); one silent this long is closed
    #[arg(long, value_name = "SECONDS", default_value_t = 10,
          value_parser = clap::value_parser!(u32).range(1..=600))]
    pub ssh_handshake_time: u32,
    /// Seconds an ssh connection has from its connect to its game's start (the key
    /// exchange, the host key question on a first visit, the sign-in); one not in by
    /// then is closed
    #[arg(long, value_name = "SECONDS", default_value_t = 60,
          value_parser = clap::value_parser!(u32).range(1..=600))]
    pub ssh_login_time: u32,
}
