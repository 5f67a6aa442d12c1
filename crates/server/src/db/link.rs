//! The writer's connection, trusted only until something fails on it.
//!
//! After an error inside a transaction, sqlx and SQLite may no longer agree on
//! whether one is open: SQLite rolls a failed COMMIT back itself (full disk, I/O
//! error), sqlx's ROLLBACK then fails, and sqlx, believing a transaction still open,
//! runs the next ones as savepoints inside it, which never commit. So a connection
//! that failed is closed and never used again, and the next batch opens a fresh one
//! of its own (never one from the pool, which other tasks' failures may have left
//! in such a state), subject to the backoff after failures of the store (`backoff`).

use super::backoff::Backoff;
use super::own_connection::OwnConnection;
use sqlx::{AnyConnection, AnyPool};
use std::time::Duration;
use tokio::time::Instant;

/// How long one attempt to connect may take: the writer serves every game and must
/// not hang on one.
const ATTEMPT_MOST: Duration = Duration::from_secs(5);

pub struct Link {
    conn: OwnConnection,
    backoff: Backoff,
}

impl Link {
    pub fn new(pool: &AnyPool) -> Link {
        Link {
            conn: OwnConnection::new(pool),
            backoff: Backoff::new(Instant::now()),
        }
    }

    /// Whether a connection is open (none after a failure, until the next batch).
    pub fn is_open(&self) -> bool {
        self.conn.is_open()
    }

    /// The connection, a fresh one if the last failed; or why there is none.
    pub async fn get(&mut self) -> Result<&mut AnyConnection, String> {
        if !self.conn.is_open() {
            if let Some(wait) = self.backoff.left(Instant::now()) {
                return Err(format!(
                    "the database failed a moment ago; the next attempt in {} ms",
                    wait.as_millis()
                ));
            }
            if let Err(error) = self.conn.get(ATTEMPT_MOST).await {
                let retry_ms = self.hold_off().as_millis() as u64;
                tracing::warn!(%error, retry_ms, "the database writer cannot connect");
                return Err(error);
            }
            tracing::info!("the database writer has a fresh connection");
        }
        self.conn.get(ATTEMPT_MOST).await
    }

    /// After the store failed: returns the wait before the next attempt.
    pub fn hold_off(&mut self) -> Duration {
        self.backoff.failed(Instant::now())
    }

    /// After a commit: the store works.
    pub fn succeeded(&mut self) {
        self.backoff.succeeded();
    }

    /// Closes the connection after a failure: it is never used again.
    pub async fn discard(&mut self) {
        self.conn.discard().await;
    }
}
