//! A batch of moves stored by one statement. A busy writer's batch is mostly moves
//! of different games, and one INSERT of them all is one round trip and atomic by
//! itself, where BEGIN, an INSERT a move and COMMIT were as many as the moves and two.
//!
//! Each move keeps its own fence: a row goes in only where its game still has the
//! move's epoch (read `FOR SHARE` on PostgreSQL, as a lone move's is). The rows the
//! statement returns are the moves it stored; any other is looked at alone, exactly
//! as a lone insert that stored nothing is (`move_write::why_not_stored`).

use super::move_write::why_not_stored;
use super::write::Write;
use super::write_error::WriteError;
use sqlx::{AnyConnection, Row};
use std::collections::HashSet;

/// The columns bound for each move: game, ply, move, clock, time, epoch.
const COLUMNS: usize = 6;

/// Whether `writes` can go as one batch of moves: more than one, every one a move.
pub fn fits(writes: &[&Write]) -> bool {
    writes.len() > 1
        && writes
            .iter()
            .all(|write| matches!(write, Write::Move { .. }))
}

/// Stores `moves` (every one a `Write::Move`, see `fits`) in one statement; `Ok`
/// once each is stored, by this statement or (the same move) by an earlier commit
/// whose answer was lost.
pub async fn store(conn: &mut AnyConnection, moves: &[&Write]) -> Result<(), WriteError> {
    let rows = padded(moves.len());
    let postgres = conn.backend_name() == "PostgreSQL";
    let sql = insert_sql(rows, postgres);
    let mut query = sqlx::query(&sql);
    for i in 0..rows {
        // Rows past the moves repeat the last: a row already inserted by the same
        // statement conflicts and is left out, so only `rows` varies the text.
        let Write::Move {
            game,
            epoch,
            ply,
            mv,
            clock_ms,
            at_ms,
        } = moves[i.min(moves.len() - 1)]
        else {
            unreachable!("a batch holds moves only");
        };
        query = query
            .bind(*game)
            .bind(*ply)
            .bind(mv.as_str())
            .bind(*clock_ms)
            .bind(*at_ms)
            .bind(*epoch);
    }
    let stored = query
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(|row| Ok((row.try_get::<i64, _>(0)?, row.try_get::<i64, _>(1)?)))
        .collect::<Result<HashSet<(i64, i64)>, sqlx::Error>>()?;
    for write in moves {
        if let Write::Move {
            game,
            epoch,
            ply,
            mv,
            ..
        } = write
            && !stored.contains(&(*game, *ply))
        {
            why_not_stored(conn, *game, *epoch, *ply, mv).await?;
        }
    }
    Ok(())
}

/// The rows of the statement for `moves` moves: the next power of two, so that a
/// connection's cache of prepared statements holds a handful of texts, not one a
/// batch size.
fn padded(moves: usize) -> usize {
    moves.next_power_of_two()
}

/// The insert of `rows` moves. The values are joined to the games under their
/// epochs with a `WHERE`, not a `JOIN … ON`: SQLite would read the `ON` of the
/// upsert as the join's.
fn insert_sql(rows: usize, postgres: bool) -> String {
    let values: Vec<String> = (0..rows)
        .map(|row| {
            let first = row * COLUMNS + 1;
            let params: Vec<String> = (first..first + COLUMNS).map(|n| format!("${n}")).collect();
            format!("({})", params.join(", "))
        })
        .collect();
    let lock = if postgres { " FOR SHARE OF games" } else { "" };
    format!(
        "INSERT INTO moves (game_id, ply, mv, clock_ms, played_ms) \
         SELECT v.column1, v.column2, v.column3, v.column4, v.column5 \
         FROM (VALUES {}) AS v, games \
         WHERE games.id = v.column1 AND games.epoch = v.column6{lock} \
         ON CONFLICT (game_id, ply) DO NOTHING RETURNING game_id, ply",
        values.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_batch_is_padded_to_a_power_of_two_and_numbers_its_parameters_in_order() {
        assert_eq!(
            (padded(2), padded(3), padded(5), padded(512)),
            (2, 4, 8, 512)
        );
        let sql = insert_sql(2, true);
        assert!(
            sql.contains("($1, $2, $3, $4, $5, $6), ($7, $8, $9, $10, $11, $12)"),
            "{sql}"
        );
        assert!(sql.contains("FOR SHARE OF games"));
        assert!(!insert_sql(2, false).contains("FOR SHARE"));
    }
}
