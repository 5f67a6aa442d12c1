//! The node's lease: renewed twice a second, for two seconds, in the database's
//! clock. A renewal is refused once the lease lapsed (another node may have claimed
//! this one's games since), and so is never late: the node then gives up every game
//! and connection it had and joins again under a new id. Beside it, a reaper deletes
//! the dead and claims the games left without an owner.

use super::claim::{claim_orphans, reap};
use super::node::LEASE;
use crate::ctx::Ctx;
use std::sync::Arc;
use std::time::Duration;
use tokio::time::{Instant, MissedTickBehavior, interval, interval_at};

const RENEW_EVERY: Duration = Duration::from_millis(500);

/// How often the lease's age is checked.
const TICK: Duration = Duration::from_millis(250);

/// Renews the lease, reaps and claims, until the server stops.
pub async fn run_lease(ctx: Arc<Ctx>) {
    // Apart, so that a reaping held up by a frozen node's locks never delays a
    // renewal of this node's own lease.
    tokio::spawn(run_reaper(Arc::clone(&ctx)));
    let mut tick = interval(TICK);
    tick.set_missed_tick_behavior(MissedTickBehavior::Delay);
    // When the lease last held for sure: the start of its last renewal.
    let mut held_since = Instant::now();
    let mut renewed_at = Instant::now();
    loop {
        tick.tick().await;
        if ctx.node.holds_lease() && renewed_at.elapsed() >= RENEW_EVERY {
            let started = Instant::now();
            match renew(&ctx).await {
                Ok(true) => {
                    held_since = started;
                    ctx.metrics.lease_renewed();
                }
                Ok(false) => lose(&ctx, "its lease lapsed and another node may hold its games"),
                Err(error) => tracing::warn!(%error, "could not renew the node's lease"),
            }
            renewed_at = started;
            if ctx.node.holds_lease() && held_since.elapsed() >= LEASE {
                lose(&ctx, "its lease could not be renewed in time");
            }
        }
        if !ctx.node.holds_lease() {
            rejoin(&ctx).await;
            held_since = Instant::now();
        }
    }
}

/// Every `claim_every`, while the lease holds, reaps the dead and claims the games
/// left without an owner.
async fn run_reaper(ctx: Arc<Ctx>) {
    let every = ctx.config.claim_every;
    let mut tick = interval_at(Instant::now() + every, every);
    tick.set_missed_tick_behavior(MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        if !ctx.node.holds_lease() || ctx.node.draining() {
            continue;
        }
        if let Err(error) = look_after_the_dead(&ctx).await {
            tracing::warn!(%error, "could not look for games without a node");
        }
    }
}

/// Extends the lease if it has not lapsed; false if it had (or the row is gone).
async fn renew(ctx: &Ctx) -> Result<bool, sqlx::Error> {
    let now = ctx.node.dialect.now_ms();
    let sql = format!(
        "UPDATE nodes SET lease_until_ms = {now} + $2 WHERE id = $1 AND lease_until_ms >= {now}"
    );
    let renewal = sqlx::query(&sql)
        .bind(ctx.node.id())
        .bind(LEASE.as_millis() as i64)
        .execute(ctx.db.pool());
    // A renewal still out when the lease would lapse is too late to count.
    match tokio::time::timeout(LEASE, renewal).await {
        Ok(done) => Ok(done?.rows_affected() == 1),
        Err(_) => Err(sqlx::Error::PoolTimedOut),
    }
}

/// The lease is lost: every game here is given up (its writes would be refused
/// anyway), and every player's connection closed so their clients come back to
/// whichever node serves their games now.
fn lose(ctx: &Ctx, why: &str) {
    tracing::error!(
        node = ctx.node.id(),
        why,
        "this node lost its lease: it gives up its games and joins again"
    );
    ctx.node.lost();
    ctx.metrics.lease_lost();
    ctx.registry.release_all(why);
}

async fn rejoin(ctx: &Ctx) {
    let id = match crate::ids::random_id() {
        Ok(id) => id,
        Err(error) => return tracing::error!(%error, "no randomness for a node id"),
    };
    match ctx.node.join(ctx.db.pool(), id).await {
        Ok(()) => tracing::info!(node = id, url = %ctx.node.url, "this node joined again"),
        Err(error) => tracing::warn!(%error, "could not join again; trying again"),
    }
}

async fn look_after_the_dead(ctx: &Arc<Ctx>) -> Result<(), sqlx::Error> {
    let reaped = reap(ctx).await?;
    if reaped > 0 {
        tracing::warn!(
            nodes = reaped,
            "nodes whose lease lapsed are gone; their games are claimed"
        );
    }
    claim_orphans(ctx).await?;
    Ok(())
}
