//! Where messages to one connection go: a bounded queue its writer task drains. A
//! game never waits on a slow client: a full queue closes that client instead.

use connect4_protocol::{ServerMessage, encode};
use std::sync::Arc;
use tokio::sync::mpsc;

/// Messages queued for one connection before it counts as stuck.
pub const OUTBOX_CAPACITY: usize = 256;

/// A connection's number, unique while the server runs.
pub type ConnId = u64;

/// What a connection's writer does next.
#[derive(Debug)]
pub enum Outgoing {
    /// A message, encoded once for everyone it goes to.
    Text(Arc<str>),
    /// Close the socket.
    Close,
}

/// The sending end of a connection's queue.
#[derive(Debug, Clone)]
pub struct Outbox {
    pub conn: ConnId,
    tx: mpsc::Sender<Outgoing>,
}

impl Outbox {
    pub fn new(conn: ConnId, tx: mpsc::Sender<Outgoing>) -> Outbox {
        Outbox { conn, tx }
    }

    pub fn send(&self, message: &ServerMessage) {
        self.send_text(encode(message).into());
    }

    /// Queues text already encoded; a full queue closes the connection.
    pub fn send_text(&self, text: Arc<str>) {
        if self.tx.try_send(Outgoing::Text(text)).is_err() {
            self.close();
        }
    }

    pub fn close(&self) {
        // A full queue cannot take the close either: the writer is told by the
        // channel closing when the reader ends.
        let _ = self.tx.try_send(Outgoing::Close);
    }
}

/// A message encoded once, to send to many.
pub fn encoded(message: &ServerMessage) -> Arc<str> {
    encode(message).into()
}
