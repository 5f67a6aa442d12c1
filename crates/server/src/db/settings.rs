//! What every connection to SQLite is set to, before its first statement.

use sqlx::{AnyConnection, Executor};

/// Sets a fresh SQLite connection up.
pub async fn apply(conn: &mut AnyConnection) -> Result<(), sqlx::Error> {
    // WAL lets a commit be one append and one fsync; FULL makes that fsync part of
    // every commit, so an acknowledged move survives a crash of the machine, not
    // only of the process.
    conn.execute("PRAGMA journal_mode = WAL").await?;
    conn.execute("PRAGMA synchronous = FULL").await?;
    conn.execute("PRAGMA foreign_keys = ON").await?;
    conn.execute("PRAGMA busy_timeout = 5000").await?;
    Ok(())
}
