//! What this player tells the server: a move made here or a word about the match
//! played online, which the edge sends with the game's code, or a request of the
//! lobby's. The program says it as an effect; the edge sends it on the connection.

use connect4_protocol::ClientMessage;

/// One thing said to the server of the match played online.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tell {
    /// A move made here, in the game's notation.
    Move(String),
    /// Give the game up: the opponent wins.
    Resign,
    /// Call the game off before it really started: nobody wins, nothing is rated.
    Abort,
    /// Offer a draw, or accept the one the opponent offered.
    OfferDraw,
    /// Ask for a new game with the colours swapped, or accept the one asked for.
    Rematch,
    /// A request of the lobby's, which belongs to no game: sent as it is.
    Lobby(ClientMessage),
}

/// The moves after which giving up is a resignation rather than an abort: the
/// server's rule, once each side has made a move.
const ABORT_BEFORE: usize = 2;

impl Tell {
    /// Giving up after `plies` moves: an abort while it costs nothing, else a
    /// resignation.
    pub fn giving_up(plies: usize) -> Tell {
        if plies < ABORT_BEFORE {
            Tell::Abort
        } else {
            Tell::Resign
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn giving_up_is_an_abort_until_each_side_has_moved() {
        assert_eq!(Tell::giving_up(0), Tell::Abort);
        assert_eq!(Tell::giving_up(1), Tell::Abort);
        assert_eq!(Tell::giving_up(2), Tell::Resign);
    }
}
