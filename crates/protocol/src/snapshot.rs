//! A whole game as the server sends it: on hosting, joining, watching and coming
//! back, so a client (or a late spectator) has everything without a history of
//! messages.

use crate::clock::Clock;
use crate::invite::InviteCode;
use connect4_game::GameKind;
use connect4_game::{ByPlayer, GameResult, Player};
use serde::{Deserialize, Serialize};

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Hosted, waiting for a second player.
    Waiting,
    Playing,
    Over,
}

/// Who sits in a seat.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub name: String,
    /// Their rating in this game's kind, if it has ratings.
    #[serde(default)]
    pub rating: Option<i32>,
    /// Whether they are connected now.
    pub connected: bool,
}

/// A game as it stands.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameSnapshot {
    pub code: InviteCode,
    pub kind: GameKind,
    #[serde(default)]
    pub clock: Option<Clock>,
    /// Whether the result changes the players' ratings.
    pub rated: bool,
    /// `one` moves first. The second seat is empty until someone joins.
    pub seats: ByPlayer<Option<SeatInfo>>,
    /// Every move so far, as the record writes them.
    pub moves: Vec<String>,
    /// Each side's time left, in milliseconds, when this was sent.
    #[serde(default)]
    pub clocks: Option<ByPlayer<u64>>,
    pub status: GameStatus,
    #[serde(default)]
    pub result: Option<GameResult>,
    /// The seat of the player this was sent to; none for a spectator.
    #[serde(default)]
    pub you: Option<Player>,
    /// A draw offered and not yet answered, by this seat.
    #[serde(default)]
    pub draw_offer: Option<Player>,
    /// The game this one is a rematch of.
    #[serde(default)]
    pub rematch_of: Option<InviteCode>,
}
