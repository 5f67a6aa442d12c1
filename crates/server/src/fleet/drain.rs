//! Stopping without losing a game (SIGTERM, a rolling upgrade): the node takes no
//! new socket nor game, its games stop after the command each is on (every move
//! acknowledged is stored by then), its row goes so that the live nodes may claim
//! them at once, and only then are its players disconnected: they come back through
//! the load balancer to a node that serves their games, not to this one.

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
    if let Err(error) = ctx.node.leave(ctx.db.pool()).await {
        // Its games are claimed once its lease lapses instead, seconds later.
        tracing::warn!(%error, "could not leave the fleet: the games wait for the lease to lapse");
    }
    ctx.registry.close_all();
    sleep(CLOSE_FRAMES_WAIT).await;
    tracing::info!(games, left = ctx.registry.game_count(), "drained");
}
