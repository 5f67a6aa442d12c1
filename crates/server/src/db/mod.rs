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
mod name_keys;
mod prune;
mod settings;
mod writable;
mod write;
mod writer;

pub use find::{find_players, ratings_of};
pub use load::{Loaded, LoadedGame, LoadedPlayer, LoadedRating, load, load_game};
pub use name_keys::{distinct_keys, hold_names};
pub use prune::prune_unplayed;
pub use write::Write;
pub use writer::{Db, DbError};

use sqlx::AnyPool;
use sqlx::any::{AnyPoolOptions, install_default_drivers};

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
        // One connection writes; the others serve reads, the lease, the reaper and the
        // lobby's transactions (PostgreSQL's take the fleet's lobby too).
        .max_connections(if sqlite { 4 } else { 8 })
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
