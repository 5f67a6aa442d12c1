//! The server on PostgreSQL in every test run where PostgreSQL is installed (CI
//! installs it; the whole suite runs on it too with `CONNECT4_TEST_DATABASE=postgres`):
//! a server killed where it stands and started again on the same database loses no
//! acknowledged move, and its players, tokens and ratings are there.

use crate::harness::{Client, TestServer, alternate, started};
use crate::postgres::cluster;
use connect4_protocol::GameStatus;

#[tokio::test]
async fn a_server_on_postgresql_killed_and_restarted_keeps_every_acknowledged_move() {
    let cluster = match cluster() {
        Ok(cluster) => cluster,
        Err(why) => return eprintln!("skipped: {why}"),
    };
    let url = cluster.database("killed_and_restarted");
    let on_it = |url: String| move |c: &mut connect4_server::Config| c.database_url = Some(url);
    let server = TestServer::start(on_it(url.clone()));
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &["4", "4", "3"]).await;
    let token = ann.token.clone();
    let data = server.kill();
    let stored = cluster
        .psql("killed_and_restarted", "SELECT count(*) FROM moves")
        .unwrap();
    assert_eq!(
        stored.trim(),
        "3",
        "every acknowledged move is in PostgreSQL"
    );

    let server = TestServer::start_in(data, on_it(url));
    let mut ann = Client::with_token(&server, "ann", Some(&token)).await;
    let game = ann.game().await;
    assert_eq!((game.code, game.status), (code, GameStatus::Playing));
    assert_eq!(game.moves, ["4", "4", "3"]);
}
