//! The name keys of players stored before names were held by the database: at start,
//! each player without a key row gets its name's keys, unless another player holds
//! one already (a database from before names were held once may have a name twice:
//! the first filled in holds it, the others keep their names).

use super::load::LoadedPlayer;
use crate::names::{name_keys, shown_name};
use sqlx::{AnyPool, Row};
use std::collections::HashSet;

/// Fills in the keys of every player that has none, in one transaction; how many
/// players it filled in.
pub async fn hold_old_names(pool: &AnyPool, players: &[LoadedPlayer]) -> Result<u64, sqlx::Error> {
    let mut keyed = HashSet::new();
    for row in sqlx::query("SELECT DISTINCT player_id FROM name_keys")
        .fetch_all(pool)
        .await?
    {
        keyed.insert(row.try_get::<i64, _>(0)?);
    }
    let unkeyed: Vec<&LoadedPlayer> = players.iter().filter(|p| !keyed.contains(&p.id)).collect();
    if unkeyed.is_empty() {
        return Ok(0);
    }
    let mut tx = pool.begin().await?;
    for player in &unkeyed {
        for key in distinct_keys(&shown_name(&player.name, player.id)) {
            sqlx::query(
                "INSERT INTO name_keys (name_key, player_id) VALUES ($1, $2) \
                 ON CONFLICT (name_key) DO NOTHING",
            )
            .bind(key)
            .bind(player.id)
            .execute(&mut *tx)
            .await?;
        }
    }
    tx.commit().await?;
    Ok(unkeyed.len() as u64)
}

/// A name's keys, each once (they are often the same).
pub fn distinct_keys(name: &str) -> Vec<String> {
    let [first, second] = name_keys(name);
    if first == second {
        vec![first]
    } else {
        vec![first, second]
    }
}
