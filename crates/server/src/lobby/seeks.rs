//! Quick pairing in the database, for every node: a seeker is paired with the
//! waiting player of the same kind and clock closest in rating, or waits. Each
//! pairing is one transaction that first takes the pairing turn (an update of one
//! shared row, which locks it until the commit), so pairings over the whole fleet
//! go one at a time: a seek is taken by one pairing at most, and two seekers never
//! both wait unseen by each other.

use super::columns::{addr_of, addr_text, clock_text, flag, kind_text};
use super::retry::retrying;
use super::txn;
use crate::ctx::Ctx;
use crate::outbox::ConnId;
use crate::players::PlayerId;
use connect4_protocol::{Clock, GameKind};
use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};
use std::net::IpAddr;

/// A player asking for a quick pair.
#[derive(Debug)]
pub struct Seek<'a> {
    pub player: PlayerId,
    pub conn: ConnId,
    pub name: &'a str,
    pub kind: GameKind,
    pub clock: Option<Clock>,
    pub rating: f64,
    pub addr: Option<IpAddr>,
    /// Whether the player's client follows a redirect to another node.
    pub follows: bool,
    /// Whether the player sits in a live game on this node.
    pub seated: bool,
}

/// The waiting player a seeker was paired with, their seek now gone.
#[derive(Debug)]
pub struct Partner {
    pub player: PlayerId,
    /// The node holding their connection.
    pub node: i64,
    pub conn: ConnId,
    pub name: String,
    pub addr: Option<IpAddr>,
}

/// Pairs `seek` with a waiting player, or leaves it waiting (`None`).
pub async fn pair_or_wait(ctx: &Ctx, seek: &Seek<'_>) -> Result<Option<Partner>, sqlx::Error> {
    retrying(&ctx.metrics, || pair_once(ctx, seek)).await
}

/// A seeker waiting elsewhere is taken only if their client can be sent here and no
/// live game holds them on their node: a player's games stay on one node.
const CANDIDATE: &str = "SELECT player, node, conn, name, addr FROM lobby_seeks \
     WHERE kind = $1 AND clock = $2 AND player <> $3 AND (node = $4 OR (follows = 1 AND seated = 0)) \
     ORDER BY ABS(rating - $5), since_ms LIMIT 1";

async fn pair_once(ctx: &Ctx, seek: &Seek<'_>) -> Result<Option<Partner>, sqlx::Error> {
    let here = ctx.node.id();
    let mut tx = txn::begin(ctx).await?;
    sqlx::query("UPDATE lobby_counters SET value = value + 1 WHERE name = 'pairing'")
        .execute(&mut *tx)
        .await?;
    remove(&mut tx, seek.player).await?;
    loop {
        let row = sqlx::query(CANDIDATE)
            .bind(kind_text(ctx.config.games, &seek.kind))
            .bind(clock_text(seek.clock))
            .bind(seek.player)
            .bind(here)
            .bind(seek.rating)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(partner) = row.as_ref().map(partner).transpose()? else {
            wait(&mut tx, ctx, seek).await?;
            tx.commit().await?;
            return Ok(None);
        };
        remove(&mut tx, partner.player).await?;
        // A seek of this node whose connection closed a moment ago is dropped.
        if partner.node == here && !connected_here(ctx, &partner) {
            continue;
        }
        tx.commit().await?;
        return Ok(Some(partner));
    }
}

fn partner(row: &AnyRow) -> Result<Partner, sqlx::Error> {
    Ok(Partner {
        player: row.try_get(0)?,
        node: row.try_get(1)?,
        conn: row.try_get::<i64, _>(2)? as ConnId,
        name: row.try_get(3)?,
        addr: addr_of(row.try_get(4)?),
    })
}

fn connected_here(ctx: &Ctx, partner: &Partner) -> bool {
    ctx.registry
        .outbox_of(partner.player)
        .is_some_and(|outbox| outbox.conn == partner.conn)
}

async fn remove(tx: &mut Transaction<'_, Any>, player: PlayerId) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM lobby_seeks WHERE player = $1")
        .bind(player)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

async fn wait(
    tx: &mut Transaction<'_, Any>,
    ctx: &Ctx,
    seek: &Seek<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO lobby_seeks (player, node, conn, name, kind, clock, rating, addr, follows, seated, since_ms) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(seek.player)
    .bind(ctx.node.id())
    .bind(seek.conn as i64)
    .bind(seek.name)
    .bind(kind_text(ctx.config.games, &seek.kind))
    .bind(clock_text(seek.clock))
    .bind(seek.rating)
    .bind(addr_text(seek.addr))
    .bind(flag(seek.follows))
    .bind(flag(seek.seated))
    .bind(crate::time::now_ms())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The player stops waiting, on this node.
pub async fn cancel(ctx: &Ctx, player: PlayerId) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM lobby_seeks WHERE player = $1 AND node = $2")
        .bind(player)
        .bind(ctx.node.id())
        .execute(ctx.db.pool())
        .await?;
    Ok(())
}

/// The seek of a connection of this node, which closed, goes.
pub async fn cancel_all_of(ctx: &Ctx, conn: ConnId) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM lobby_seeks WHERE node = $1 AND conn = $2")
        .bind(ctx.node.id())
        .bind(conn as i64)
        .execute(ctx.db.pool())
        .await?;
    Ok(())
}
