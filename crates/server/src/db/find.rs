//! A player the server was not told of at start, found by its token's hash or its
//! id: made since by another server on the same database. Read on the pool's second
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
    let loaded = ratings_of(pool, player.id).await?;
    Ok(Some((player, loaded)))
}

/// The players of `ids`, with their ratings: the seats of a game claimed from another
/// node, who may have been made there.
pub async fn find_players(
    pool: &AnyPool,
    ids: &[i64],
) -> Result<Vec<(LoadedPlayer, Vec<LoadedRating>)>, sqlx::Error> {
    let mut found = Vec::with_capacity(ids.len());
    for &id in ids {
        let row = sqlx::query("SELECT name, token_hash FROM players WHERE id = $1")
            .bind(id)
            .fetch_optional(pool)
            .await?;
        let Some(row) = row else { continue };
        let player = LoadedPlayer {
            id,
            name: row.try_get(0)?,
            token_hash: row.try_get(1)?,
        };
        let ratings = ratings_of(pool, id).await?;
        found.push((player, ratings));
    }
    Ok(found)
}

/// A player's stored ratings, as another node may have changed them.
pub async fn ratings_of(pool: &AnyPool, player: i64) -> Result<Vec<LoadedRating>, sqlx::Error> {
    let ratings = format!("{RATINGS} WHERE player_id = $1");
    let rows = sqlx::query(&ratings).bind(player).fetch_all(pool).await?;
    rows.iter().map(rating_of).collect()
}
