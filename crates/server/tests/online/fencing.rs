//! Writes proven at the store: a game another node claimed (its epoch moved on) is
//! refused this node's late move, never acknowledged, and let go; a rating another
//! node changed meanwhile is read again, so each result counts once.

use crate::harness::{TestServer, alternate, started};
use crate::store::{connect, stored_moves};
use connect4_protocol::{ErrorCode, GameKind, ServerMessage};

#[tokio::test]
async fn a_move_in_a_game_another_node_claimed_is_refused_and_the_game_let_go() {
    let server = TestServer::start(|_| {});
    let (mut ann, mut bob, code) = started(&server, GameKind::STANDARD, None).await;
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
    let (mut ann, mut bob, code) = started(&server, GameKind::STANDARD, None).await;
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
