//! Why the store did not keep a change, as the writer's callers are told.

use std::fmt;

/// The store did not keep a change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DbError {
    /// The change conflicts with one stored (a unique key held: a name taken by
    /// another server on the same database).
    Conflict(String),
    /// The store failed, overloaded or gone.
    Failed(String),
    /// The game is owned by another node now: this one must stop serving it.
    Fenced(String),
    /// A rating changed on another node since it was read: read it again.
    Stale(String),
}

impl fmt::Display for DbError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (DbError::Conflict(why)
        | DbError::Failed(why)
        | DbError::Fenced(why)
        | DbError::Stale(why)) = self;
        write!(f, "the database refused a change: {why}")
    }
}

impl std::error::Error for DbError {}
