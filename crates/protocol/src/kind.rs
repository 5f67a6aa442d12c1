//! Which game is played: Connect 4 on a board of 4x4 to 10x10, or checkers. Only the
//! standard boards are rated, each game with a rating of its own.

use connect4_rules::game::BoardSize;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A game and its board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum GameKind {
    Connect4 { width: u8, height: u8 },
    Checkers,
}

/// The games with a rating: Connect 4 on its standard 7x6 board, and checkers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RatingKind {
    Connect4,
    Checkers,
}

/// Why a kind cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KindError(String);

impl fmt::Display for KindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for KindError {}

impl KindError {
    pub(crate) fn new(reason: String) -> KindError {
        KindError(reason)
    }
}

impl GameKind {
    /// Connect 4 on the standard board.
    pub const STANDARD: GameKind = GameKind::Connect4 {
        width: 7,
        height: 6,
    };

    /// Checks a kind that came from the network (the board size within the rules').
    pub fn validate(self) -> Result<GameKind, KindError> {
        if let GameKind::Connect4 { width, height } = self {
            BoardSize::new(width.into(), height.into())
                .map_err(|error| KindError(error.to_string()))?;
        }
        Ok(self)
    }

    /// The rating this kind's games count for, if any.
    pub fn rating_kind(self) -> Option<RatingKind> {
        match self {
            GameKind::Connect4 {
                width: 7,
                height: 6,
            } => Some(RatingKind::Connect4),
            GameKind::Connect4 { .. } => None,
            GameKind::Checkers => Some(RatingKind::Checkers),
        }
    }

    /// The games a stored kind may name, its text's first word: a server leaves a
    /// stored game of another (a newer server's game) to a server that plays it.
    pub const STORED_NAMES: [&'static str; 2] = ["connect4", "checkers"];

    /// The kind written `connect4`, `connect4 8x7` or `checkers` (the database's form).
    pub fn parse(text: &str) -> Result<GameKind, KindError> {
        let bad = || {
            KindError(format!(
                "{} is not a game",
                connect4_rules::escape::escape_cut(text, 30)
            ))
        };
        match text.split_once(' ') {
            None if text == "checkers" => Ok(GameKind::Checkers),
            None if text == "connect4" => Ok(GameKind::STANDARD),
            Some(("connect4", size)) => {
                let (w, h) = size.split_once('x').ok_or_else(bad)?;
                let width = w.parse().map_err(|_| bad())?;
                let height = h.parse().map_err(|_| bad())?;
                GameKind::Connect4 { width, height }.validate()
            }
            _ => Err(bad()),
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameKind::Connect4 { width, height } => write!(f, "connect4 {width}x{height}"),
            GameKind::Checkers => f.write_str("checkers"),
        }
    }
}

impl RatingKind {
    pub fn name(self) -> &'static str {
        match self {
            RatingKind::Connect4 => "connect4",
            RatingKind::Checkers => "checkers",
        }
    }

    pub fn from_name(name: &str) -> Option<RatingKind> {
        [RatingKind::Connect4, RatingKind::Checkers]
            .into_iter()
            .find(|kind| kind.name() == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_are_tagged_json_and_checked() {
        let json = serde_json::to_string(&GameKind::STANDARD).unwrap();
        assert_eq!(json, r#"{"game":"connect4","width":7,"height":6}"#);
        let big: GameKind =
            serde_json::from_str(r#"{"game":"connect4","width":11,"height":6}"#).unwrap();
        assert!(big.validate().is_err());
        assert_eq!(
            serde_json::to_string(&GameKind::Checkers).unwrap(),
            r#"{"game":"checkers"}"#
        );
    }

    #[test]
    fn only_standard_boards_are_rated() {
        assert_eq!(GameKind::STANDARD.rating_kind(), Some(RatingKind::Connect4));
        assert_eq!(
            GameKind::Connect4 {
                width: 8,
                height: 7
            }
            .rating_kind(),
            None
        );
        assert_eq!(GameKind::Checkers.rating_kind(), Some(RatingKind::Checkers));
    }

    #[test]
    fn kinds_round_trip_through_text() {
        for kind in [
            GameKind::STANDARD,
            GameKind::Connect4 {
                width: 4,
                height: 10,
            },
            GameKind::Checkers,
        ] {
            assert_eq!(GameKind::parse(&kind.to_string()), Ok(kind));
        }
        assert!(GameKind::parse("connect4 3x3").is_err());
        assert!(GameKind::parse("chess").is_err());
    }

    #[test]
    fn every_stored_name_is_a_kind_read_back() {
        for name in GameKind::STORED_NAMES {
            let kind = GameKind::parse(name).unwrap();
            assert_eq!(kind.to_string().split(' ').next(), Some(name));
        }
    }
}
