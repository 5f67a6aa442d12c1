//! The games on the other nodes, as the games table holds them, listed in the lobby
//! beside this node's own (which its registry knows move by move). The table tells
//! their players and moves as stored, a move or so behind at most.

use super::columns::kind_of;
use crate::ctx::Ctx;
use crate::names::shown_name;
use connect4_protocol::{Clock, InviteCode, LiveGame};
use sqlx::Row;
use sqlx::any::AnyRow;

/// The first `max` games on, by code, that another node serves (or none yet: a dead
/// node's, until claimed).
pub async fn elsewhere(ctx: &Ctx, max: usize) -> Result<Vec<LiveGame>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT g.code, g.kind, g.clock, g.seat_one, p1.name, g.seat_two, p2.name, \
         (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id) \
         FROM (SELECT id, code, kind, clock, seat_one, seat_two FROM games \
               WHERE status = 'playing' AND (owner IS NULL OR owner <> $1) \
               ORDER BY code LIMIT $2) g \
         JOIN players p1 ON p1.id = g.seat_one JOIN players p2 ON p2.id = g.seat_two",
    )
    .bind(ctx.node.id())
    .bind(max as i64)
    .fetch_all(ctx.db.pool())
    .await?;
    let mut games = Vec::with_capacity(rows.len());
    for row in &rows {
        // A row of a newer server this one cannot read is left out, not fatal.
        if let Some(game) = live(ctx, row)? {
            games.push(game);
        }
    }
    Ok(games)
}

fn live(ctx: &Ctx, row: &AnyRow) -> Result<Option<LiveGame>, sqlx::Error> {
    let code = InviteCode::parse(&row.try_get::<String, _>(0)?);
    let kind = kind_of(ctx.config.games, &row.try_get::<String, _>(1)?);
    let clock = row
        .try_get::<Option<String>, _>(2)?
        .map(|c| Clock::parse(&c))
        .transpose();
    let (Ok(code), Ok(kind), Ok(clock)) = (code, kind, clock) else {
        return Ok(None);
    };
    let one = shown_name(&row.try_get::<String, _>(4)?, row.try_get(3)?);
    let two = shown_name(&row.try_get::<String, _>(6)?, row.try_get(5)?);
    Ok(Some(LiveGame {
        code,
        kind,
        clock,
        players: [one, two],
        moves: row.try_get::<i64, _>(7)? as u32,
    }))
}
