//! Reading the state back: at start every player and rating (the server keeps them
//! in memory) and the codes already used; a game not over with all its moves when
//! this node claims it (`fleet::claim`).

use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};

#[derive(Debug, Clone)]
pub struct LoadedPlayer {
    pub id: i64,
    pub name: String,
    pub token_hash: String,
}

#[derive(Debug, Clone)]
pub struct LoadedRating {
    pub player: i64,
    pub kind: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i64,
}

/// A game in progress or waiting for its second player.
#[derive(Debug, Clone)]
pub struct LoadedGame {
    pub id: i64,
    pub code: String,
    pub kind: String,
    pub clock: Option<String>,
    pub rated: bool,
    pub seat_one: i64,
    pub seat_two: Option<i64>,
    pub rematch_of: Option<String>,
    /// The ownership number its writes are checked against.
    pub epoch: i64,
    /// Each move and the mover's time left after it.
    pub moves: Vec<(String, Option<i64>)>,
}

/// Everything read at start.
#[derive(Debug, Default)]
pub struct Loaded {
    pub players: Vec<LoadedPlayer>,
    pub ratings: Vec<LoadedRating>,
    pub codes: Vec<String>,
}

/// A game's columns, in the order `game_of` reads them.
const GAMES: &str =
    "SELECT id, code, kind, clock, rated, seat_one, seat_two, rematch_of, epoch FROM games";

/// Game `id` not over, with its moves, as stored now (a game claimed from a node
/// gone: read after the claim, so every move its owner committed is in).
pub async fn load_game(pool: &AnyPool, id: i64) -> Result<Option<LoadedGame>, sqlx::Error> {
    let query = format!("{GAMES} WHERE id = $1 AND status <> 'over'");
    match sqlx::query(&query).bind(id).fetch_optional(pool).await? {
        Some(row) => Ok(Some(game_of(pool, &row).await?)),
        None => Ok(None),
    }
}

/// A game as `GAMES` selects it, with its moves read.
async fn game_of(pool: &AnyPool, row: &AnyRow) -> Result<LoadedGame, sqlx::Error> {
    let id: i64 = row.try_get(0)?;
    let moves = sqlx::query("SELECT mv, clock_ms FROM moves WHERE game_id = $1 ORDER BY ply")
        .bind(id)
        .fetch_all(pool)
        .await?
        .iter()
        .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
        .collect::<Result<_, sqlx::Error>>()?;
    Ok(LoadedGame {
        id,
        code: row.try_get(1)?,
        kind: row.try_get(2)?,
        clock: row.try_get(3)?,
        rated: row.try_get::<i64, _>(4)? != 0,
        seat_one: row.try_get(5)?,
        seat_two: row.try_get(6)?,
        rematch_of: row.try_get(7)?,
        epoch: row.try_get(8)?,
        moves,
    })
}

/// Every stored rating, in the columns `rating_of` reads.
pub const RATINGS: &str =
    "SELECT player_id, kind, rating, deviation, volatility, games FROM ratings";

/// A rating as `RATINGS` selects it.
pub fn rating_of(row: &AnyRow) -> Result<LoadedRating, sqlx::Error> {
    Ok(LoadedRating {
        player: row.try_get(0)?,
        kind: row.try_get(1)?,
        rating: row.try_get(2)?,
        deviation: row.try_get(3)?,
        volatility: row.try_get(4)?,
        games: row.try_get(5)?,
    })
}

pub async fn load(pool: &AnyPool) -> Result<Loaded, sqlx::Error> {
    let mut loaded = Loaded::default();
    for row in sqlx::query("SELECT id, name, token_hash FROM players")
        .fetch_all(pool)
        .await?
    {
        loaded.players.push(LoadedPlayer {
            id: row.try_get(0)?,
            name: row.try_get(1)?,
            token_hash: row.try_get(2)?,
        });
    }
    for row in sqlx::query(RATINGS).fetch_all(pool).await? {
        loaded.ratings.push(rating_of(&row)?);
    }
    for row in sqlx::query("SELECT code FROM games")
        .fetch_all(pool)
        .await?
    {
        loaded.codes.push(row.try_get(0)?);
    }
    Ok(loaded)
}
