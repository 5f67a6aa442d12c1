//! The lobby as a client sees it: open challenges, who is online, games to watch and
//! the leaderboard. Each list is cut at `LIST_MAX` entries so a message stays small.

use crate::clock::Clock;
use crate::invite::InviteCode;
use connect4_game::{GameKind, RatingKind};
use serde::{Deserialize, Serialize};

/// The most entries of each list the server sends.
pub const LIST_MAX: usize = 50;

/// A challenge anyone may accept.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Challenge {
    pub id: u64,
    pub by: String,
    pub kind: GameKind,
    #[serde(default)]
    pub clock: Option<Clock>,
    pub rated: bool,
    /// The challenger's rating in this kind, if it has ratings.
    #[serde(default)]
    pub rating: Option<i32>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OnlinePlayer {
    pub name: String,
    /// In games where they are seated and the game is on.
    pub playing: u32,
}

/// A game being played, to watch by its code.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LiveGame {
    pub code: InviteCode,
    pub kind: GameKind,
    #[serde(default)]
    pub clock: Option<Clock>,
    pub players: [String; 2],
    pub moves: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LeaderEntry {
    pub name: String,
    pub kind: RatingKind,
    pub rating: i32,
    pub games: u32,
}

/// Everything the lobby shows.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct LobbyView {
    pub challenges: Vec<Challenge>,
    pub online: Vec<OnlinePlayer>,
    pub games: Vec<LiveGame>,
    pub leaders: Vec<LeaderEntry>,
}
