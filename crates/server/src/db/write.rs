//! The changes the server stores, each one statement (or two) of plain SQL with
//! `$n` parameters, which both SQLite and PostgreSQL read.

use sqlx::AnyConnection;

/// One change to store.
#[derive(Debug, Clone, PartialEq)]
pub enum Write {
    Player {
        id: i64,
        name: String,
        token_hash: String,
        at_ms: i64,
    },
    Game {
        id: i64,
        code: String,
        kind: String,
        clock: Option<String>,
        rated: bool,
        seat_one: i64,
        seat_two: Option<i64>,
        rematch_of: Option<String>,
        at_ms: i64,
    },
    /// One folded key of a player's name (`names::name_keys`), unique: the name is
    /// held by this player on every server of the database.
    NameKey { key: String, player: i64 },
    /// The second player joined: the game is on, rated unless they share an address.
    SecondSeat { game: i64, player: i64, rated: bool },
    Move {
        game: i64,
        ply: i64,
        mv: String,
        clock_ms: Option<i64>,
        at_ms: i64,
    },
    Finish {
        game: i64,
        winner: Option<String>,
        reason: String,
        at_ms: i64,
    },
    Rating {
        player: i64,
        kind: String,
        rating: f64,
        deviation: f64,
        volatility: f64,
        games: i64,
    },
}

impl Write {
    pub async fn execute(&self, conn: &mut AnyConnection) -> Result<(), sqlx::Error> {
        let query = match self {
            Write::Player { id, name, token_hash, at_ms } => sqlx::query(
                "INSERT INTO players (id, name, token_hash, created_ms) VALUES ($1, $2, $3, $4)",
            )
            .bind(*id)
            .bind(name.as_str())
            .bind(token_hash.as_str())
            .bind(*at_ms),
            Write::Game { id, code, kind, clock, rated, seat_one, seat_two, rematch_of, at_ms } => {
                sqlx::query(
                    "INSERT INTO games (id, code, kind, clock, rated, seat_one, seat_two, \
                     rematch_of, status, created_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
                )
                .bind(*id)
                .bind(code.as_str())
                .bind(kind.as_str())
                .bind(clock.clone())
                .bind(i64::from(*rated))
                .bind(*seat_one)
                .bind(*seat_two)
                .bind(rematch_of.clone())
                .bind(if seat_two.is_some() { "playing" } else { "waiting" })
                .bind(*at_ms)
            }
            Write::NameKey { key, player } => {
                sqlx::query("INSERT INTO name_keys (name_key, player_id) VALUES ($1, $2)")
                    .bind(key.as_str())
                    .bind(*player)
            }
            Write::SecondSeat { game, player, rated } => sqlx::query(
                "UPDATE games SET seat_two = $1, rated = $2, status = 'playing' WHERE id = $3",
            )
            .bind(*player)
            .bind(i64::from(*rated))
            .bind(*game),
            Write::Move { game, ply, mv, clock_ms, at_ms } => sqlx::query(
                "INSERT INTO moves (game_id, ply, mv, clock_ms, played_ms) VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(*game)
            .bind(*ply)
            .bind(mv.as_str())
            .bind(*clock_ms)
            .bind(*at_ms),
            Write::Finish { game, winner, reason, at_ms } => sqlx::query(
                "UPDATE games SET status = 'over', winner = $1, reason = $2, ended_ms = $3 WHERE id = $4",
            )
            .bind(winner.clone())
            .bind(reason.as_str())
            .bind(*at_ms)
            .bind(*game),
            Write::Rating { player, kind, rating, deviation, volatility, games } => sqlx::query(
                "INSERT INTO ratings (player_id, kind, rating, deviation, volatility, games) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (player_id, kind) DO UPDATE SET \
                 rating = excluded.rating, deviation = excluded.deviation, \
                 volatility = excluded.volatility, games = excluded.games",
            )
            .bind(*player)
            .bind(kind.as_str())
            .bind(*rating)
            .bind(*deviation)
            .bind(*volatility)
            .bind(*games),
        };
        query.execute(&mut *conn).await?;
        Ok(())
    }
}
