//! A batch of moves in one statement keeps each move's fence and idempotence: a
//! move of a game claimed elsewhere is refused while the others are stored, a batch
//! sent again after a lost answer stores nothing twice, and another move at a ply
//! taken is refused.

use super::move_batch;
use super::write::{Write, WriteError};
use super::write_tests::{database, move_of};
use sqlx::{AnyConnection, Connection};

/// A second game of the same players, under epoch 1.
async fn second_game(conn: &mut AnyConnection) {
    let game = Write::Game {
        id: 11,
        code: "GHJKLM".into(),
        kind: "connect4".into(),
        clock: None,
        rated: false,
        seat_one: 2,
        seat_two: Some(1),
        rematch_of: None,
        at_ms: 0,
        owner: 7,
    };
    game.execute(conn).await.unwrap();
}

async fn stored(conn: &mut AnyConnection) -> Vec<(i64, i64, String)> {
    sqlx::query_as("SELECT game_id, ply, mv FROM moves ORDER BY game_id, ply")
        .fetch_all(conn)
        .await
        .unwrap()
}

fn moves(list: &[(i64, i64, &str)]) -> Vec<(i64, i64, String)> {
    list.iter()
        .map(|&(g, p, m)| (g, p, m.to_string()))
        .collect()
}

#[tokio::test]
async fn moves_of_several_games_are_stored_once_by_one_statement() {
    let dir = tempfile::tempdir().unwrap();
    let mut conn = database(&dir).await;
    second_game(&mut conn).await;
    let batch = [
        move_of(10, 1, "4"),
        move_of(11, 1, "3"),
        move_of(10, 2, "5"),
    ];
    let batch: Vec<&Write> = batch.iter().collect();
    assert!(move_batch::fits(&batch));
    move_batch::store(&mut conn, &batch).await.unwrap();
    let expected = moves(&[(10, 1, "4"), (10, 2, "5"), (11, 1, "3")]);
    assert_eq!(
        stored(&mut conn).await,
        expected,
        "three moves, not the padding's fourth"
    );
    // Sent again, as after a commit whose answer was lost: made already.
    move_batch::store(&mut conn, &batch)
        .await
        .expect("the same batch again");
    assert_eq!(stored(&mut conn).await, expected);
    conn.close().await.unwrap();
}

#[tokio::test]
async fn a_move_of_a_game_claimed_elsewhere_is_refused_and_the_others_stored() {
    let dir = tempfile::tempdir().unwrap();
    let mut conn = database(&dir).await;
    second_game(&mut conn).await;
    sqlx::raw_sql("UPDATE games SET epoch = 2 WHERE id = 11")
        .execute(&mut conn)
        .await
        .unwrap();
    let batch = [move_of(10, 1, "4"), move_of(11, 1, "3")];
    let batch: Vec<&Write> = batch.iter().collect();
    let fenced = move_batch::store(&mut conn, &batch).await;
    assert!(matches!(fenced, Err(WriteError::Fenced(11))), "{fenced:?}");
    assert_eq!(stored(&mut conn).await, moves(&[(10, 1, "4")]));
    conn.close().await.unwrap();
}

#[tokio::test]
async fn another_move_at_a_ply_taken_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut conn = database(&dir).await;
    second_game(&mut conn).await;
    move_of(10, 1, "4").execute(&mut conn).await.unwrap();
    let batch = [move_of(11, 1, "3"), move_of(10, 1, "2")];
    let batch: Vec<&Write> = batch.iter().collect();
    let taken = move_batch::store(&mut conn, &batch).await;
    assert!(matches!(taken, Err(WriteError::Taken(10, 1))), "{taken:?}");
    assert_eq!(
        stored(&mut conn).await,
        moves(&[(10, 1, "4"), (11, 1, "3")])
    );
    let lone = [move_of(10, 2, "4")];
    let lone: Vec<&Write> = lone.iter().collect();
    assert!(!move_batch::fits(&lone), "a lone move goes as it is");
    conn.close().await.unwrap();
}
