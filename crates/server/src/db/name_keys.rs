//! The name keys of players stored before: at start, each player gets the keys of
//! its name by today's fold (`names::name_keys`) that no player holds yet. A
//! database from before names were held has players without keys; one from before
//! the fold last changed has keys by the older fold, which stay (they only ever
//! refuse look-alikes). Of two players whose names share a key (a name held twice
//! before names were held once, or two names only today's fold tells alike), the
//! first read holds it, and both keep their names and tokens.

use super::load::LoadedPlayer;
use crate::names::{name_keys, shown_name};
use sqlx::{AnyPool, Row};
use std::collections::HashMap;
use std::collections::hash_map::Entry;

/// Adds every player's keys that nobody holds, in one transaction; how many players
/// got keys.
pub async fn hold_names(pool: &AnyPool, players: &[LoadedPlayer]) -> Result<u64, sqlx::Error> {
    let mut held: HashMap<String, i64> = HashMap::new();
    for row in sqlx::query("SELECT name_key, player_id FROM name_keys")
        .fetch_all(pool)
        .await?
    {
        held.insert(row.try_get(0)?, row.try_get(1)?);
    }
    let mut missing = Vec::new();
    for player in players {
        for key in distinct_keys(&shown_name(&player.name, player.id)) {
            if let Entry::Vacant(free) = held.entry(key) {
                missing.push((free.key().clone(), player.id));
                free.insert(player.id);
            }
        }
    }
    if missing.is_empty() {
        return Ok(0);
    }
    // Another server on the database may add the same keys at its own start.
    let mut tx = pool.begin().await?;
    for (key, player) in &missing {
        sqlx::query(
            "INSERT INTO name_keys (name_key, player_id) VALUES ($1, $2) \
             ON CONFLICT (name_key) DO NOTHING",
        )
        .bind(key)
        .bind(player)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    let mut keyed: Vec<i64> = missing.iter().map(|(_, player)| *player).collect();
    keyed.dedup();
    Ok(keyed.len() as u64)
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
