//! A server's database seen through a test's own connection, SQLite or PostgreSQL
//! alike: the moves it holds, and another writer holding it so the server's
//! commits wait.

use crate::harness::{TestServer, database_url};
use connect4_protocol::InviteCode;
use sqlx::{AnyConnection, Connection};
use tempfile::TempDir;

/// A connection of the test's own to the database of the servers of `data`.
pub async fn connect(data: &TempDir) -> AnyConnection {
    sqlx::any::install_default_drivers();
    AnyConnection::connect(&database_url(data)).await.unwrap()
}

/// The moves of game `code` another connection reads in the database.
pub async fn stored_moves(data: &TempDir, code: InviteCode) -> Vec<String> {
    let mut conn = connect(data).await;
    let moves = sqlx::query_scalar(
        "SELECT mv FROM moves JOIN games ON games.id = moves.game_id \
         WHERE games.code = $1 ORDER BY ply",
    )
    .bind(code.as_str())
    .fetch_all(&mut conn)
    .await
    .unwrap();
    conn.close().await.unwrap();
    moves
}

/// Another writer in the store: the server's commits of moves wait until the
/// transaction is rolled back (`ROLLBACK` on the connection returned).
pub async fn hold_store(data: &TempDir) -> AnyConnection {
    let mut conn = connect(data).await;
    let begin = match TestServer::on_postgres() {
        true => "BEGIN; LOCK TABLE moves IN EXCLUSIVE MODE",
        false => "BEGIN IMMEDIATE",
    };
    sqlx::raw_sql(begin).execute(&mut conn).await.unwrap();
    conn
}
