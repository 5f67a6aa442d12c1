//! What a client may send. Every message but `hello` needs a `hello` first; a game
//! is named by its invite code.

use crate::clock::Clock;
use crate::invite::InviteCode;
use connect4_game::{GameKind, GameName};
use serde::{Deserialize, Serialize};

/// A message from a client, a JSON object tagged by `type`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The first message: the protocol version, the name to play under, and the
    /// token the server gave before (none the first time).
    Hello {
        version: u32,
        name: String,
        #[serde(default)]
        token: Option<String>,
        /// The games this client plays (version 3), so it is sent nothing of others;
        /// none said: every game (a tool's client).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        games: Option<Vec<GameName>>,
    },
    /// A private game; the answer gives its invite code. The host moves first.
    Host {
        kind: GameKind,
        #[serde(default)]
        clock: Option<Clock>,
        #[serde(default = "rated_by_default")]
        rated: bool,
    },
    Join {
        code: InviteCode,
    },
    Move {
        game: InviteCode,
        /// A 1-based column for Connect 4, `11-15` or `15x24` for checkers.
        #[serde(rename = "move")]
        mv: String,
        /// The number of the move this is meant to be, from 1 (version 2). A move
        /// sent again after a reconnect is so played once: the server answers
        /// `already_played` to a ply its sender has played already. Without it, the
        /// move is for the ply due.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ply: Option<u32>,
    },
    Resign {
        game: InviteCode,
    },
    /// Offers a draw, or accepts the one the opponent offered.
    OfferDraw {
        game: InviteCode,
    },
    DeclineDraw {
        game: InviteCode,
    },
    /// Calls the game off while a side has not moved yet: no result.
    Abort {
        game: InviteCode,
    },
    /// After the end: offers a rematch with colours swapped, or accepts the offer.
    Rematch {
        game: InviteCode,
    },
    Watch {
        game: InviteCode,
    },
    Unwatch {
        game: InviteCode,
    },
    /// The lobby now; with `follow`, again whenever it changes.
    Lobby {
        #[serde(default)]
        follow: bool,
    },
    /// An open challenge in the lobby.
    Challenge {
        kind: GameKind,
        #[serde(default)]
        clock: Option<Clock>,
        #[serde(default = "rated_by_default")]
        rated: bool,
    },
    CancelChallenge {
        id: u64,
    },
    AcceptChallenge {
        id: u64,
    },
    /// Pairs with the waiting player closest in rating for this kind and clock.
    QuickPair {
        kind: GameKind,
        #[serde(default)]
        clock: Option<Clock>,
    },
    CancelQuickPair,
    /// Answered with `pong` and the same number (for latency and liveness).
    Ping {
        n: u64,
    },
}

/// Games are rated unless said otherwise (only standard boards have ratings).
fn rated_by_default() -> bool {
    true
}

impl ClientMessage {
    /// The game a message is about, if any.
    pub fn game(&self) -> Option<InviteCode> {
        match self {
            ClientMessage::Move { game, .. }
            | ClientMessage::Resign { game }
            | ClientMessage::OfferDraw { game }
            | ClientMessage::DeclineDraw { game }
            | ClientMessage::Abort { game }
            | ClientMessage::Rematch { game }
            | ClientMessage::Watch { game }
            | ClientMessage::Unwatch { game } => Some(*game),
            ClientMessage::Join { code } => Some(*code),
            _ => None,
        }
    }
}
