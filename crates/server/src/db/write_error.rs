//! Why a change was not stored: the database failed, or the change was refused
//! (fenced, stale, or a move where another is).

use std::fmt;

/// Why a write was not made.
#[derive(Debug)]
pub enum WriteError {
    Sql(sqlx::Error),
    /// The game is owned under a later epoch: another node claimed it.
    Fenced(i64),
    /// The rating changed since it was read: another node rated a game.
    Stale(i64),
    /// Another move is stored at this game's ply.
    Taken(i64, i64),
}

impl From<sqlx::Error> for WriteError {
    fn from(error: sqlx::Error) -> WriteError {
        WriteError::Sql(error)
    }
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteError::Sql(error) => error.fmt(f),
            WriteError::Fenced(game) => write!(f, "game {game} is owned by another node now"),
            WriteError::Stale(player) => {
                write!(f, "player {player}'s rating changed on another node")
            }
            WriteError::Taken(game, ply) => {
                write!(f, "game {game} holds another move at ply {ply}")
            }
        }
    }
}
