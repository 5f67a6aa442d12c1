//! Reaping: the rows of nodes whose lease lapsed are deleted (their games lose their
//! owner with them, for a live node to claim), every half second, on a connection of
//! the reaper's own. A node never reaps itself, and reaps nobody until it has seen
//! the store well for two leases: after an outage of the database every node's lease
//! lapsed at once, and each must have had its turn to renew before any is taken for
//! dead (otherwise the first node back takes every other node's games).

use super::claim::claim_orphans;
use super::node::LEASE;
use crate::ctx::Ctx;
use crate::db::OwnConnection;
use sqlx::Any;
use std::sync::Arc;
use std::time::Duration;
use tokio::time::{Instant, MissedTickBehavior, interval_at, timeout};

/// How long after it is sent a reaping may still run (in the database's clock): one
/// held up longer (the database frozen meanwhile) takes nobody.
const RUN_WITHIN: Duration = Duration::from_secs(1);

/// How long the store must have been well before this node takes another for dead.
const TRUST_AFTER: Duration = Duration::from_secs(4);
const _: () = assert!(TRUST_AFTER.as_millis() >= 2 * LEASE.as_millis());

/// How long until this node may reap: `None` when it may now.
pub fn not_yet(ctx: &Ctx) -> Option<Duration> {
    let Some(since) = ctx.db.health().well_since() else {
        return Some(TRUST_AFTER);
    };
    TRUST_AFTER
        .checked_sub(since.elapsed())
        .filter(|left| !left.is_zero())
}

/// Deletes the rows of the other nodes whose lease lapsed, if this node may reap
/// now; how many. A row goes only if its lease ends a lease before this node's own
/// (as the database holds it when the statement runs), and only if the statement
/// runs within a second of being sent (`db_clock`): one sent before the database
/// froze and run after it thawed takes nobody, even if this node's own renewal got
/// in first.
pub async fn reap<'c>(
    ctx: &Ctx,
    conn: impl sqlx::Executor<'c, Database = Any>,
) -> Result<u64, sqlx::Error> {
    let deadline = ctx.node.clock.deadline(RUN_WITHIN);
    let (None, Some(deadline)) = (not_yet(ctx), deadline) else {
        return Ok(0);
    };
    let sql = format!(
        "DELETE FROM nodes WHERE id <> $1 AND lease_until_ms < {now} AND {now} <= $3 \
         AND lease_until_ms + $2 < (SELECT mine.lease_until_ms FROM nodes mine WHERE mine.id = $1)",
        now = ctx.node.dialect.now_ms()
    );
    let done = sqlx::query(&sql)
        .bind(ctx.node.id())
        .bind(LEASE.as_millis() as i64)
        .bind(deadline)
        .execute(conn)
        .await?;
    Ok(done.rows_affected())
}

/// Every `claim_every`, while the node serves (not draining, its lease held),
/// reaps the dead and claims the games left without an owner.
pub async fn run_reaper(ctx: Arc<Ctx>) {
    let every = ctx.config.claim_every;
    let mut tick = interval_at(Instant::now() + every, every);
    tick.set_missed_tick_behavior(MissedTickBehavior::Delay);
    let mut conn = OwnConnection::new(ctx.db.pool());
    loop {
        tick.tick().await;
        if ctx.node.draining() {
            return;
        }
        if !ctx.node.holds_lease() || ctx.db.health().failing().is_some() {
            continue;
        }
        if let Err(error) = look_after_the_dead(&ctx, &mut conn).await {
            conn.discard().await;
            tracing::warn!(%error, "could not look for games without a node");
        }
    }
}

async fn look_after_the_dead(ctx: &Arc<Ctx>, conn: &mut OwnConnection) -> Result<(), String> {
    let link = conn.get(LEASE).await?;
    let reaped = match timeout(LEASE, reap(ctx, link)).await {
        Ok(done) => done.map_err(|e| e.to_string())?,
        Err(_) => return Err("reaping took too long".into()),
    };
    if reaped > 0 {
        tracing::warn!(
            nodes = reaped,
            "nodes whose lease lapsed are gone; their games are claimed"
        );
    }
    claim_orphans(ctx).await.map_err(|e| e.to_string())?;
    Ok(())
}
