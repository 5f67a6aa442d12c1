//! Which node serves a player or a game. A player's games are served where their
//! newest game with a live owner is, and a client that reaches another node is sent
//! there; a game whose owner is gone is claimed by the node that needs it first.

use super::claim::claim_games;
use super::clock::Dialect;
use super::reaper::{not_yet, reap};
use crate::ctx::Ctx;
use crate::players::PlayerId;
use connect4_protocol::InviteCode;
use sqlx::Row;
use sqlx::any::AnyRow;
use std::sync::Arc;
use std::time::Duration;

/// Where something is served.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// Here (claimed here if it had no live owner).
    Here,
    /// By the node at this URL.
    There(String),
    /// Nowhere: no such game, or it is over.
    Nowhere,
    /// Another node claimed some of them as this one tried, or their owner is late
    /// renewing its lease: to be read again after this many milliseconds.
    Again(u64),
}

/// An owner whose lease has less than this left is late renewing it (a live one has
/// at least 1.5 s: two seconds, renewed every half): most likely dead. A client is
/// not sent to it, only to fail there and back off; its hello waits for the lease
/// to be renewed or to lapse, and the games to be claimed.
const SUSPECT_BELOW: Duration = Duration::from_millis(1400);

/// A game as placement reads it.
#[derive(Debug)]
struct Owned {
    id: i64,
    epoch: i64,
    owner: Option<i64>,
    url: Option<String>,
    alive: bool,
    /// How long its owner's lease has left, in milliseconds.
    lease_left: i64,
}

/// A game with its owner's address and whether its lease holds, newest first.
fn query(ctx: &Ctx, which: &str) -> String {
    format!(
        "SELECT g.id, g.epoch, g.owner, n.url, \
         COALESCE(n.lease_until_ms - {now}, -1) \
         FROM games g LEFT JOIN nodes n ON n.id = g.owner \
         WHERE {which} AND g.status <> 'over' ORDER BY g.created_ms DESC, g.id",
        now = ctx.node.dialect.now_ms()
    )
}

fn owned(row: &AnyRow) -> Result<Owned, sqlx::Error> {
    Ok(Owned {
        id: row.try_get(0)?,
        epoch: row.try_get(1)?,
        owner: row.try_get(2)?,
        url: row.try_get(3)?,
        alive: row.try_get::<i64, _>(4)? >= 0,
        lease_left: row.try_get(4)?,
    })
}

/// Where `player`'s games are served. On SQLite the one node serves everything.
pub async fn home_of(ctx: &Arc<Ctx>, player: PlayerId) -> Result<Place, sqlx::Error> {
    if ctx.node.dialect == Dialect::Sqlite {
        return Ok(Place::Here);
    }
    let sql = query(ctx, "(g.seat_one = $1 OR g.seat_two = $1)");
    settled(ctx, &sql, |q| q.bind(player), Place::Here).await
}

/// Where game `code` is served, if it is not over.
pub async fn place_of(ctx: &Arc<Ctx>, code: InviteCode) -> Result<Place, sqlx::Error> {
    if ctx.node.dialect == Dialect::Sqlite {
        return Ok(Place::Nowhere);
    }
    let sql = query(ctx, "g.code = $1");
    settled(ctx, &sql, |q| q.bind(code.to_string()), Place::Nowhere).await
}

/// How long where something is served may be read again, while claims race (the
/// second sees the winner), a drained node's heir has yet to claim (it looks every
/// half second), or an owner is late renewing its lease (a dead one's lease lapses
/// within two seconds, and its games are then claimed). After that the last word
/// is `none`.
const SETTLE_WITHIN: Duration = Duration::from_secs(3);

/// How long before reading again when a claim was lost or left to an heir.
const CLAIM_LOST_WAIT_MS: u64 = 100;

/// How long before reading again an owner late renewing its lease: not the whole
/// time its lease has left (up to 1.4 s), since a live node under load renews a
/// moment late, and a player sent to it (paired there, and given the grace to come
/// before the game is given up) must not wait for nothing.
const LATE_OWNER_WAIT_MS: u64 = 100;

/// The place of the games `sql` selects, read again while claims race or an owner is
/// late renewing its lease; `none` when there is no such game.
async fn settled(
    ctx: &Arc<Ctx>,
    sql: &str,
    bind: impl for<'q> Fn(Query<'q>) -> Query<'q>,
    none: Place,
) -> Result<Place, sqlx::Error> {
    let by = tokio::time::Instant::now() + SETTLE_WITHIN;
    loop {
        let games = read(ctx, sql, &bind).await?;
        match settle(ctx, games).await? {
            Some(Place::Again(_)) if tokio::time::Instant::now() >= by => return Ok(none),
            Some(Place::Again(wait)) => tokio::time::sleep(Duration::from_millis(wait)).await,
            place => return Ok(place.unwrap_or(none)),
        }
    }
}

type Query<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

/// The games `sql` selects; the nodes whose lease lapsed reaped first if one owns
/// any of them, so those are read without an owner. Just after the store came back
/// this node may not reap yet (every lease lapsed in the outage): the read waits
/// until it may, a few seconds at most, for the owner to renew or be reaped.
async fn read(
    ctx: &Ctx,
    sql: &str,
    bind: impl for<'q> Fn(Query<'q>) -> Query<'q>,
) -> Result<Vec<Owned>, sqlx::Error> {
    let rows = bind(sqlx::query(sql)).fetch_all(ctx.db.pool()).await?;
    let games = rows.iter().map(owned).collect::<Result<Vec<_>, _>>()?;
    if !games.iter().any(|g| g.owner.is_some() && !g.alive) {
        return Ok(games);
    }
    if let Some(left) = not_yet(ctx) {
        tokio::time::sleep(left).await;
    }
    reap(ctx, ctx.db.pool()).await?;
    let rows = bind(sqlx::query(sql)).fetch_all(ctx.db.pool()).await?;
    rows.iter().map(owned).collect()
}

/// The place of the newest game with a live owner; games without one are claimed
/// here when that place is here or there is none.
async fn settle(ctx: &Arc<Ctx>, games: Vec<Owned>) -> Result<Option<Place>, sqlx::Error> {
    if games.is_empty() {
        return Ok(None);
    }
    let me = ctx.node.id();
    if let Some(game) = games
        .iter()
        .find(|g| g.owner.is_some_and(|o| o != me) && g.alive)
    {
        let newer_here = games
            .iter()
            .take_while(|g| g.id != game.id)
            .any(|g| g.owner == Some(me));
        if !newer_here && game.lease_left < SUSPECT_BELOW.as_millis() as i64 {
            let lapses_in = game.lease_left.max(0) as u64 + 20;
            return Ok(Some(Place::Again(lapses_in.min(LATE_OWNER_WAIT_MS))));
        }
        if !newer_here {
            return Ok(Some(Place::There(game.url.clone().unwrap_or_default())));
        }
    }
    let orphans: Vec<(i64, i64)> = games
        .iter()
        .filter(|g| g.owner.is_none())
        .map(|g| (g.id, g.epoch))
        .collect();
    if !orphans.is_empty() && claim_games(ctx, &orphans).await? < orphans.len() {
        // Another node won a claim, or it is left to a drained node's heir: where
        // the games are now is read again.
        return Ok(Some(Place::Again(CLAIM_LOST_WAIT_MS)));
    }
    Ok(Some(Place::Here))
}
