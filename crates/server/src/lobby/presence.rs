//! Who is online, in the database for every node: this node writes its own players'
//! rows (one per player, naming this node and the connection), each round of
//! changes in one transaction, from what its registry holds. The rows go with the
//! node's own row when it dies. The same task notices nodes leaving, which takes
//! their lobby rows with them, and has the lobby read again.

use super::news::{News, publish};
use super::txn;
use crate::ctx::Ctx;
use crate::outbox::ConnId;
use crate::players::PlayerId;
use sqlx::Row;
use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;
use std::time::Duration;

/// How often the rows are checked even without a change here: a failed write is
/// tried again, and nodes gone are noticed.
const LOOK_EVERY: Duration = Duration::from_secs(1);

/// What this node wrote, under which node id (a node that joins again has a new one,
/// and its rows under the old went with the old).
#[derive(Default)]
struct Written {
    node: i64,
    players: HashMap<PlayerId, ConnId>,
    nodes: BTreeSet<i64>,
}

/// Keeps this node's presence rows those of its registry, until the server stops.
pub async fn run_presence(ctx: Arc<Ctx>) {
    let mut written = Written::default();
    loop {
        let _ = tokio::time::timeout(LOOK_EVERY, ctx.registry.presence_changed.notified()).await;
        let mut changed = match write_changes(&ctx, &mut written).await {
            Ok(changed) => changed,
            Err(error) => {
                tracing::warn!(%error, "could not write who is online here; trying again");
                false
            }
        };
        match nodes_changed(&ctx, &mut written).await {
            Ok(gone) => changed |= gone,
            Err(error) => tracing::warn!(%error, "could not read the nodes"),
        }
        if changed {
            publish(&ctx, News::Changed).await;
        }
    }
}

/// Writes the players who came or went since the last round; whether any did.
async fn write_changes(ctx: &Ctx, written: &mut Written) -> Result<bool, sqlx::Error> {
    let node = ctx.node.id();
    if written.node != node {
        written.node = node;
        written.players.clear();
    }
    let now: HashMap<PlayerId, (ConnId, String)> = ctx
        .registry
        .sessions()
        .into_iter()
        .map(|(player, conn, name)| (player, (conn, name)))
        .collect();
    let gone: Vec<(PlayerId, ConnId)> = written
        .players
        .iter()
        .filter(|(player, conn)| now.get(player).is_none_or(|(c, _)| c != *conn))
        .map(|(player, conn)| (*player, *conn))
        .collect();
    let came: Vec<(PlayerId, ConnId, &str)> = now
        .iter()
        .filter(|(player, (conn, _))| written.players.get(player) != Some(conn))
        .map(|(player, (conn, name))| (*player, *conn, name.as_str()))
        .collect();
    if gone.is_empty() && came.is_empty() {
        return Ok(false);
    }
    let mut tx = txn::begin(ctx).await?;
    for &(player, conn) in &gone {
        sqlx::query("DELETE FROM lobby_presence WHERE player = $1 AND node = $2 AND conn = $3")
            .bind(player)
            .bind(node)
            .bind(conn as i64)
            .execute(&mut *tx)
            .await?;
    }
    for &(player, conn, name) in &came {
        // The player's newest connection, on whichever node, is the one shown.
        sqlx::query(
            "INSERT INTO lobby_presence (player, node, conn, name) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (player) DO UPDATE SET node = excluded.node, conn = excluded.conn, name = excluded.name",
        )
        .bind(player)
        .bind(node)
        .bind(conn as i64)
        .bind(name)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    for (player, _) in gone {
        written.players.remove(&player);
    }
    for (player, conn, _) in came {
        written.players.insert(player, conn);
    }
    Ok(true)
}

/// Whether a node left (or joined) since the last look: a node's lobby rows go when
/// its row is reaped, whichever node reaps it, so each looks for itself.
async fn nodes_changed(ctx: &Ctx, written: &mut Written) -> Result<bool, sqlx::Error> {
    let rows = sqlx::query("SELECT id FROM nodes")
        .fetch_all(ctx.db.pool())
        .await?;
    let nodes = rows
        .iter()
        .map(|row| row.try_get(0))
        .collect::<Result<BTreeSet<i64>, _>>()?;
    let changed = nodes != written.nodes;
    written.nodes = nodes;
    Ok(changed)
}
