//! The changes the server stores, each one statement (or two) of plain SQL with
//! `$n` parameters, which both SQLite and PostgreSQL read. A write to a game names
//! the epoch its node owns it under and is refused unless the game still has it
//! (fencing); a rating names the count of games it was computed from and is refused
//! if another node changed it since (compare-and-set).

use super::move_write::{insert_sql, why_not_stored};
pub use super::write_error::WriteError;
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
        /// The node that creates it owns it, under epoch 1.
        owner: i64,
    },
    /// One folded key of a player's name (`names::name_keys`), unique: the name is
    /// held by this player on every server of the database.
    NameKey { key: String, player: i64 },
    /// The second player joined: the game is on, rated unless they share an address.
    SecondSeat {
        game: i64,
        epoch: i64,
        player: i64,
        rated: bool,
    },
    Move {
        game: i64,
        epoch: i64,
        ply: i64,
        mv: String,
        clock_ms: Option<i64>,
        at_ms: i64,
    },
    Finish {
        game: i64,
        epoch: i64,
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
        /// The games the rating it replaces counted (0: there was none).
        was_games: i64,
    },
}

impl Write {
    /// Makes the change. A move and a rating are idempotent: the same change found
    /// stored already counts as made, so a job sent again after a commit whose
    /// answer was lost (the database stopped between its COMMIT and the reply)
    /// succeeds rather than failing on its own first copy forever.
    pub async fn execute(&self, conn: &mut AnyConnection) -> Result<(), WriteError> {
        match self {
            Write::Move {
                game,
                epoch,
                ply,
                mv,
                ..
            } => {
                let done = self.query(conn).execute(&mut *conn).await?;
                if done.rows_affected() == 0 {
                    why_not_stored(conn, *game, *epoch, *ply, mv).await?;
                }
                return Ok(());
            }
            Write::Finish { game, epoch, .. } | Write::SecondSeat { game, epoch, .. } => {
                fence(conn, *game, *epoch).await?;
            }
            Write::Rating { player, .. } => {
                let done = self.query(conn).execute(&mut *conn).await?;
                // Another node's result counted first (a row where none was, or a
                // rating of more games than the one replaced), unless it is this
                // very rating, stored by a commit whose answer was lost.
                if done.rows_affected() != 1 && !self.rating_stored(conn).await? {
                    return Err(WriteError::Stale(*player));
                }
                return Ok(());
            }
            _ => {}
        }
        self.query(conn).execute(&mut *conn).await?;
        Ok(())
    }

    /// Whether the change is made by one statement (and reads), atomic without a
    /// transaction of its own; a fenced change of a game's row is two.
    pub fn is_one_statement(&self) -> bool {
        !matches!(self, Write::Finish { .. } | Write::SecondSeat { .. })
    }

    /// Whether the rating this write sets is the one stored, to the bit.
    async fn rating_stored(&self, conn: &mut AnyConnection) -> Result<bool, WriteError> {
        let Write::Rating {
            player,
            kind,
            rating,
            deviation,
            volatility,
            games,
            ..
        } = self
        else {
            return Ok(false);
        };
        let stored: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM ratings WHERE player_id = $1 AND kind = $2 AND rating = $3 \
             AND deviation = $4 AND volatility = $5 AND games = $6",
        )
        .bind(*player)
        .bind(kind.as_str())
        .bind(*rating)
        .bind(*deviation)
        .bind(*volatility)
        .bind(*games)
        .fetch_one(&mut *conn)
        .await?;
        Ok(stored == 1)
    }

    /// The statement of this change on `conn`'s database.
    fn query(
        &self,
        conn: &AnyConnection,
    ) -> sqlx::query::Query<'_, sqlx::Any, sqlx::any::AnyArguments<'_>> {
        match self {
            Write::Move { game, epoch, ply, mv, clock_ms, at_ms } => {
                sqlx::query(insert_sql(conn.backend_name() == "PostgreSQL"))
                    .bind(*game)
                    .bind(*ply)
                    .bind(mv.as_str())
                    .bind(*clock_ms)
                    .bind(*at_ms)
                    .bind(*epoch)
            }
            Write::Player { id, name, token_hash, at_ms } => sqlx::query(
                "INSERT INTO players (id, name, token_hash, created_ms) VALUES ($1, $2, $3, $4)",
            )
            .bind(*id)
            .bind(name.as_str())
            .bind(token_hash.as_str())
            .bind(*at_ms),
            Write::Game { id, code, kind, clock, rated, seat_one, seat_two, rematch_of, at_ms, owner } => {
                sqlx::query(
                    "INSERT INTO games (id, code, kind, clock, rated, seat_one, seat_two, \
                     rematch_of, status, created_ms, owner, epoch) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 1)",
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
                .bind(*owner)
            }
            Write::NameKey { key, player } => {
                sqlx::query("INSERT INTO name_keys (name_key, player_id) VALUES ($1, $2)")
                    .bind(key.as_str())
                    .bind(*player)
            }
            Write::SecondSeat { game, player, rated, .. } => sqlx::query(
                "UPDATE games SET seat_two = $1, rated = $2, status = 'playing' WHERE id = $3",
            )
            .bind(*player)
            .bind(i64::from(*rated))
            .bind(*game),
            Write::Finish { game, winner, reason, at_ms, .. } => sqlx::query(
                "UPDATE games SET status = 'over', winner = $1, reason = $2, ended_ms = $3 WHERE id = $4",
            )
            .bind(winner.clone())
            .bind(reason.as_str())
            .bind(*at_ms)
            .bind(*game),
            Write::Rating { player, kind, rating, deviation, volatility, games, was_games } => {
                let query = if *was_games == 0 {
                    sqlx::query(
                        "INSERT INTO ratings (player_id, kind, rating, deviation, volatility, games) \
                         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (player_id, kind) DO NOTHING",
                    )
                } else {
                    sqlx::query(
                        "UPDATE ratings SET rating = $3, deviation = $4, volatility = $5, games = $6 \
                         WHERE player_id = $1 AND kind = $2 AND games = $7",
                    )
                };
                let query = query
                    .bind(*player)
                    .bind(kind.as_str())
                    .bind(*rating)
                    .bind(*deviation)
                    .bind(*volatility)
                    .bind(*games);
                if *was_games == 0 { query } else { query.bind(*was_games) }
            }
        }
    }
}

/// Proves the writer still owns `game` under `epoch`. An update, not a read: it
/// locks the game's row until the commit, so a claim made meanwhile waits for this
/// transaction and then sees its moves, and one made before makes this one fail.
async fn fence(conn: &mut AnyConnection, game: i64, epoch: i64) -> Result<(), WriteError> {
    let done = sqlx::query("UPDATE games SET epoch = epoch WHERE id = $1 AND epoch = $2")
        .bind(game)
        .bind(epoch)
        .execute(&mut *conn)
        .await?;
    if done.rows_affected() == 1 {
        Ok(())
    } else {
        Err(WriteError::Fenced(game))
    }
}
