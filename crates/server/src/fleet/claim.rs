//! Claiming games: a game without an owner (its node's row reaped, `reaper`, or
//! deleted as the node drained) is taken by bumping its epoch from the one read, so
//! of any number of claimers exactly one wins it. The winner reads the game after its claim, so every move the old owner committed is
//! in, and replays it as a restart does: clocks stopped until a player is back.

use crate::ctx::Ctx;
use crate::db::{LoadedGame, find_players, load_game};
use crate::room::start_recovered;
use sqlx::Row;
use std::sync::Arc;

/// The most games claimed in one look: the rest wait for the next, half a second on.
const CLAIMS_AT_ONCE: i64 = 500;

/// Claims and starts the games no node owns; how many this node won.
pub async fn claim_orphans(ctx: &Arc<Ctx>) -> Result<usize, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT id, epoch FROM games WHERE owner IS NULL AND status <> 'over' ORDER BY id LIMIT $1",
    )
    .bind(CLAIMS_AT_ONCE)
    .fetch_all(ctx.db.pool())
    .await?;
    let candidates = rows
        .iter()
        .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
        .collect::<Result<Vec<(i64, i64)>, sqlx::Error>>()?;
    claim_games(ctx, &candidates).await
}

/// Claims each of `candidates` (a game's id and the epoch read with it, owner-less
/// then) and starts those won; how many.
pub async fn claim_games(ctx: &Arc<Ctx>, candidates: &[(i64, i64)]) -> Result<usize, sqlx::Error> {
    let mut won = 0;
    for &(id, epoch) in candidates {
        if !ctx.node.holds_lease() || ctx.node.draining() {
            break;
        }
        if !claim(ctx, id, epoch).await? {
            continue;
        }
        won += 1;
        ctx.metrics.took_over();
        match load_game(ctx.db.pool(), id).await? {
            Some(game) => start(ctx, game).await?,
            None => tracing::info!(game = id, "a claimed game ended meanwhile"),
        }
    }
    Ok(won)
}

/// Takes game `id` if it still has no owner and the epoch read.
async fn claim(ctx: &Ctx, id: i64, epoch: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE games SET owner = $1, epoch = $2 WHERE id = $3 AND epoch = $4 AND owner IS NULL",
    )
    .bind(ctx.node.id())
    .bind(epoch + 1)
    .bind(id)
    .bind(epoch)
    .execute(ctx.db.pool())
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Starts a claimed game, its players known here first (another node may have made
/// them).
async fn start(ctx: &Arc<Ctx>, game: LoadedGame) -> Result<(), sqlx::Error> {
    let seats: Vec<i64> = std::iter::once(game.seat_one)
        .chain(game.seat_two)
        .filter(|&id| ctx.players.name(id).is_none())
        .collect();
    for (player, ratings) in find_players(ctx.db.pool(), &seats).await? {
        ctx.ratings.learn(&ratings);
        ctx.players.learn(&player);
    }
    tracing::info!(game = %game.code, epoch = game.epoch, moves = game.moves.len(), "game claimed");
    start_recovered(ctx, std::slice::from_ref(&game));
    Ok(())
}
