//! A connection of its own, outside the pool, opened with the pool's settings: for
//! the writer, the lease and the reaper. The lease must never wait behind the games'
//! pool (a storm of connections holds every pooled connection), and the writer must
//! never be handed a pooled connection another task left in a state it cannot see
//! (a transaction SQLite ended while sqlx believes it open, or the reverse). Trusted
//! only until something fails on it: then it is closed and the next use opens a
//! fresh one.

use super::settings;
use sqlx::any::AnyConnectOptions;
use sqlx::{AnyConnection, AnyPool, ConnectOptions, Connection};
use std::sync::Arc;
use std::time::Duration;
use tokio::time::timeout;

/// How long closing a failed connection may take before it is simply dropped.
const CLOSE_MOST: Duration = Duration::from_secs(5);

pub struct OwnConnection {
    options: Arc<AnyConnectOptions>,
    sqlite: bool,
    conn: Option<AnyConnection>,
}

impl OwnConnection {
    /// Not yet open: the first `get` opens it.
    pub fn new(pool: &AnyPool) -> OwnConnection {
        let options = pool.connect_options();
        let sqlite = options.database_url.scheme() == "sqlite";
        OwnConnection {
            options,
            sqlite,
            conn: None,
        }
    }

    /// Whether a connection is open (none after a failure, until the next `get`).
    pub fn is_open(&self) -> bool {
        self.conn.is_some()
    }

    /// The connection, opened within `within` if none is; or why there is none.
    pub async fn get(&mut self, within: Duration) -> Result<&mut AnyConnection, String> {
        if self.conn.is_none() {
            let opened = match timeout(within, open(Arc::clone(&self.options), self.sqlite)).await {
                Ok(Ok(conn)) => conn,
                Ok(Err(error)) => return Err(format!("no connection to the database: {error}")),
                Err(_) => {
                    return Err(format!(
                        "no connection to the database within {} ms",
                        within.as_millis()
                    ));
                }
            };
            self.conn = Some(opened);
        }
        self.conn
            .as_mut()
            .ok_or_else(|| "no connection to the database".to_string())
    }

    /// Closes the connection after a failure: it is never used again. Closing rolls
    /// back whatever the database may still hold open for it.
    pub async fn discard(&mut self) {
        let Some(conn) = self.conn.take() else {
            return;
        };
        match timeout(CLOSE_MOST, conn.close()).await {
            Ok(Ok(())) => {}
            Ok(Err(error)) => tracing::warn!(%error, "closing a failed database connection"),
            Err(_) => tracing::warn!("closing a failed database connection took too long"),
        }
    }
}

/// A fresh connection, set up as the pool's are.
async fn open(options: Arc<AnyConnectOptions>, sqlite: bool) -> Result<AnyConnection, sqlx::Error> {
    let mut conn = options.connect().await?;
    if sqlite {
        settings::apply(&mut conn).await?;
    } else {
        settings::apply_postgres(&mut conn).await?;
    }
    Ok(conn)
}
