//! Who hears the news of the terminal's transport, and what the program asks of the
//! transport's thread: say something, or hand the news to a new listener.

use connect4_client::core::Core;
use connect4_client::{Event, Welcome};
use connect4_protocol::ClientMessage;
use std::sync::mpsc::Receiver;

/// Who hears the core's news, on the transport's thread.
pub trait Listener: Send {
    /// One event; `core` speaks on the connection (`say`) and holds each game's
    /// state (`game`), the client's one copy, whose clocks and absences count in the
    /// core's time: `now_ms`, which is the one to read them at. False once done
    /// listening: the news after it waits for the next listener.
    fn heard(&mut self, event: Event, core: &mut Core, now_ms: u64) -> bool;

    /// Time passed (about every `POLL`); `now_ms` is the core's. False once done
    /// listening.
    fn tick(&mut self, _core: &Core, _now_ms: u64) -> bool {
        true
    }
}

/// Told of each welcome, whoever listens: the program keeps the token there.
pub type OnWelcome = Box<dyn FnMut(&Welcome) + Send>;

/// What the program asks of the transport's thread.
pub enum Order {
    Say(ClientMessage),
    /// A new listener, and what its screen says.
    Listen(Box<dyn Listener>, Receiver<ClientMessage>),
    /// Who to tell of every welcome from now on.
    OnWelcome(OnWelcome),
}
