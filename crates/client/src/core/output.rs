//! What the client core asks of its transport (actions) and tells its program
//! (events). Each connection is numbered: a transport says which one an input comes
//! from, and the core ignores a late word from one it has left.

use crate::identity::Welcome;
use connect4_protocol::{ClientMessage, ErrorCode, InviteCode, ServerMessage};
use std::time::Duration;

/// The number of one connection attempt.
pub type LinkId = u64;

/// What the transport must do, in order.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// Open a WebSocket to `url`; say `opened` or `closed` with this link.
    Connect { link: LinkId, url: String },
    /// Send this message on the link.
    Send {
        link: LinkId,
        message: ClientMessage,
    },
    /// Close the link; the core has left it.
    Close { link: LinkId },
}

/// What happens, for the program.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// Connected and welcomed; keep `welcome.token` for next time.
    Connected(Welcome),
    /// A message of the server's: each move once and in order, a game whole after
    /// each reconnect, the core's own answers (pongs, `already_played`) kept back.
    Message(ServerMessage),
    /// The connection dropped or could not be made; trying again after `retry_in`.
    Disconnected { reason: String, retry_in: Duration },
    /// A move made here that the server did not play, and why (the game ended
    /// first, the rules refused it, another move holds its ply).
    Unplayed {
        game: InviteCode,
        mv: String,
        reason: String,
    },
    /// The server sent this client to another address, where it connects now.
    Redirected(String),
    /// The server speaks another version: the player must upgrade. Final.
    Upgrade(String),
    /// The server refused this client (a bad name, a name taken, replaced by a
    /// connection elsewhere, sent in circles). Final.
    Refused(ErrorCode, String),
}

impl Event {
    /// Whether nothing more will come after it.
    pub fn is_final(&self) -> bool {
        matches!(self, Event::Upgrade(_) | Event::Refused(..))
    }
}
