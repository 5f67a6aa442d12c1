//! This server as a node of the fleet: its id (drawn anew each time it joins), the
//! address its clients reach it at, and whether it holds its lease.

use super::clock::Dialect;
use super::db_clock::DbClock;
use sqlx::AnyConnection;
use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};
use std::time::Duration;

/// How long a lease lasts from its renewal: a node silent this long is dead to the
/// others. Short, since a dead node's games wait this long to be claimed; four
/// renewals long, so a busy node does not lose it to one slow renewal.
pub const LEASE: Duration = Duration::from_secs(2);

#[derive(Debug)]
pub struct Node {
    id: AtomicI64,
    /// Where clients reach this node (`--public-url`), said in redirects to it.
    pub url: String,
    pub dialect: Dialect,
    held: AtomicBool,
    draining: AtomicBool,
    /// The database's clock as the lease last read it.
    pub clock: DbClock,
}

impl Node {
    pub fn new(id: i64, url: String, dialect: Dialect) -> Node {
        Node {
            id: AtomicI64::new(id),
            url,
            dialect,
            held: AtomicBool::new(true),
            draining: AtomicBool::new(false),
            clock: DbClock::default(),
        }
    }

    /// The node's id now: a node that lost its lease joins again under a new one.
    pub fn id(&self) -> i64 {
        self.id.load(Ordering::Acquire)
    }

    /// Whether its lease is held: a node that lost it serves no game until it has
    /// joined again.
    pub fn holds_lease(&self) -> bool {
        self.held.load(Ordering::Acquire)
    }

    pub(super) fn lost(&self) {
        self.held.store(false, Ordering::Release);
    }

    pub(super) fn joined(&self, id: i64) {
        self.id.store(id, Ordering::Release);
        self.held.store(true, Ordering::Release);
    }

    /// Whether it is draining (stopping): it takes no new game.
    pub fn draining(&self) -> bool {
        self.draining.load(Ordering::Acquire)
    }

    pub fn start_draining(&self) {
        self.draining.store(true, Ordering::Release);
    }

    /// Leaves the fleet: the row goes, and with it the ownership of every game
    /// still pointing at it, for the live nodes to claim at once.
    pub async fn leave(&self, pool: &sqlx::AnyPool) -> Result<(), sqlx::Error> {
        sqlx::query("DELETE FROM nodes WHERE id = $1")
            .bind(self.id())
            .execute(pool)
            .await?;
        Ok(())
    }

    /// Registers this node: its row, with a fresh lease. A row at the same address
    /// whose lease lapsed is a former run of this one: it goes, its games with no
    /// owner until claimed. A live row there is another node serving this address
    /// (an operator's slip): it is left alone, and the join refused, naming it.
    pub async fn join(&self, conn: &mut AnyConnection, id: i64) -> Result<(), JoinError> {
        let now = self.dialect.now_ms();
        let lapsed =
            format!("DELETE FROM nodes WHERE url = $1 AND id <> $2 AND lease_until_ms < {now}");
        sqlx::query(&lapsed)
            .bind(self.url.as_str())
            .bind(id)
            .execute(&mut *conn)
            .await?;
        let live = format!(
            "SELECT id, lease_until_ms - {now} FROM nodes WHERE url = $1 AND id <> $2 LIMIT 1"
        );
        let other: Option<(i64, i64)> = sqlx::query_as(&live)
            .bind(self.url.as_str())
            .bind(id)
            .fetch_optional(&mut *conn)
            .await?;
        if let Some((other, lease_left_ms)) = other {
            return Err(JoinError::Taken {
                other,
                lease_left_ms,
            });
        }
        let insert = format!(
            "INSERT INTO nodes (id, url, started_ms, lease_until_ms) VALUES ($1, $2, {now}, {now} + $3)"
        );
        sqlx::query(&insert)
            .bind(id)
            .bind(self.url.as_str())
            .bind(LEASE.as_millis() as i64)
            .execute(&mut *conn)
            .await?;
        self.joined(id);
        Ok(())
    }
}

/// Why a node could not join.
#[derive(Debug)]
pub enum JoinError {
    /// Another node's live row is at this node's address.
    Taken {
        other: i64,
        lease_left_ms: i64,
    },
    Database(sqlx::Error),
}

impl From<sqlx::Error> for JoinError {
    fn from(error: sqlx::Error) -> JoinError {
        JoinError::Database(error)
    }
}

impl std::fmt::Display for JoinError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JoinError::Taken { other, .. } => write!(
                f,
                "node {other} is live at this node's address: two nodes cannot serve one \
                 address (give each its own --public-url)"
            ),
            JoinError::Database(error) => error.fmt(f),
        }
    }
}
