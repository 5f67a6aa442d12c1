//! A move stored: one statement that inserts it only while its game is owned under
//! the writer's epoch, the fence and the insert in one round trip (they were two).
//!
//! On PostgreSQL the game's row is read `FOR SHARE`, which holds off a claim (an
//! update of its epoch) until the move's transaction ends, as the fence's former
//! `UPDATE games SET epoch = epoch` did, without writing a new version of the
//! game's row at every move. SQLite has one writer at a time and no row locks: the
//! read alone is the fence there.

use super::write_error::WriteError;
use sqlx::AnyConnection;

/// The insert; a move already at the ply, or a game owned under another epoch,
/// inserts nothing. (SQLite reads `ON CONFLICT` after `SELECT … WHERE` as the
/// upsert's, not a join's.)
pub fn insert_sql(postgres: bool) -> &'static str {
    if postgres {
        "INSERT INTO moves (game_id, ply, mv, clock_ms, played_ms) \
         SELECT $1, $2, $3, $4, $5 FROM games WHERE id = $1 AND epoch = $6 FOR SHARE \
         ON CONFLICT (game_id, ply) DO NOTHING"
    } else {
        "INSERT INTO moves (game_id, ply, mv, clock_ms, played_ms) \
         SELECT $1, $2, $3, $4, $5 FROM games WHERE id = $1 AND epoch = $6 \
         ON CONFLICT (game_id, ply) DO NOTHING"
    }
}

/// Why the insert of move `mv` at `ply` inserted nothing: a game owned under
/// another epoch is `Fenced`; a move found stored at the ply counts as made if it
/// is this one (stored by an earlier commit of this very write, whose answer was
/// lost), and another is `Taken`.
pub async fn why_not_stored(
    conn: &mut AnyConnection,
    game: i64,
    epoch: i64,
    ply: i64,
    mv: &str,
) -> Result<(), WriteError> {
    let owned: Option<i64> = sqlx::query_scalar("SELECT epoch FROM games WHERE id = $1")
        .bind(game)
        .fetch_optional(&mut *conn)
        .await?;
    if owned != Some(epoch) {
        return Err(WriteError::Fenced(game));
    }
    let stored: Option<String> =
        sqlx::query_scalar("SELECT mv FROM moves WHERE game_id = $1 AND ply = $2")
            .bind(game)
            .bind(ply)
            .fetch_optional(&mut *conn)
            .await?;
    match stored {
        Some(stored) if stored == mv => Ok(()),
        _ => Err(WriteError::Taken(game, ply)),
    }
}
