//! Claiming games: a game without an owner (its node's row reaped, `reaper`, or
//! deleted as the node drained) is taken by bumping its epoch from the one read, so
//! of any number of claimers exactly one wins it. A game a draining node handed to
//! an heir (`drain`) is left to that heir while it lives. The winner reads the game after its claim, so every move the old owner committed is
//! in, and replays it as a restart does: clocks stopped until a player is back.

use crate::ctx::Ctx;
use crate::db::{LoadedGame, find_players, load_game};
use crate::room::start_recovered;
use connect4_game::escape::escape_cut;
use sqlx::Row;
use std::sync::Arc;

/// The most games claimed in one look: the rest wait for the next, half a second on.
const CLAIMS_AT_ONCE: i64 = 500;

/// Whether the heir a draining node named for a game (if any) leaves it to this
/// node: none named, this node, or the heir gone (an SQL condition on `games`).
fn heir_allows(ctx: &Ctx) -> String {
    format!(
        "(games.heir IS NULL OR games.heir = $1 OR NOT EXISTS (SELECT 1 FROM nodes h \
         WHERE h.id = games.heir AND h.lease_until_ms >= {}))",
        ctx.node.dialect.now_ms()
    )
}

/// Whether a game's stored kind is one this node plays (an SQL condition on
/// `games`): a game of another, a newer server's, is left for a node that plays it,
/// rather than claimed and then not served.
fn kind_played(ctx: &Ctx) -> String {
    // A game's name is plain (`a-z`, `0-9`, `_`), safe inside quotes; `substr`
    // rather than `LIKE`, in which `_` would match any character.
    let names: Vec<String> = (ctx.config.games.iter())
        .map(|game| {
            let name = game.name();
            let len = name.as_str().len() + 1;
            format!("games.kind = '{name}' OR substr(games.kind, 1, {len}) = '{name} '")
        })
        .collect();
    format!("({})", names.join(" OR "))
}

/// Says which games no node owns wait for a node that plays their kind (a newer
/// server's games, after a downgrade or amid a rolling upgrade), a line a kind.
pub async fn tell_kinds_not_played(ctx: &Ctx) -> Result<(), sqlx::Error> {
    let sql = format!(
        "SELECT kind, count(*) FROM games WHERE owner IS NULL AND status <> 'over' \
         AND NOT {} GROUP BY kind ORDER BY kind LIMIT 20",
        kind_played(ctx)
    );
    for row in sqlx::query(&sql).fetch_all(ctx.db.pool()).await? {
        let kind: String = row.try_get(0)?;
        let games: i64 = row.try_get(1)?;
        tracing::warn!(
            kind = %escape_cut(&kind, 40),
            games,
            "games of a kind this server does not play are left for a server that plays it"
        );
    }
    Ok(())
}

/// Claims and starts the games no node owns (but those a live heir waits for, and
/// those of kinds it does not play); how many this node won.
pub async fn claim_orphans(ctx: &Arc<Ctx>) -> Result<usize, sqlx::Error> {
    let sql = format!(
        "SELECT id, epoch FROM games WHERE owner IS NULL AND status <> 'over' AND {} \
         AND {} ORDER BY id LIMIT $2",
        heir_allows(ctx),
        kind_played(ctx)
    );
    let rows = sqlx::query(&sql)
        .bind(ctx.node.id())
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

/// Takes game `id` if it still has no owner and the epoch read, and its heir (if
/// any) leaves it to this node.
async fn claim(ctx: &Ctx, id: i64, epoch: i64) -> Result<bool, sqlx::Error> {
    let sql = format!(
        "UPDATE games SET owner = $1, epoch = $2, heir = NULL \
         WHERE id = $3 AND epoch = $4 AND owner IS NULL AND {}",
        heir_allows(ctx)
    );
    let done = sqlx::query(&sql)
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
