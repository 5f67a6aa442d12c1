//! Lobby rows need not wait for the disk: what a crash of PostgreSQL could lose of
//! them (the last fraction of a second) is a challenge or a seek its player makes
//! again. So a lobby transaction there commits with `synchronous_commit` off,
//! which spares it the wait for its log to be flushed, the longest part of a commit
//! on a busy disk. A game made of a pair is written by the writer, durably, after
//! the pairing's commit: its flush carries the pairing's with it.

use crate::fleet::Dialect;
use sqlx::AnyConnection;

/// Sets the transaction on `conn` to commit without waiting for the disk.
pub async fn without_flush(conn: &mut AnyConnection, dialect: Dialect) -> Result<(), sqlx::Error> {
    if dialect == Dialect::Postgres {
        sqlx::query("SELECT 1 FROM (SELECT set_config('synchronous_commit', 'off', true)) AS lazy")
            .execute(conn)
            .await?;
    }
    Ok(())
}
