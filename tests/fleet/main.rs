//! Several `connect4 serve` processes, nodes of one fleet, on one real PostgreSQL (a
//! throwaway cluster the tests start, as they start the servers), behind a load
//! balancer with health checks, played by clients through the client core: games
//! across nodes, a node killed with SIGKILL, one frozen with SIGSTOP past its lease,
//! rolling restarts with SIGTERM, and the database itself stopped and frozen.
//! Skipped, saying why, where PostgreSQL is not installed.

#[path = "../common/mod.rs"]
mod common;
#[path = "../../crates/server/tests/common/postgres.rs"]
mod postgres;

mod balancer;
mod hostile;
mod node;
mod outage;
mod own_cluster;
mod player;
mod rolling;
mod takeover;
mod two_nodes;
