//! The writer's connection, trusted only until something fails on it.
//!
//! After an error inside a transaction, sqlx and SQLite may no longer agree on
//! whether one is open: SQLite rolls a failed COMMIT back itself (full disk, I/O
//! error), sqlx's ROLLBACK then fails, and sqlx, believing a transaction still open,
//! runs the next ones as savepoints inside it, which never commit. So a connection
//! that failed is closed and never used again, and the next batch gets a fresh one
//! from the pool, subject to the backoff after failures of the store (`backoff`).

use super::backoff::Backoff;
use sqlx::pool::PoolConnection;
use sqlx::{Any, AnyConnection, AnyPool};
use std::time::Duration;
use tokio::time::{Instant, timeout};

/// How long one attempt to connect, or to close a failed connection, may take: the
/// writer serves every game and must not hang on one.
const ATTEMPT_MOST: Duration = Duration::from_secs(5);

pub struct Link {
    pool: AnyPool,
    conn: Option<PoolConnection<Any>>,
    backoff: Backoff,
}

impl Link {
    pub fn new(pool: AnyPool, conn: PoolConnection<Any>) -> Link {
        Link {
            pool,
            conn: Some(conn),
            backoff: Backoff::new(Instant::now()),
        }
    }

    /// Whether a connection is open (none after a failure, until the next batch).
    pub fn is_open(&self) -> bool {
        self.conn.is_some()
    }

    /// The connection, a fresh one if the last failed; or why there is none.
    pub async fn get(&mut self) -> Result<&mut AnyConnection, String> {
        if self.conn.is_none() {
            self.conn = Some(self.connect().await?);
        }
        match self.conn.as_mut() {
            Some(conn) => Ok(&mut **conn),
            None => Err("no connection to the database".into()),
        }
    }

    async fn connect(&mut self) -> Result<PoolConnection<Any>, String> {
        if let Some(wait) = self.backoff.left(Instant::now()) {
            return Err(format!(
                "the database failed a moment ago; the next attempt in {} ms",
                wait.as_millis()
            ));
        }
        let error = match timeout(ATTEMPT_MOST, self.pool.acquire()).await {
            Ok(Ok(conn)) => {
                tracing::info!("the database writer has a fresh connection");
                return Ok(conn);
            }
            Ok(Err(error)) => error.to_string(),
            Err(_) => format!("no connection within {} s", ATTEMPT_MOST.as_secs()),
        };
        let retry_ms = self.hold_off().as_millis() as u64;
        tracing::warn!(%error, retry_ms, "the database writer cannot connect");
        Err(format!("no connection to the database: {error}"))
    }

    /// After the store failed: returns the wait before the next attempt.
    pub fn hold_off(&mut self) -> Duration {
        self.backoff.failed(Instant::now())
    }

    /// After a commit: the store works.
    pub fn succeeded(&mut self) {
        self.backoff.succeeded();
    }

    /// Closes the connection after a failure: it is never used again. Closing
    /// rolls back whatever SQLite may still hold open, and frees the pool's slot
    /// for the fresh one.
    pub async fn discard(&mut self) {
        let Some(conn) = self.conn.take() else {
            return;
        };
        match timeout(ATTEMPT_MOST, conn.close()).await {
            Ok(Ok(())) => {}
            Ok(Err(error)) => tracing::warn!(%error, "closing a failed database connection"),
            Err(_) => tracing::warn!("closing a failed database connection took too long"),
        }
    }
}
