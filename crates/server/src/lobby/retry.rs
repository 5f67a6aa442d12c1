//! Lobby transactions tried again when the database gives up on one only because
//! another ran at the same time (a deadlock or serialisation failure on PostgreSQL,
//! a busy or locked file on SQLite) or this node stalled in it. Any other error is
//! the caller's. Each such clash is counted by why (`/metrics`): the lobby writes
//! its rows in one order so that deadlocks do not happen, and the count shows it.

use crate::metrics::Metrics;
use std::future::Future;
use std::time::Duration;

/// Tries of one transaction before its error is given back.
const TRIES: u32 = 5;

/// The first pause between tries; each next one is twice as long.
const FIRST_PAUSE: Duration = Duration::from_millis(5);

/// Runs `attempt` until it succeeds, fails for good, or has been tried `TRIES` times.
pub async fn retrying<T, F, Fut>(metrics: &Metrics, mut attempt: F) -> Result<T, sqlx::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, sqlx::Error>>,
{
    let mut pause = FIRST_PAUSE;
    let mut tried = 1;
    loop {
        let done = attempt().await;
        let met = done.as_ref().err().and_then(clash);
        if let Some(reason) = met {
            metrics.lobby_retried(reason);
        }
        match done {
            Err(error) if tried < TRIES && met.is_some() => {
                tracing::debug!(%error, tried, "a lobby transaction met another: tried again");
                tokio::time::sleep(pause).await;
                pause *= 2;
                tried += 1;
            }
            done => return done,
        }
    }
}

/// Why `error` is a clash with another transaction, gone if tried again; `None` if
/// it is no clash.
pub fn clash(error: &sqlx::Error) -> Option<&'static str> {
    let sqlx::Error::Database(error) = error else {
        return None;
    };
    match error.code().as_deref() {
        // PostgreSQL.
        Some("40P01") => Some("deadlock"),
        Some("40001") => Some("serialization"),
        // A transaction ended for standing idle (`txn`: this node stalled in it).
        Some("25P03") => Some("idle"),
        // SQLite: BUSY, LOCKED, BUSY_SNAPSHOT.
        Some("5" | "6" | "517") => Some("busy"),
        _ if error.message().contains("database is locked") => Some("busy"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};

    #[tokio::test]
    async fn an_error_that_is_no_clash_is_given_back_at_once() {
        let tries = AtomicU32::new(0);
        let done: Result<(), _> = retrying(&Metrics::new(), || async {
            tries.fetch_add(1, Ordering::Relaxed);
            Err(sqlx::Error::RowNotFound)
        })
        .await;
        assert!(matches!(done, Err(sqlx::Error::RowNotFound)));
        assert_eq!(tries.load(Ordering::Relaxed), 1);
    }
}
