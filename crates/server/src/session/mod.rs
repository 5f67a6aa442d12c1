//! One client's connection: the socket's task, its introduction (`hello`), and what
//! each of its messages asks of the games and the lobby.

mod connection;
mod dispatch;
mod hello;

pub use connection::serve;
