//! A lobby transaction, begun with the settings of its kind on PostgreSQL.
//!
//! Lobby rows need not wait for the disk: what a crash of PostgreSQL could lose of
//! them (the last fraction of a second) is a challenge or a seek its player makes
//! again. So a lobby transaction commits with `synchronous_commit` off, which spares
//! it the wait for its log to be flushed, the longest part of a commit on a busy
//! disk. A game made of a pair is written by the writer, durably, after the
//! pairing's commit: its flush carries the pairing's with it.
//!
//! A lobby row names its node, so its transaction locks the node's row against
//! deletion until it ends: a node frozen in the middle of one (a stalled machine,
//! SIGSTOP) would keep the others from reaping it and claiming its games. Such a
//! transaction is ended by PostgreSQL after a second idle, well within a lease.
//!
//! That lock is taken first, before any lobby row: the node's row is deleted (the
//! node leaving, or reaped) with its lobby rows after it, so a transaction that
//! locked a lobby row of the node first and its row then would wait for the delete
//! while the delete waits for it. Taken first, either the delete waits for the
//! whole transaction or the transaction waits for the delete holding nothing. The
//! order of every lobby transaction is so: the node's row, then a counter
//! (`lobby_counters`) if it takes one, then lobby rows, several of one table in the
//! order of their keys (`presence`).

use crate::ctx::Ctx;
use crate::fleet::Dialect;
use sqlx::{Any, Transaction};

/// Begins a lobby transaction.
pub async fn begin(ctx: &Ctx) -> Result<Transaction<'static, Any>, sqlx::Error> {
    let mut tx = ctx.db.pool().begin().await?;
    if ctx.node.dialect == Dialect::Postgres {
        // One round trip: the settings, and the node's row locked as a foreign key
        // of its rows locks it (a row gone locks nothing, and the settings hold).
        sqlx::query(
            "SELECT set_config('synchronous_commit', 'off', true), \
             set_config('idle_in_transaction_session_timeout', '1000', true), \
             (SELECT 1 FROM nodes WHERE id = $1 FOR KEY SHARE)",
        )
        .bind(ctx.node.id())
        .execute(&mut *tx)
        .await?;
    }
    Ok(tx)
}
