//! A player the server was not told of at start, found by its token's hash: made
//! since by another server on the same database. Read on the pool's second
//! connection (the writer holds the first).

use super::load::{LoadedPlayer, LoadedRating};
use sqlx::{AnyPool, Row};

/// The player of `token_hash`, with its ratings, if the database holds one.
pub async fn find_player(
    pool: &AnyPool,
    token_hash: &str,
) -> Result<Option<(LoadedPlayer, Vec<LoadedRating>)>, sqlx::Error> {
    let row = sqlx::query("SELECT id, name FROM players WHERE token_hash = $1")
        .bind(token_hash)
        .fetch_optional(pool)
        .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let player = LoadedPlayer {
        id: row.try_get(0)?,
        name: row.try_get(1)?,
        token_hash: token_hash.to_string(),
    };
    let ratings = "SELECT kind, rating, deviation, volatility, games FROM ratings \
                   WHERE player_id = $1";
    let mut loaded = Vec::new();
    for row in sqlx::query(ratings).bind(player.id).fetch_all(pool).await? {
        loaded.push(LoadedRating {
            player: player.id,
            kind: row.try_get(0)?,
            rating: row.try_get(1)?,
            deviation: row.try_get(2)?,
            volatility: row.try_get(3)?,
            games: row.try_get(4)?,
        });
    }
    Ok(Some((player, loaded)))
}
