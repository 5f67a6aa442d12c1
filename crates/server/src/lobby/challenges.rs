//! Open challenges in the database, for every node: posted under a number drawn
//! from a shared counter, withdrawn by their player, taken by one acceptor at most
//! (the row is deleted and read in one statement), listed for the lobby.

use super::columns::{addr_of, addr_text, clock_of, clock_text, flag, kind_of, kind_text};
use super::retry::retrying;
use super::txn;
use crate::ctx::Ctx;
use crate::outbox::ConnId;
use crate::players::PlayerId;
use connect4_protocol::{Challenge, Clock, GameKind};
use sqlx::Row;
use sqlx::any::AnyRow;
use std::net::IpAddr;

/// Open challenges one player may have at once.
pub const CHALLENGES_PER_PLAYER: i64 = 3;

/// A challenge as its player posts it.
#[derive(Debug)]
pub struct Posting<'a> {
    pub by: PlayerId,
    pub conn: ConnId,
    pub name: &'a str,
    pub kind: GameKind,
    pub clock: Option<Clock>,
    pub rated: bool,
    /// The rating shown beside it.
    pub rating: Option<i32>,
    pub addr: Option<IpAddr>,
    /// Whether the player's client follows a redirect to another node.
    pub follows: bool,
    /// Whether the player sits in a live game on this node.
    pub seated: bool,
}

/// A challenge as read back.
#[derive(Debug)]
pub struct Open {
    pub id: u64,
    pub by: PlayerId,
    pub node: i64,
    pub conn: ConnId,
    pub name: String,
    pub kind: GameKind,
    pub clock: Option<Clock>,
    pub rated: bool,
    pub addr: Option<IpAddr>,
    pub follows: bool,
    pub seated: bool,
}

const COLUMNS: &str = "id, player, node, conn, name, kind, clock, rated, addr, follows, seated";

fn open(ctx: &Ctx, row: &AnyRow) -> Result<Open, sqlx::Error> {
    let unreadable = |e: String| sqlx::Error::Decode(e.into());
    Ok(Open {
        id: row.try_get::<i64, _>(0)? as u64,
        by: row.try_get(1)?,
        node: row.try_get(2)?,
        conn: row.try_get::<i64, _>(3)? as ConnId,
        name: row.try_get(4)?,
        kind: kind_of(ctx.config.games, &row.try_get::<String, _>(5)?).map_err(unreadable)?,
        clock: clock_of(&row.try_get::<String, _>(6)?).map_err(unreadable)?,
        rated: row.try_get::<i64, _>(7)? == 1,
        addr: addr_of(row.try_get(8)?),
        follows: row.try_get::<i64, _>(9)? == 1,
        seated: row.try_get::<i64, _>(10)? == 1,
    })
}

/// Posts a challenge; its number, or `None` if the player has as many open as
/// allowed.
pub async fn post(ctx: &Ctx, posting: &Posting<'_>) -> Result<Option<u64>, sqlx::Error> {
    retrying(&ctx.metrics, || post_once(ctx, posting)).await
}

async fn post_once(ctx: &Ctx, posting: &Posting<'_>) -> Result<Option<u64>, sqlx::Error> {
    let mut tx = txn::begin(ctx).await?;
    // A write first: SQLite takes its lock for the whole transaction here, where a
    // read first would make it fail on a write of another connection since.
    let id: i64 = sqlx::query(
        "UPDATE lobby_counters SET value = value + 1 WHERE name = 'challenge' RETURNING value",
    )
    .fetch_one(&mut *tx)
    .await?
    .try_get(0)?;
    let open: i64 = sqlx::query("SELECT COUNT(*) FROM lobby_challenges WHERE player = $1")
        .bind(posting.by)
        .fetch_one(&mut *tx)
        .await?
        .try_get(0)?;
    if open >= CHALLENGES_PER_PLAYER {
        return Ok(None);
    }
    sqlx::query(
        "INSERT INTO lobby_challenges (id, player, node, conn, name, kind, clock, rated, rating, addr, follows, seated) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
    )
    .bind(id)
    .bind(posting.by)
    .bind(ctx.node.id())
    .bind(posting.conn as i64)
    .bind(posting.name)
    .bind(kind_text(ctx.config.games, &posting.kind))
    .bind(clock_text(posting.clock))
    .bind(flag(posting.rated))
    .bind(posting.rating.map(i64::from))
    .bind(addr_text(posting.addr))
    .bind(flag(posting.follows))
    .bind(flag(posting.seated))
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Some(id as u64))
}

/// Withdraws challenge `id` of player `by`; false if they have no such challenge.
pub async fn withdraw(ctx: &Ctx, id: u64, by: PlayerId) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM lobby_challenges WHERE id = $1 AND player = $2")
        .bind(id as i64)
        .bind(by)
        .execute(ctx.db.pool())
        .await?;
    Ok(done.rows_affected() > 0)
}

/// Challenge `id`, if it is open.
pub async fn find(ctx: &Ctx, id: u64) -> Result<Option<Open>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM lobby_challenges WHERE id = $1");
    let row = sqlx::query(&sql)
        .bind(id as i64)
        .fetch_optional(ctx.db.pool())
        .await?;
    row.as_ref().map(|row| open(ctx, row)).transpose()
}

/// Takes challenge `id` off the lobby for good; `None` if another took it first.
pub async fn take(ctx: &Ctx, id: u64) -> Result<Option<Open>, sqlx::Error> {
    let sql = format!("DELETE FROM lobby_challenges WHERE id = $1 RETURNING {COLUMNS}");
    let row = sqlx::query(&sql)
        .bind(id as i64)
        .fetch_optional(ctx.db.pool())
        .await?;
    row.as_ref().map(|row| open(ctx, row)).transpose()
}

/// The challenges of a connection of this node, which closed, are withdrawn; whether
/// there were any.
pub async fn withdraw_all_of(ctx: &Ctx, conn: ConnId) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM lobby_challenges WHERE node = $1 AND conn = $2")
        .bind(ctx.node.id())
        .bind(conn as i64)
        .execute(ctx.db.pool())
        .await?;
    Ok(done.rows_affected() > 0)
}

/// The first `max` open challenges, oldest first, as the lobby shows them.
pub async fn listed(ctx: &Ctx, max: usize) -> Result<Vec<Challenge>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT id, name, kind, clock, rated, rating FROM lobby_challenges ORDER BY id LIMIT $1",
    )
    .bind(max as i64)
    .fetch_all(ctx.db.pool())
    .await?;
    let mut shown = Vec::with_capacity(rows.len());
    for row in &rows {
        let kind = kind_of(ctx.config.games, &row.try_get::<String, _>(2)?);
        let clock = clock_of(&row.try_get::<String, _>(3)?);
        // A row of a newer server this one cannot read is left out, not fatal.
        let (Ok(kind), Ok(clock)) = (kind, clock) else {
            continue;
        };
        shown.push(Challenge {
            id: row.try_get::<i64, _>(0)? as u64,
            by: row.try_get(1)?,
            kind,
            clock,
            rated: row.try_get::<i64, _>(4)? == 1,
            rating: row.try_get::<Option<i64>, _>(5)?.map(|r| r as i32),
        });
    }
    Ok(shown)
}
