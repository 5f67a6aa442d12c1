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

use crate::ctx::Ctx;
use crate::fleet::Dialect;
use sqlx::{Any, Transaction};

/// Begins a lobby transaction.
pub async fn begin(ctx: &Ctx) -> Result<Transaction<'static, Any>, sqlx::Error> {
    let mut tx = ctx.db.pool().begin().await?;
    if ctx.node.dialect == Dialect::Postgres {
        sqlx::query(
            "SELECT 1 FROM (SELECT set_config('synchronous_commit', 'off', true), \
             set_config('idle_in_transaction_session_timeout', '1000', true)) AS lobby",
        )
        .execute(&mut *tx)
        .await?;
    }
    Ok(tx)
}
