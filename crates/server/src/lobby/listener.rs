//! This node's ear on PostgreSQL: it listens for the lobby's news on a connection of
//! its own (named, so operators can see it) and acts on each. PostgreSQL keeps
//! nothing for a listener that is away, so after each new connection, once it
//! listens again, everything is read again: the lobby view, and the players of this
//! node seated meanwhile in games of other nodes. A connection that falls silent,
//! which a frozen database or a cut network does without an error, is found out by
//! the node's own beat not coming back.

use super::come::send_to_their_games;
use super::news::{CHANNEL, News, publish};
use crate::ctx::Ctx;
use crate::players::PlayerId;
use sqlx::Row;
use sqlx::postgres::{PgConnectOptions, PgListener, PgPool, PgPoolOptions};
use std::collections::BTreeSet;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio::time::Instant;

/// The `application_name` of the listener's connection, as `pg_stat_activity` shows.
pub const LISTENER_NAME: &str = "connect4 lobby listener";

/// The pause before connecting again after the connection failed: a database that
/// refuses or drops connections is not hammered.
const AGAIN_AFTER: Duration = Duration::from_millis(500);

/// How often each node says it is alive on the channel: hearing its own word back
/// shows its listener still hears.
const BEAT_EVERY: Duration = Duration::from_secs(1);

/// Nothing heard this long: the listener's connection is taken for dead.
const SILENT_AT_MOST: Duration = Duration::from_secs(5);

/// News heard and not yet acted on.
const NEWS_QUEUE: usize = 1024;

/// How far back, beyond the time the listener was lost, games made elsewhere are
/// looked at when reading again: the nodes' clocks may disagree by this much.
const CLOCKS_APART_MS: i64 = 60_000;

/// Listens until the server stops.
pub async fn run_listener(ctx: Arc<Ctx>) {
    let options = match PgConnectOptions::from_str(&ctx.config.database()) {
        Ok(options) => options.application_name(LISTENER_NAME),
        Err(error) => {
            return tracing::error!(%error, "no lobby news from other nodes: the database URL does not read");
        }
    };
    // When news was last known to be all heard: at first, since a moment before start.
    let mut heard_until = crate::time::now_ms();
    loop {
        // A pool of its own each time: the connection given up may never come back
        // to its pool (it is tested there first, and a frozen one never answers).
        let pool = PgPoolOptions::new()
            .max_connections(1)
            .connect_lazy_with(options.clone());
        match listen(&pool).await {
            Ok(listener) => {
                read_again(&ctx, heard_until).await;
                hear(&ctx, listener).await;
                heard_until = crate::time::now_ms();
            }
            Err(error) => tracing::warn!(%error, "could not listen for lobby news; trying again"),
        }
        tokio::time::sleep(AGAIN_AFTER).await;
    }
}

async fn listen(pool: &PgPool) -> Result<PgListener, sqlx::Error> {
    let mut listener = PgListener::connect_with(pool).await?;
    // A lost connection ends `hear`, which is followed by reading everything again.
    listener.eager_reconnect(false);
    listener.listen(CHANNEL).await?;
    Ok(listener)
}

/// Acts on each notification until the connection is lost, or falls silent: the
/// connection is read by a task of its own, dropped with its connection when
/// nothing, not even this node's own beat, came for `SILENT_AT_MOST` (a database
/// frozen or a network cut says nothing).
async fn hear(ctx: &Arc<Ctx>, listener: PgListener) {
    let (tx, mut rx) = mpsc::channel(NEWS_QUEUE);
    let ear = tokio::spawn(forward(listener, tx));
    let mut beat = tokio::time::interval(BEAT_EVERY);
    let mut heard_at = Instant::now();
    loop {
        tokio::select! {
            news = rx.recv() => {
                let Some(news) = news else { break };
                heard_at = Instant::now();
                act(ctx, news);
            }
            _ = beat.tick() => {
                if heard_at.elapsed() > SILENT_AT_MOST {
                    tracing::warn!("the lobby listener heard nothing, not even its own beat: listening again");
                    break;
                }
                let ctx = Arc::clone(ctx);
                tokio::spawn(async move { publish(&ctx, News::Beat).await });
            }
        }
    }
    ear.abort();
}

/// Passes each notification on until the connection is lost.
async fn forward(mut listener: PgListener, tx: mpsc::Sender<News>) {
    loop {
        match listener.try_recv().await {
            Ok(Some(notification)) => match News::parse(notification.payload()) {
                Some(news) => {
                    if tx.send(news).await.is_err() {
                        return;
                    }
                }
                None => tracing::warn!(
                    payload = %connect4_game::escape::escape(notification.payload()),
                    "lobby news this server does not read"
                ),
            },
            Ok(None) => return tracing::warn!("the lobby listener lost its connection"),
            Err(error) => {
                return tracing::warn!(%error, "the lobby listener's connection failed");
            }
        }
    }
}

fn act(ctx: &Arc<Ctx>, news: News) {
    match news {
        News::Changed => ctx.registry.lobby_changed.notify_one(),
        News::Player(player) => {
            let ctx = Arc::clone(ctx);
            tokio::spawn(async move { send_to_their_games(&ctx, player).await });
        }
        News::Beat => {}
    }
}

/// Reads everything again after news may have been missed since `heard_until`.
async fn read_again(ctx: &Arc<Ctx>, heard_until: i64) {
    ctx.registry.lobby_changed.notify_one();
    match seated_elsewhere(ctx, heard_until - CLOCKS_APART_MS).await {
        Ok(players) => {
            for player in players {
                send_to_their_games(ctx, player).await;
            }
        }
        Err(error) => tracing::warn!(%error, "could not read the games made elsewhere"),
    }
}

/// The players online here seated in live games other nodes made since `since_ms`.
async fn seated_elsewhere(ctx: &Ctx, since_ms: i64) -> Result<BTreeSet<PlayerId>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT seat_one, seat_two FROM games \
         WHERE owner <> $1 AND status <> 'over' AND created_ms >= $2",
    )
    .bind(ctx.node.id())
    .bind(since_ms)
    .fetch_all(ctx.db.pool())
    .await?;
    let mut players = BTreeSet::new();
    for row in &rows {
        players.insert(row.try_get::<i64, _>(0)?);
        players.extend(row.try_get::<Option<i64>, _>(1)?);
    }
    players.retain(|&player| ctx.registry.outbox_of(player).is_some());
    Ok(players)
}
