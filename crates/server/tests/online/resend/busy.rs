//! A player back while their game's queue of commands is full (its store slow, a
//! crowd of watchers asking at once) still gets the game whole: the welcome never
//! comes without the games.

use crate::harness::{Client, TestServer, started};
use crate::store::hold_store;
use connect4_protocol::{ClientMessage, ErrorCode, ServerMessage};
use sqlx::Connection;

#[tokio::test]
async fn a_player_back_to_a_game_whose_queue_is_full_still_gets_it() {
    let server = TestServer::start(|c| {
        // One watcher may fill the game's queue.
        c.rate = 100_000.0;
        c.burst = 100_000.0;
    });
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    ann.play(code, "4").await;
    bob.moved(1).await;
    let mut eve = Client::join(&server, "eve").await;

    // The store held by another writer: bob's move waits in the game's task, and
    // the commands after it queue up.
    let mut lock = hold_store(&server.data).await;
    bob.play(code, "4").await;
    let watch = format!(r#"{{"type":"watch","game":"{code}"}}"#);
    for _ in 0..400 {
        eve.session.send_text(watch.clone()).await.unwrap();
    }
    assert_eq!(
        eve.error().await,
        ErrorCode::Unavailable,
        "the queue is full"
    );

    let back = tokio::spawn({
        let (url, token) = (server.url(), ann.token.clone());
        async move {
            let mut session = connect4_client::Session::connect(&url).await.unwrap();
            session.hello("ann", Some(&token)).await.unwrap();
            session
        }
    });
    // The hello is read while the queue is still full.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    sqlx::raw_sql("ROLLBACK").execute(&mut lock).await.unwrap();
    lock.close().await.unwrap();

    let mut ann = Client {
        session: back.await.unwrap(),
        name: "ann".into(),
        token: ann.token.clone(),
    };
    let game = ann.game().await;
    assert_eq!((game.code, game.moves.len()), (code, 2));
    bob.send(ClientMessage::Ping { n: 1 }).await;
    bob.expect(|m| matches!(m, ServerMessage::Pong { n: 1 }).then_some(()))
        .await;
}
