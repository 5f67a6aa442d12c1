//! What every connection to the database is set to, before its first statement.

use sqlx::{AnyConnection, Executor};

/// Sets a fresh SQLite connection up.
pub async fn apply(conn: &mut AnyConnection) -> Result<(), sqlx::Error> {
    // WAL lets a commit be one append and one fsync; FULL makes that fsync part of
    // every commit, so an acknowledged move survives a crash of the machine, not
    // only of the process.
    conn.execute("PRAGMA journal_mode = WAL").await?;
    conn.execute("PRAGMA synchronous = FULL").await?;
    // The WAL is copied back into the database every 128 pages (half a MiB) rather
    // than SQLite's 1000 (4 MiB): a log that outgrows a small disk before its first
    // checkpoint can never be checkpointed (the database file must grow to take its
    // pages), so the store stays full after the disk has room again.
    conn.execute("PRAGMA wal_autocheckpoint = 128").await?;
    conn.execute("PRAGMA foreign_keys = ON").await?;
    conn.execute("PRAGMA busy_timeout = 5000").await?;
    Ok(())
}

/// Sets a fresh PostgreSQL connection up. Every write names the node's row or a
/// game's (a reference, a fence), and so locks it until its transaction ends: a node
/// frozen in the middle of one (a stalled machine, SIGSTOP) would keep the others
/// from reaping it and claiming its games for as long as it stays frozen. PostgreSQL
/// ends such a transaction after a second idle, well within a lease; the frozen
/// node's write is then never committed, so never acknowledged.
pub async fn apply_postgres(conn: &mut AnyConnection) -> Result<(), sqlx::Error> {
    conn.execute("SET idle_in_transaction_session_timeout = 1000")
        .await?;
    Ok(())
}
