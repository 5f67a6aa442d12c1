//! Writes proven at the store: a game another node claimed (its epoch moved on) is
//! refused this node's late move, never acknowledged, and let go; a rating another
//! node changed meanwhile is read again, so each result counts once; and a stored
//! game of a kind this server does not play (a newer one's) is never claimed by it.

use crate::harness::{TestServer, alternate, started};
use crate::store::{connect, stored_moves};
use connect4_protocol::{ErrorCode, ServerMessage};
use std::sync::Arc;

#[tokio::test]
async fn a_move_in_a_game_another_node_claimed_is_refused_and_the_game_let_go() {
    let server = TestServer::start(|_| {});
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &["4", "4"]).await;
    // Another node claims the game: its epoch moves past the one this node holds.
    let mut db = connect(&server.data).await;
    sqlx::query("UPDATE games SET owner = NULL, epoch = epoch + 5 WHERE code = $1")
        .bind(code.as_str())
        .execute(&mut db)
        .await
        .unwrap();
    ann.play(code, "3").await;
    let answer = ann
        .expect(|m| match m {
            ServerMessage::Moved { .. } => Some(Err(m.clone())),
            ServerMessage::Error { code, .. } => Some(Ok(*code)),
            _ => None,
        })
        .await;
    assert_eq!(
        answer,
        Ok(ErrorCode::Unavailable),
        "refused, never acknowledged"
    );
    assert_eq!(stored_moves(&server.data, code).await, ["4", "4"]);
    // The game is let go: its players are disconnected, to go where it is now.
    let closed = tokio::time::timeout(std::time::Duration::from_secs(5), async {
        while ann.session.recv().await.is_ok() {}
    })
    .await;
    assert!(closed.is_ok(), "the connection closed");
}

#[tokio::test]
async fn a_rating_another_node_changed_meanwhile_is_read_again_and_each_result_counts_once() {
    let server = TestServer::start(|c| c.rated_same_address = true);
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &["4", "5", "4", "5", "4", "5"]).await;
    // ann's first rated game ends on another node meanwhile, won against a strong
    // player: stored, while this node still knows her as unrated.
    let mut db = connect(&server.data).await;
    sqlx::query(
        "INSERT INTO ratings (player_id, kind, rating, deviation, volatility, games) \
         SELECT id, 'connect4', 1700.0, 250.0, 0.06, 1 FROM players WHERE name = 'ann'",
    )
    .execute(&mut db)
    .await
    .unwrap();
    ann.play(code, "4").await;
    let (_, ratings) = ann.ended().await;
    let shown = ratings.expect("rated").one;
    let (games, rating): (i64, f64) = sqlx::query_as(
        "SELECT r.games, r.rating FROM ratings r JOIN players p ON p.id = r.player_id \
         WHERE p.name = 'ann' AND r.kind = 'connect4'",
    )
    .fetch_one(&mut db)
    .await
    .unwrap();
    assert_eq!(games, 2, "both results count");
    assert!(
        rating > 1700.0,
        "rated from the stored 1700, not 1500: {rating}"
    );
    assert_eq!(shown, rating.round() as i32, "and shown so");
}

/// Each stored game's owner and epoch, by code.
async fn owners(data: &tempfile::TempDir) -> Vec<(String, Option<i64>, i64)> {
    let mut db = connect(data).await;
    sqlx::query_as("SELECT code, owner, epoch FROM games ORDER BY code")
        .fetch_all(&mut db)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_stored_game_of_a_kind_this_server_does_not_play_is_left_for_one_that_does() {
    let grace = |c: &mut connect4_server::Config| c.grace = std::time::Duration::from_secs(60);
    let server = TestServer::start(grace);
    let (mut ann, mut bob, newer) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, newer, 0, &["4", "4"]).await;
    let (mut cleo, mut dan, known) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut cleo, &mut dan, known, 0, &["3"]).await;
    let data = server.kill();
    // A newer server's game (a kind with rules this one is not handed) among its own.
    let mut db = connect(&data).await;
    sqlx::query("UPDATE games SET kind = 'popout 7x6' WHERE code = $1")
        .bind(newer.as_str())
        .execute(&mut db)
        .await
        .unwrap();
    let older = |c: &mut connect4_server::Config| {
        grace(c);
        c.games = crate::harness::BOTH_GAMES;
    };
    let server = TestServer::start_in(Arc::clone(&data), older);
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
    let owned = |rows: &[(String, Option<i64>, i64)], code: &str| {
        rows.iter()
            .find(|row| row.0 == code)
            .map(|row| (row.1.is_some(), row.2))
    };
    loop {
        let rows = owners(&data).await;
        if owned(&rows, known.as_str()) == Some((true, 2)) {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "its own game claimed: {rows:?}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    // Every look of the reaper has passed it by: it waits, unowned and unfenced.
    tokio::time::sleep(std::time::Duration::from_secs(2)).await;
    let rows = owners(&data).await;
    assert_eq!(owned(&rows, newer.as_str()), Some((false, 1)), "{rows:?}");
    assert_eq!(stored_moves(&data, newer).await, ["4", "4"]);
    // A server that plays it takes it up, by PopOut's rules.
    let data = server.kill();
    let _server = TestServer::start_in(Arc::clone(&data), grace);
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
    while owned(&owners(&data).await, newer.as_str()) != Some((true, 2)) {
        assert!(
            tokio::time::Instant::now() < deadline,
            "PopOut's game claimed"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(stored_moves(&data, newer).await, ["4", "4"]);
}
