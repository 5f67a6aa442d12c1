//! A player the server was not told of at start, found by its token's hash: made
//! since by another server on the same database. Read on the pool's second
//! connection (the writer holds the first).

use super::load::{LoadedPlayer, LoadedRating, RATINGS, rating_of};
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
    let ratings = format!("{RATINGS} WHERE player_id = $1");
    let rows = sqlx::query(&ratings)
        .bind(player.id)
        .fetch_all(pool)
        .await?;
    let loaded = rows.iter().map(rating_of).collect::<Result<_, _>>()?;
    Ok(Some((player, loaded)))
}
