//! Stopping without losing a game (SIGTERM, a rolling upgrade): the node takes no
//! new socket nor game, its games stop after the command each is on (every move
//! acknowledged is stored by then), they are handed to an heir, its row goes so that
//! the heir claims them at once, and only then are its players disconnected: they
//! come back through the load balancer to a node that serves their games, not to
//! this one.
//!
//! The heir is the live node that started last among those up a moment: in a
//! rolling restart, one restarted already, so a game moves to a node that stays
//! rather than to the one drained next (at most twice in a pass, not once a node).

use crate::ctx::Ctx;
use std::time::Duration;
use tokio::time::{Instant, sleep};

/// The longest the games are waited for: one stuck on a slow commit is claimed
/// anyway, its late write refused by its epoch.
const GAMES_STOP_WITHIN: Duration = Duration::from_secs(5);

/// How long the close frames get to leave before the process ends.
const CLOSE_FRAMES_WAIT: Duration = Duration::from_millis(300);

/// Drains this node; the caller has stopped accepting sockets.
pub async fn drain(ctx: &Ctx) {
    ctx.node.start_draining();
    let games = ctx.registry.game_count();
    tracing::info!(
        node = ctx.node.id(),
        games,
        "draining: handing every game over"
    );
    ctx.registry.stop_games("this server is stopping", false);
    let by = Instant::now() + GAMES_STOP_WITHIN;
    while ctx.registry.game_count() > 0 && Instant::now() < by {
        sleep(Duration::from_millis(20)).await;
    }
    match hand_over(ctx).await {
        Ok(Some((heir, games))) => tracing::info!(heir, games, "games handed to an heir"),
        Ok(None) => tracing::info!("no other node to hand the games to: any claims them"),
        Err(error) => tracing::warn!(%error, "could not name an heir: any node claims the games"),
    }
    if let Err(error) = ctx.node.leave(ctx.db.pool()).await {
        // Its games are claimed once its lease lapses instead, seconds later.
        tracing::warn!(%error, "could not leave the fleet: the games wait for the lease to lapse");
    }
    ctx.registry.close_all();
    sleep(CLOSE_FRAMES_WAIT).await;
    tracing::info!(games, left = ctx.registry.game_count(), "drained");
}

/// How long a node must have been up to be an heir: one that has just started may
/// be the node a rolling restart stops next, or not be serving yet.
const HEIR_UP_FOR: Duration = Duration::from_secs(1);

/// Names an heir for this node's games; the heir and how many games, or `None`
/// when no other node lives.
async fn hand_over(ctx: &Ctx) -> Result<Option<(i64, u64)>, sqlx::Error> {
    let now = ctx.node.dialect.now_ms();
    let sql = format!(
        "SELECT id FROM nodes WHERE id <> $1 AND lease_until_ms >= {now} \
         ORDER BY CASE WHEN started_ms <= {now} - $2 THEN 0 ELSE 1 END, started_ms DESC, id \
         LIMIT 1"
    );
    let heir: Option<i64> = sqlx::query_scalar(&sql)
        .bind(ctx.node.id())
        .bind(HEIR_UP_FOR.as_millis() as i64)
        .fetch_optional(ctx.db.pool())
        .await?;
    let Some(heir) = heir else {
        return Ok(None);
    };
    let named = sqlx::query("UPDATE games SET heir = $1 WHERE owner = $2 AND status <> 'over'")
        .bind(heir)
        .bind(ctx.node.id())
        .execute(ctx.db.pool())
        .await?;
    Ok(Some((heir, named.rows_affected())))
}
