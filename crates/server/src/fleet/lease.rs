//! The node's lease: renewed twice a second, for two seconds, in the database's clock,
//! on a connection of its own, so that no load on the games' pool delays it.
//!
//! A renewal updates the node's row. While the row stands, no live node has reaped
//! it, so none has claimed a game of this one's: the lease is renewed however late
//! (a database back from an outage finds every node's row where it was, and every
//! game goes on where it stood). Only a row gone, reaped by a live node while this
//! one could not renew (frozen, cut off), makes the node give up its games and join
//! again. A server alone on its database is reaped by nobody, so its lease never
//! makes it drop a game.
//!
//! Each renewal is a write, and notes how it went in the store's health: while the
//! store fails, one is tried every tick, so the account turns well within a quarter
//! of a second of the store's return, whether or not a game has a move to commit.
//! A draining node stops renewing, quietly: its row goes with the drain.

use super::node::{JoinError, LEASE};
use super::reaper::run_reaper;
use crate::ctx::Ctx;
use crate::db::OwnConnection;
use std::sync::Arc;
use std::time::Duration;
use tokio::time::{Instant, MissedTickBehavior, interval, timeout};

const RENEW_EVERY: Duration = Duration::from_millis(500);

/// How often the lease's age is checked, and the store probed while it fails.
const TICK: Duration = Duration::from_millis(250);

/// How often a renewal that keeps failing is logged.
const LOG_EVERY: Duration = Duration::from_secs(10);

/// Renews the lease (and starts the reaper) until the node drains.
pub async fn run_lease(ctx: Arc<Ctx>) {
    tokio::spawn(run_reaper(Arc::clone(&ctx)));
    let mut conn = OwnConnection::new(ctx.db.pool());
    let mut tick = interval(TICK);
    tick.set_missed_tick_behavior(MissedTickBehavior::Delay);
    let mut renewed_at: Option<Instant> = None;
    let mut failures = Failures::default();
    // Whether another node live at this address was met (and said) already.
    let mut taken = false;
    loop {
        tick.tick().await;
        if ctx.node.draining() {
            return;
        }
        let failing = ctx.db.health().failing().is_some();
        let due = renewed_at.is_none_or(|at| at.elapsed() >= RENEW_EVERY);
        if !failing && !due && ctx.node.holds_lease() {
            continue;
        }
        let started = Instant::now();
        match renew_or_join(&ctx, &mut conn, &mut taken).await {
            Ok(()) => {
                ctx.db.health().stored(started);
                failures.over();
                renewed_at = Some(started);
            }
            Err(why) => {
                conn.discard().await;
                failures.one_more(&why);
                ctx.db.health().failed(why);
            }
        }
    }
}

/// Renews the lease, or, if the row is gone, gives up every game and joins again.
async fn renew_or_join(
    ctx: &Ctx,
    conn: &mut OwnConnection,
    taken: &mut bool,
) -> Result<(), String> {
    if ctx.node.holds_lease() {
        if renew(ctx, conn).await? {
            ctx.metrics.lease_renewed();
            return Ok(());
        }
        lose(
            ctx,
            "its row is gone: another node reaped it and may hold its games",
        );
    }
    rejoin(ctx, conn, taken).await
}

/// Extends the lease; false if the node's row is gone. The database's clock comes
/// back with it, for the reaper's deadlines.
async fn renew(ctx: &Ctx, conn: &mut OwnConnection) -> Result<bool, String> {
    let sql = format!(
        "UPDATE nodes SET lease_until_ms = {} + $2 WHERE id = $1 RETURNING lease_until_ms",
        ctx.node.dialect.now_ms()
    );
    let lease_ms = LEASE.as_millis() as i64;
    let conn = conn.get(LEASE).await?;
    let renewal = sqlx::query_scalar::<_, i64>(&sql)
        .bind(ctx.node.id())
        .bind(lease_ms)
        .fetch_optional(conn);
    match timeout(LEASE, renewal).await {
        Ok(Ok(Some(until))) => {
            ctx.node.clock.read(until - lease_ms, Instant::now());
            Ok(true)
        }
        Ok(Ok(None)) => Ok(false),
        Ok(Err(error)) => Err(format!("the lease could not be renewed: {error}")),
        Err(_) => Err(format!(
            "the lease's renewal took over {} ms",
            LEASE.as_millis()
        )),
    }
}

/// The row is gone: every game here is given up (its writes would be refused once
/// another node claims it), and every player's connection closed so their clients
/// come back to whichever node serves their games now.
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

/// Joins again under a new id. Another node live at this address keeps it out
/// (logged once, not a failure of the store) until its row lapses.
async fn rejoin(ctx: &Ctx, conn: &mut OwnConnection, taken: &mut bool) -> Result<(), String> {
    let id = crate::ids::random_id().map_err(|e| format!("no randomness for a node id: {e}"))?;
    let link = conn.get(LEASE).await?;
    match timeout(LEASE, ctx.node.join(link, id)).await {
        Ok(Ok(())) => {
            tracing::info!(node = id, url = %ctx.node.url, "this node joined again");
            *taken = false;
            Ok(())
        }
        Ok(Err(JoinError::Taken { other, .. })) => {
            if !std::mem::replace(taken, true) {
                tracing::error!(
                    other,
                    url = %ctx.node.url,
                    "another node is live at this node's address: this one serves nothing \
                     until it is gone (give each node its own --public-url)"
                );
            }
            Ok(())
        }
        Ok(Err(JoinError::Database(error))) => Err(format!("could not join again: {error}")),
        Err(_) => Err("joining again took too long".to_string()),
    }
}

/// Renewals failing in a row: the first logged, then one line every `LOG_EVERY`
/// with how many, and one when they stop.
#[derive(Default)]
struct Failures {
    count: u64,
    logged: Option<Instant>,
}

impl Failures {
    fn one_more(&mut self, why: &str) {
        self.count += 1;
        if self.logged.is_none_or(|at| at.elapsed() >= LOG_EVERY) {
            tracing::warn!(
                why,
                failures = self.count,
                "the lease could not be renewed; trying again"
            );
            self.logged = Some(Instant::now());
        }
    }

    fn over(&mut self) {
        if self.count > 0 {
            tracing::info!(failures = self.count, "the lease is renewed again");
        }
        *self = Failures::default();
    }
}
