//! Who is online, in the database for every node: this node writes its own players'
//! rows (one per player, naming this node and the connection), each round of
//! changes in one transaction, in the order of the players' ids, from what its
//! registry holds. The rows go with the
//! node's own row when it dies. The same task notices nodes leaving, which takes
//! their lobby rows with them, and has the lobby read again.

use super::news::{News, publish};
use super::retry::clash;
use super::txn;
use crate::ctx::Ctx;
use crate::outbox::ConnId;
use crate::players::PlayerId;
use sqlx::{Any, Row, Transaction};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant};

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
    let mut restored_at = Instant::now();
    loop {
        let _ = tokio::time::timeout(LOOK_EVERY, ctx.registry.presence_changed.notified()).await;
        let mut changed = match write_changes(&ctx, &mut written).await {
            Ok(changed) => changed,
            Err(error) => {
                // Tried again next round, from the registry as it is then.
                if let Some(reason) = clash(&error) {
                    ctx.metrics.lobby_retried(reason);
                }
                tracing::warn!(%error, "could not write who is online here; trying again");
                false
            }
        };
        if restored_at.elapsed() >= LOOK_EVERY {
            restored_at = Instant::now();
            match restore_lost(&ctx, &written).await {
                Ok(restored) => changed |= restored,
                Err(error) => tracing::warn!(%error, "could not show again who is here"),
            }
        }
        match nodes_changed(&ctx, &mut written).await {
            Ok(gone) => changed |= gone,
            Err(error) => tracing::warn!(%error, "could not read the nodes"),
        }
        if changed {
            publish(&ctx, News::Changed).await;
        }
    }
}

/// What a round writes of one player: their row of a connection here that closed
/// goes, or their connection here (new, or newer than the one written) is shown.
enum Change<'a> {
    Gone(ConnId),
    Came(ConnId, &'a str),
}

/// Writes the players who came or went since the last round; whether any did.
///
/// Another node's round may write the same players' rows at once (a player moving
/// between nodes is gone from one and came to the other), so each round writes its
/// rows in one order, by player, one statement each: two rounds then wait for one
/// another's rows in the order they take them, and never each for the other's.
/// (Deletes first and upserts after, each in whatever order a map gives, deadlocked
/// under load.)
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
    let mut changes: BTreeMap<PlayerId, Change> = written
        .players
        .iter()
        .filter(|(player, conn)| now.get(player).is_none_or(|(c, _)| c != *conn))
        .map(|(player, conn)| (*player, Change::Gone(*conn)))
        .collect();
    // A player whose connection here was replaced by a newer one is upserted only:
    // the upsert replaces the row of the old connection.
    for (player, (conn, name)) in &now {
        if written.players.get(player) != Some(conn) {
            changes.insert(*player, Change::Came(*conn, name));
        }
    }
    if changes.is_empty() {
        return Ok(false);
    }
    let mut tx = txn::begin(ctx).await?;
    for (&player, change) in &changes {
        write(&mut tx, node, player, change).await?;
    }
    tx.commit().await?;
    for (player, change) in changes {
        match change {
            Change::Gone(_) => written.players.remove(&player),
            Change::Came(conn, _) => written.players.insert(player, conn),
        };
    }
    Ok(true)
}

async fn write(
    tx: &mut Transaction<'_, Any>,
    node: i64,
    player: PlayerId,
    change: &Change<'_>,
) -> Result<(), sqlx::Error> {
    let query = match *change {
        // Only the row of that connection: a newer one on another node stays.
        Change::Gone(conn) => {
            sqlx::query("DELETE FROM lobby_presence WHERE player = $1 AND node = $2 AND conn = $3")
                .bind(player)
                .bind(node)
                .bind(conn as i64)
        }
        // The player's newest connection, on whichever node, is the one shown.
        Change::Came(conn, name) => sqlx::query(
            "INSERT INTO lobby_presence (player, node, conn, name) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (player) DO UPDATE SET node = excluded.node, conn = excluded.conn, name = excluded.name",
        )
        .bind(player)
        .bind(node)
        .bind(conn as i64)
        .bind(name),
    };
    query.execute(&mut **tx).await?;
    Ok(())
}

/// Shows again the players connected here whose row is gone though this node wrote
/// it: a node's round can write a player's older connection there after this node's
/// newer one (rounds commit in any order), then delete it when it closes. A row
/// naming another node is left to it (the player is connected there too), and one
/// written meanwhile is kept: only a missing row is inserted. Whether any was.
async fn restore_lost(ctx: &Ctx, written: &Written) -> Result<bool, sqlx::Error> {
    let node = ctx.node.id();
    if written.node != node || written.players.is_empty() {
        return Ok(false);
    }
    let rows = sqlx::query("SELECT player FROM lobby_presence WHERE node = $1")
        .bind(node)
        .fetch_all(ctx.db.pool())
        .await?;
    let ours = rows
        .iter()
        .map(|row| row.try_get(0))
        .collect::<Result<HashSet<PlayerId>, _>>()?;
    let now: HashMap<PlayerId, (ConnId, String)> = ctx
        .registry
        .sessions()
        .into_iter()
        .map(|(player, conn, name)| (player, (conn, name)))
        .collect();
    // In the order of the players' ids, as every round writes.
    let lost: BTreeMap<PlayerId, (ConnId, &str)> = written
        .players
        .iter()
        .filter(|(player, _)| !ours.contains(player))
        .filter_map(|(player, conn)| match now.get(player) {
            Some((c, name)) if c == conn => Some((*player, (*conn, name.as_str()))),
            _ => None,
        })
        .collect();
    if lost.is_empty() {
        return Ok(false);
    }
    let mut tx = txn::begin(ctx).await?;
    let mut restored = 0;
    for (player, (conn, name)) in lost {
        let done = sqlx::query(
            "INSERT INTO lobby_presence (player, node, conn, name) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (player) DO NOTHING",
        )
        .bind(player)
        .bind(node)
        .bind(conn as i64)
        .bind(name)
        .execute(&mut *tx)
        .await?;
        restored += done.rows_affected();
    }
    tx.commit().await?;
    Ok(restored > 0)
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
