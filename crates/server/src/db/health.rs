//! Whether the store takes changes, for `/health`: the writer notes how each commit
//! went, and a check reads the database once more when asked. A server whose store
//! fails says so, so that a load balancer sends its players elsewhere.

use sqlx::AnyPool;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How long the check's read may take before the store counts as failing.
const PROBE_TIMEOUT: Duration = Duration::from_secs(1);

/// Why the last commit failed, if it did; shared by the writer and `/health`.
#[derive(Debug, Clone, Default)]
pub struct StoreHealth(Arc<Mutex<Option<String>>>);

impl StoreHealth {
    /// The last commit went so: `None` once one succeeds.
    pub fn note(&self, failing: Option<String>) {
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = failing;
    }

    fn last_failure(&self) -> Option<String> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Why the store fails now: the last commit's failure, else a read of the
    /// database that fails or takes over a second. `None` when it is well.
    pub async fn check(&self, pool: &AnyPool) -> Option<String> {
        if let Some(failing) = self.last_failure() {
            return Some(failing);
        }
        let probe = sqlx::query("SELECT 1").execute(pool);
        match tokio::time::timeout(PROBE_TIMEOUT, probe).await {
            Ok(Ok(_)) => None,
            Ok(Err(error)) => Some(format!("the database cannot be read: {error}")),
            Err(_) => Some("the database did not answer within a second".to_string()),
        }
    }
}
