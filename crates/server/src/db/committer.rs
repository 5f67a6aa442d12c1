//! One commit as the writer makes it: on a trusted connection, and confirmed on
//! disk. A connection on which anything failed is given up (see `link`), and a
//! commit into database files deleted or replaced meanwhile counts as failed, as
//! does every one after it: nothing reaches the file the next start will open.

use super::error::DbError;
use super::files::Files;
use super::link::Link;
use super::move_batch;
use super::write::{Write, WriteError};
use crate::metrics::Metrics;
use sqlx::error::ErrorKind;
use sqlx::{AnyConnection, Connection};
use std::sync::Arc;
use std::time::Instant;

/// Why a commit failed, which decides what is tried next.
#[derive(Debug)]
pub enum Failure {
    /// One of the writes was refused (a constraint it broke, a game owned elsewhere
    /// now, a rating changed elsewhere): the other jobs of a batch may succeed.
    Job(DbError),
    /// The store itself: no connection, a full disk, an I/O error, the files gone.
    /// Retrying the jobs of a batch one by one would only fail as many times.
    Store(String),
}

impl From<Failure> for DbError {
    fn from(failure: Failure) -> DbError {
        match failure {
            Failure::Job(error) => error,
            Failure::Store(why) => DbError::Failed(why),
        }
    }
}

pub struct Committer {
    link: Link,
    files: Option<Files>,
    /// Why the database's files are no longer trusted, once they are not.
    lost: Option<String>,
    metrics: Arc<Metrics>,
}

impl Committer {
    pub fn new(link: Link, files: Option<Files>, metrics: Arc<Metrics>) -> Committer {
        Committer {
            link,
            files,
            lost: None,
            metrics,
        }
    }

    /// Stores `writes` in one transaction; `Ok` only once they are on disk, in the
    /// file the server opened.
    pub async fn commit(&mut self, writes: &[&Write]) -> Result<(), Failure> {
        self.check_files()?;
        let conn = self.link.get().await.map_err(Failure::Store)?;
        let started = Instant::now();
        let done = transaction(conn, writes).await;
        self.metrics.committed(started.elapsed());
        if let Err(error) = done {
            // Whatever failed, where, the connection is not trusted again.
            self.link.discard().await;
            return Err(self.blame(error));
        }
        self.link.succeeded();
        // Deleted while the transaction ran: committed to a file that is gone.
        self.check_files()
    }

    /// The data's fault or the store's; after the store's, a backoff.
    fn blame(&mut self, error: WriteError) -> Failure {
        let error = match error {
            WriteError::Fenced(_) => return Failure::Job(DbError::Fenced(error.to_string())),
            WriteError::Stale(_) => return Failure::Job(DbError::Stale(error.to_string())),
            WriteError::Taken(..) => return Failure::Job(DbError::Conflict(error.to_string())),
            WriteError::Sql(error) => error,
        };
        if breaks_a_constraint(&error) {
            tracing::warn!(%error, "a change broke a constraint of the database");
            return Failure::Job(DbError::Conflict(error.to_string()));
        }
        let retry_ms = self.link.hold_off().as_millis() as u64;
        tracing::error!(%error, retry_ms, "the database failed a commit; its connection is replaced");
        Failure::Store(error.to_string())
    }

    fn check_files(&mut self) -> Result<(), Failure> {
        if let Some(reason) = &self.lost {
            return Err(Failure::Store(reason.clone()));
        }
        let Some(files) = &self.files else {
            return Ok(());
        };
        let Err(reason) = files.check(self.link.is_open()) else {
            return Ok(());
        };
        tracing::error!(
            %reason,
            "the database's files were deleted or replaced: no change is acknowledged \
             from now on; restart the server on its database"
        );
        let reason = format!("the database's files are gone ({reason})");
        self.lost = Some(reason.clone());
        Err(Failure::Store(reason))
    }
}

async fn transaction(conn: &mut AnyConnection, writes: &[&Write]) -> Result<(), WriteError> {
    // A lone change of one statement is atomic by itself: it is spared the round
    // trips of BEGIN and COMMIT, most of a quiet server's commit.
    if let [write] = writes
        && write.is_one_statement()
    {
        return write.execute(conn).await;
    }
    // So is a batch of moves alone, written as one statement.
    if move_batch::fits(writes) {
        return move_batch::store(conn, writes).await;
    }
    let mut tx = conn.begin().await?;
    for write in writes {
        write.execute(&mut tx).await?;
    }
    Ok(tx.commit().await?)
}

/// Whether the database refused the data (a key taken, a reference missing), not
/// the store failing.
fn breaks_a_constraint(error: &sqlx::Error) -> bool {
    let sqlx::Error::Database(error) = error else {
        return false;
    };
    matches!(
        error.kind(),
        ErrorKind::UniqueViolation
            | ErrorKind::ForeignKeyViolation
            | ErrorKind::NotNullViolation
            | ErrorKind::CheckViolation
    )
}
