//! The database: opened through sqlx's `Any` driver (SQLite built in, PostgreSQL with
//! the `postgres` feature), migrated at start, read once to recover, then written by
//! one task that commits in batches.

mod load;
mod migrations;
mod prune;
mod write;
mod writer;

pub use load::{LoadedGame, LoadedPlayer, LoadedRating, load};
pub use prune::prune_unplayed;
pub use write::Write;
pub use writer::{Db, DbError};

use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::{AnyPool, Executor};

/// Opens (creating if need be) and migrates the database at `url`.
pub async fn open(url: &str) -> Result<AnyPool, sqlx::Error> {
    install_default_drivers();
    let sqlite = url.starts_with("sqlite:");
    let pool = AnyPoolOptions::new()
        // One connection writes; another serves the reads at start.
        .max_connections(2)
        .after_connect(move |conn, _| {
            Box::pin(async move {
                if sqlite {
                    // WAL lets a commit be one append and one fsync; FULL makes that
                    // fsync part of every commit, so an acknowledged move survives
                    // a crash of the machine, not only of the process.
                    conn.execute("PRAGMA journal_mode = WAL").await?;
                    conn.execute("PRAGMA synchronous = FULL").await?;
                    conn.execute("PRAGMA foreign_keys = ON").await?;
                    conn.execute("PRAGMA busy_timeout = 5000").await?;
                }
                Ok(())
            })
        })
        .connect(url)
        .await?;
    migrations::migrator().await?.run(&pool).await?;
    Ok(pool)
}
