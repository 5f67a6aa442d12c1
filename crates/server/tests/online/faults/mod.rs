//! The store failing under a running server: a transaction rolled back under the
//! writer, a full disk, the database's files deleted, a read-only database. Whatever
//! fails, every move acknowledged is on disk: read back through a connection of the
//! test's own, and by a server restarted on the same data dir.

mod deleted;
mod disk;
mod full_disk;
mod kill_then_full;
mod many_games;
#[cfg(unix)]
mod read_only;
mod rolled_back;

use crate::harness::{Client, TestServer, alternate};
use crate::store::stored_moves;
use connect4_protocol::{ErrorCode, InviteCode, ServerMessage};
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{Connection, SqliteConnection};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Twelve moves of a game nobody wins: the columns in turn, twice round the bottom
/// rows, so the game is still on when a test has played them all.
pub const MOVES: [&str; 12] = ["1", "2", "3", "4", "5", "6", "7", "1", "2", "3", "4", "5"];

/// Whether this run keeps its state in PostgreSQL, where these tests, which break
/// SQLite's files under a server, do not apply: said on stderr, and the test skips.
pub fn on_postgres() -> bool {
    let skip = TestServer::on_postgres();
    if skip {
        eprintln!("skipped: a fault of SQLite's files, and this run is on PostgreSQL");
    }
    skip
}

pub fn database_file(data: &Path) -> PathBuf {
    data.join("connect4.sqlite")
}

/// A connection of the test's own to a server's database, beside the server's.
pub async fn connect(data: &Path) -> SqliteConnection {
    let options = SqliteConnectOptions::new()
        .filename(database_file(data))
        .busy_timeout(std::time::Duration::from_secs(5));
    SqliteConnection::connect_with(&options).await.unwrap()
}

/// Runs `sql` on the server's database through the test's own connection.
pub async fn run_sql(data: &Path, sql: &str) {
    let mut conn = connect(data).await;
    sqlx::raw_sql(sql).execute(&mut conn).await.unwrap();
    conn.close().await.unwrap();
}

/// The mover's move is refused as `unavailable`, and the game stays as it was.
pub async fn refused(mover: &mut Client, code: InviteCode, mv: &str) {
    mover.play(code, mv).await;
    assert_eq!(mover.error().await, ErrorCode::Unavailable, "{mv} refused");
}

/// After the first two of `MOVES` and a failure: each of the others is acknowledged
/// (relayed to both players), is seen by a reader of the file, and is there after
/// a restart of the server.
pub async fn the_rest_is_stored(
    server: TestServer,
    mut players: (Client, Client),
    code: InviteCode,
) {
    let (ann, bob) = &mut players;
    played_when_back(ann, code, 3, MOVES[2]).await;
    assert_eq!(bob.moved(3).await, MOVES[2]);
    alternate(ann, bob, code, 3, &MOVES[3..]).await;
    assert_eq!(stored_moves(&server.data, code).await, MOVES);
    let token = ann.token.clone();
    let data = server.kill();
    let server = TestServer::start_in(data, |_| {});
    let mut ann = Client::with_token(&server, "ann", Some(&token)).await;
    assert_eq!(ann.game().await.moves, MOVES, "after a restart");
}

/// Plays move `ply` again while the store refuses it, as a client would: after
/// failures in a row the writer leaves the store alone a moment.
async fn played_when_back(mover: &mut Client, code: InviteCode, ply: u32, mv: &str) {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        mover.play(code, mv).await;
        let stored = acknowledged(mover, ply).await;
        if stored {
            return;
        }
        assert!(Instant::now() < deadline, "the store never came back");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Whether move `ply` was acknowledged (true) or refused as unavailable (false).
pub async fn acknowledged(mover: &mut Client, ply: u32) -> bool {
    mover
        .expect(|m| match m {
            ServerMessage::Moved { ply: p, .. } if *p == ply => Some(true),
            ServerMessage::Error {
                code: ErrorCode::Unavailable,
                ..
            } => Some(false),
            _ => None,
        })
        .await
}
