//! The database: opened through sqlx's `Any` driver (SQLite or PostgreSQL), checked
//! writable and migrated at start, read once to
//! recover, then written by one task that commits in batches.

mod backoff;
mod committer;
mod error;
mod files;
mod find;
mod health;
mod link;
mod load;
mod migrations;
mod move_batch;
#[cfg(test)]
mod move_batch_tests;
mod move_write;
mod name_keys;
mod own_connection;
mod prune;
mod settings;
mod writable;
mod write;
mod write_error;
#[cfg(test)]
mod write_tests;
mod writer;

pub use find::{find_players, ratings_of};
pub use load::{Loaded, LoadedGame, LoadedPlayer, LoadedRating, load, load_game};
pub use name_keys::{distinct_keys, hold_names};
pub use own_connection::OwnConnection;
pub use prune::prune_unplayed;
pub use write::Write;
pub use writer::{Db, DbError};

use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::{AnyPool, Connection};

/// Opens (creating if need be) and migrates the database at `url`; refuses a SQLite
/// database the server could not write.
pub async fn open(url: &str) -> Result<AnyPool, sqlx::Error> {
    install_default_drivers();
    let sqlite = url.starts_with("sqlite:");
    let refused = |reason: String| sqlx::Error::Configuration(reason.into());
    if sqlite {
        writable::refuse_read_only_files(url).map_err(refused)?;
        writable::probe(url).await.map_err(refused)?;
    }
    let pool = AnyPoolOptions::new()
        // The pool serves reads, claims and the lobby's transactions; the writer, the
        // lease and the reaper have connections of their own (`OwnConnection`).
        .max_connections(if sqlite { 4 } else { 8 })
        // A connection handed back inside a transaction (one whose COMMIT or
        // ROLLBACK failed, so that sqlx and the database may disagree on it) is
        // closed, never handed to the next task: it could hold the database's write
        // lock, or run that task's transactions as savepoints that never commit.
        .after_release(|conn, _| Box::pin(async move { Ok(!conn.is_in_transaction()) }))
        .after_connect(move |conn, _| {
            Box::pin(async move {
                if sqlite {
                    settings::apply(conn).await?;
                } else {
                    settings::apply_postgres(conn).await?;
                }
                Ok(())
            })
        })
        .connect(url)
        .await?;
    migrations::migrator().await?.run(&pool).await?;
    Ok(pool)
}
