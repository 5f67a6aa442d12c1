//! The server end to end: a real server on an ephemeral port with a temporary data
//! dir, played through the client library. One binary, its areas as modules.

mod abuse;
mod any_game;
mod claims;
mod cut_proxy;
mod durability;
mod faults;
mod fencing;
mod fleet_deadlocks;
mod fleet_lobby;
mod floods;
mod games;
mod harness;
mod hostile;
mod http;
mod lobby;
mod metrics;
mod names;
mod on_postgres;
#[path = "../common/postgres.rs"]
mod postgres;
mod presence;
mod resend;
mod shared_db;
mod sockets;
mod store;
