//! The database's files deleted while the server runs: what it would commit from
//! then on goes to a file nobody can open again, so it acknowledges nothing more.

use super::{MOVES, database_file, on_postgres, refused};
use crate::harness::{TestServer, alternate, started};
use crate::http::get;

#[tokio::test]
async fn once_the_database_files_are_deleted_no_move_is_acknowledged() {
    if on_postgres() {
        return;
    }
    let server = TestServer::start(|_| {});
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &MOVES[..2]).await;
    let (head, body) = get(&server, "/health").await;
    assert!(
        head.starts_with("HTTP/1.1 200") && body.contains("\"status\":\"ok\""),
        "{body}"
    );

    let file = database_file(server.data.path());
    for suffix in ["", "-wal", "-shm"] {
        let mut path = file.clone().into_os_string();
        path.push(suffix);
        std::fs::remove_file(path).unwrap();
    }

    refused(&mut ann, code, MOVES[2]).await;
    // Not only the first: the store stays refused.
    refused(&mut ann, code, MOVES[2]).await;
    // And the server says so to whoever checks its health.
    let (head, body) = get(&server, "/health").await;
    assert!(head.starts_with("HTTP/1.1 503"), "{head}");
    assert!(
        body.contains("\"status\":\"unavailable\"") && body.contains("gone"),
        "{body}"
    );
}

#[tokio::test]
async fn a_deleted_log_file_alone_stops_the_acknowledgements_too() {
    if on_postgres() {
        return;
    }
    let server = TestServer::start(|_| {});
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &MOVES[..2]).await;

    let mut wal = database_file(server.data.path()).into_os_string();
    wal.push("-wal");
    std::fs::remove_file(wal).unwrap();

    refused(&mut ann, code, MOVES[2]).await;
}
