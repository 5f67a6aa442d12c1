//! The server end to end: a real server on an ephemeral port with a temporary data
//! dir, played through the client library. One binary, its areas as modules.

mod abuse;
mod cut_proxy;
mod durability;
mod faults;
mod floods;
mod games;
mod harness;
mod hostile;
mod lobby;
mod names;
mod presence;
mod resend;
mod sockets;
