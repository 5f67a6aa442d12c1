//! Lobby transactions tried again when the database gives up on one only because
//! another ran at the same time (a deadlock or serialisation failure on PostgreSQL,
//! a busy or locked file on SQLite) or this node stalled in it. Any other error is
//! the caller's.

use std::future::Future;
use std::time::Duration;

/// Tries of one transaction before its error is given back.
const TRIES: u32 = 5;

/// The first pause between tries; each next one is twice as long.
const FIRST_PAUSE: Duration = Duration::from_millis(5);

/// Runs `attempt` until it succeeds, fails for good, or has been tried `TRIES` times.
pub async fn retrying<T, F, Fut>(mut attempt: F) -> Result<T, sqlx::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, sqlx::Error>>,
{
    let mut pause = FIRST_PAUSE;
    let mut tried = 1;
    loop {
        match attempt().await {
            Err(error) if tried < TRIES && retryable(&error) => {
                tracing::debug!(%error, tried, "a lobby transaction met another: tried again");
                tokio::time::sleep(pause).await;
                pause *= 2;
                tried += 1;
            }
            done => return done,
        }
    }
}

/// Whether `error` is a clash with another transaction, gone if tried again.
fn retryable(error: &sqlx::Error) -> bool {
    let sqlx::Error::Database(error) = error else {
        return false;
    };
    let clash = matches!(
        error.code().as_deref(),
        // PostgreSQL: serialization_failure, deadlock_detected, and a transaction
        // ended for standing idle (`txn`: this node stalled in it); SQLite: BUSY,
        // LOCKED, BUSY_SNAPSHOT.
        Some("40001" | "40P01" | "25P03" | "5" | "6" | "517")
    );
    clash || error.message().contains("database is locked")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};

    #[tokio::test]
    async fn an_error_that_is_no_clash_is_given_back_at_once() {
        let tries = AtomicU32::new(0);
        let done: Result<(), _> = retrying(|| async {
            tries.fetch_add(1, Ordering::Relaxed);
            Err(sqlx::Error::RowNotFound)
        })
        .await;
        assert!(matches!(done, Err(sqlx::Error::RowNotFound)));
        assert_eq!(tries.load(Ordering::Relaxed), 1);
    }
}
