//! Writes sent again after a commit whose answer was lost: a move or a rating found
//! stored already counts as made; another move at the ply, or another rating, does
//! not. A move under an epoch its game no longer has is fenced.

use super::write::{Write, WriteError};
use sqlx::{AnyConnection, Connection};

/// A database with a node, two players and a game of theirs under epoch 1.
pub(super) async fn database(dir: &tempfile::TempDir) -> AnyConnection {
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("t.sqlite").display()
    );
    let pool = super::open(&url).await.unwrap();
    let mut conn = pool.acquire().await.unwrap().detach();
    sqlx::raw_sql(
        "INSERT INTO nodes (id, url, started_ms, lease_until_ms) VALUES (7, 'ws://n/ws', 0, 0);",
    )
    .execute(&mut conn)
    .await
    .unwrap();
    for id in [1, 2] {
        let player = Write::Player {
            id,
            name: format!("p{id}"),
            token_hash: format!("h{id}"),
            at_ms: 0,
        };
        player.execute(&mut conn).await.unwrap();
    }
    let game = Write::Game {
        id: 10,
        code: "ABCDEF".into(),
        kind: "connect4".into(),
        clock: None,
        rated: true,
        seat_one: 1,
        seat_two: Some(2),
        rematch_of: None,
        at_ms: 0,
        owner: 7,
    };
    game.execute(&mut conn).await.unwrap();
    conn
}

fn a_move(mv: &str) -> Write {
    move_of(10, 1, mv)
}

/// Move `mv` at `ply` of `game`, under epoch 1.
pub(super) fn move_of(game: i64, ply: i64, mv: &str) -> Write {
    Write::Move {
        game,
        epoch: 1,
        ply,
        mv: mv.into(),
        clock_ms: None,
        at_ms: 5,
    }
}

fn a_rating(rating: f64, games: i64) -> Write {
    Write::Rating {
        player: 1,
        kind: "connect4".into(),
        rating,
        deviation: 300.0,
        volatility: 0.06,
        games,
        was_games: games - 1,
    }
}

#[tokio::test]
async fn a_move_stored_by_a_lost_commit_counts_as_made_and_another_at_its_ply_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut conn = database(&dir).await;
    a_move("4").execute(&mut conn).await.unwrap();
    a_move("4")
        .execute(&mut conn)
        .await
        .expect("the same move again");
    let other = a_move("3").execute(&mut conn).await;
    assert!(matches!(other, Err(WriteError::Taken(10, 1))), "{other:?}");
    conn.close().await.unwrap();
}

#[tokio::test]
async fn a_move_under_an_epoch_the_game_no_longer_has_is_fenced_and_not_stored() {
    let dir = tempfile::tempdir().unwrap();
    let mut conn = database(&dir).await;
    a_move("4").execute(&mut conn).await.unwrap();
    // Claimed by another node meanwhile.
    sqlx::raw_sql("UPDATE games SET epoch = 2 WHERE id = 10")
        .execute(&mut conn)
        .await
        .unwrap();
    let fenced = move_of(10, 2, "5").execute(&mut conn).await;
    assert!(matches!(fenced, Err(WriteError::Fenced(10))), "{fenced:?}");
    // Even the move it stored itself is refused now: the game is not its own.
    let again = a_move("4").execute(&mut conn).await;
    assert!(matches!(again, Err(WriteError::Fenced(10))), "{again:?}");
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM moves WHERE game_id = 10")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    assert_eq!(stored, 1);
    let gone = move_of(11, 1, "4").execute(&mut conn).await;
    assert!(matches!(gone, Err(WriteError::Fenced(11))), "{gone:?}");
    conn.close().await.unwrap();
}

#[tokio::test]
async fn a_rating_stored_by_a_lost_commit_counts_as_made_and_another_is_stale() {
    let dir = tempfile::tempdir().unwrap();
    let mut conn = database(&dir).await;
    a_rating(1520.5, 1).execute(&mut conn).await.unwrap();
    a_rating(1520.5, 1)
        .execute(&mut conn)
        .await
        .expect("the same rating again");
    let other = a_rating(1490.0, 1).execute(&mut conn).await;
    assert!(matches!(other, Err(WriteError::Stale(1))), "{other:?}");
    a_rating(1533.25, 2).execute(&mut conn).await.unwrap();
    a_rating(1533.25, 2)
        .execute(&mut conn)
        .await
        .expect("again, an update");
    conn.close().await.unwrap();
}
