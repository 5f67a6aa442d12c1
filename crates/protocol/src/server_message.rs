//! What the server sends: answers, a game's changes as they happen, and the lobby.

use crate::error_code::ErrorCode;
use crate::invite::InviteCode;
use crate::lobby::LobbyView;
use crate::snapshot::GameSnapshot;
use connect4_game::GameResult;
use connect4_game::RatingKind;
use connect4_game::{ByPlayer, Player};
use serde::{Deserialize, Serialize};

/// A player's rating in one kind.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct RatingInfo {
    pub kind: RatingKind,
    pub rating: i32,
    /// Glicko-2's rating deviation: how unsure the rating still is.
    pub deviation: i32,
    pub games: u32,
}

/// Who a client plays as.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerInfo {
    pub name: String,
    pub ratings: Vec<RatingInfo>,
}

/// A message from the server, a JSON object tagged by `type`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The answer to `hello`: who the client plays as, and the token to keep and
    /// send again next time (it is the player's only key: no password).
    Welcome {
        version: u32,
        player: PlayerInfo,
        token: String,
    },
    /// The client speaks another version: the connection closes after this.
    Upgrade {
        server_version: u32,
        message: String,
    },
    Error {
        code: ErrorCode,
        message: String,
        #[serde(default)]
        game: Option<InviteCode>,
    },
    /// A whole game: sent on hosting, when the second player joins, on watching, on
    /// coming back, and when a rematch starts.
    Game {
        game: GameSnapshot,
    },
    /// A move, stored before it is sent; the mover's acknowledgement too.
    Moved {
        game: InviteCode,
        /// The number of this move, from 1.
        ply: u32,
        #[serde(rename = "move")]
        mv: String,
        /// Each side's time left after it, in milliseconds.
        #[serde(default)]
        clocks: Option<ByPlayer<u64>>,
    },
    /// The end, stored before it is sent, with the new ratings if it was rated.
    Ended {
        game: InviteCode,
        result: GameResult,
        #[serde(default)]
        ratings: Option<ByPlayer<i32>>,
    },
    DrawOffered {
        game: InviteCode,
        by: Player,
    },
    DrawDeclined {
        game: InviteCode,
        by: Player,
    },
    RematchOffered {
        game: InviteCode,
        by: Player,
    },
    /// A player left a game in progress; they lose unless back within the grace.
    Away {
        game: InviteCode,
        seat: Player,
        grace_secs: u32,
    },
    Back {
        game: InviteCode,
        seat: Player,
    },
    Lobby {
        lobby: LobbyView,
    },
    ChallengePosted {
        id: u64,
    },
    /// Waiting for a quick-pair partner.
    Pairing,
    Pong {
        n: u64,
    },
    /// Go to this address instead (version 2): the game or the player is served
    /// by another server of the same fleet. The connection closes after this; the
    /// client says `hello` there with the same token.
    Redirect {
        url: String,
    },
}

impl ServerMessage {
    /// A plain error about no game in particular.
    pub fn error(code: ErrorCode, message: impl Into<String>) -> ServerMessage {
        ServerMessage::Error {
            code,
            message: message.into(),
            game: None,
        }
    }
}
