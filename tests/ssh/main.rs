//! The ssh door with the real OpenSSH client: `connect4 serve --ssh` on free ports of
//! this machine, and `ssh` in a pseudo-terminal, as a player would use it. These need
//! the `ssh` and `ssh-keygen` commands, which `.ci/ssh-test` installs when they are
//! missing and then runs these tests; `cargo test` alone leaves them out (ignored),
//! so that it needs nothing but Rust.

#[path = "../common/mod.rs"]
mod common;

mod connections;
mod door;
mod online;
mod refusals;
mod sessions;
mod slots;
mod sockets;
