//! Forgetting players who never played: a player costs nothing to make, so one who
//! never sat at a game with an opponent is deleted at start once old enough, with
//! the games they hosted that nobody joined, and their name is free again.

use sqlx::AnyPool;
use std::time::Duration;

/// The players made before `$1` (ms) who never sat at a game with a second seat
/// taken. The subquery is not correlated, so it is read once, not once a player.
const UNPLAYED: &str = "SELECT id FROM players WHERE created_ms < $1 AND id NOT IN \
     (SELECT seat_one FROM games WHERE seat_two IS NOT NULL \
      UNION SELECT seat_two FROM games WHERE seat_two IS NOT NULL)";

/// Deletes the players made more than `expiry` before `now_ms` who never played, in
/// one transaction; how many there were.
pub async fn prune_unplayed(
    pool: &AnyPool,
    expiry: Duration,
    now_ms: i64,
) -> Result<u64, sqlx::Error> {
    let expiry_ms = i64::try_from(expiry.as_millis()).unwrap_or(i64::MAX);
    let cutoff_ms = now_ms.saturating_sub(expiry_ms);
    // Ratings come from games, and a game without a second seat has no moves, so
    // these are all that point at such a player.
    let ratings = format!("DELETE FROM ratings WHERE player_id IN ({UNPLAYED})");
    let names = format!("DELETE FROM name_keys WHERE player_id IN ({UNPLAYED})");
    let games = format!("DELETE FROM games WHERE seat_two IS NULL AND seat_one IN ({UNPLAYED})");
    let players = format!("DELETE FROM players WHERE id IN ({UNPLAYED})");
    let mut tx = pool.begin().await?;
    for statement in [&ratings, &names, &games] {
        sqlx::query(statement)
            .bind(cutoff_ms)
            .execute(&mut *tx)
            .await?;
    }
    let deleted = sqlx::query(&players)
        .bind(cutoff_ms)
        .execute(&mut *tx)
        .await?
        .rows_affected();
    tx.commit().await?;
    Ok(deleted)
}
