//! One client's connection: the socket's task, the budget its frames are charged to,
//! its refusals in the log, its introduction (`hello`), and what each of its messages
//! asks of the games and the lobby.

mod budget;
mod connection;
mod dispatch;
mod elsewhere;
mod hello;
mod refusals;

pub use connection::serve;
pub use elsewhere::JOIN_PARAM;
