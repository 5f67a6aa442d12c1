//! A move with its ply: the due ply is played, the sender's own ply sent again is
//! `already_played` (the game over too), another seat's ply `not_your_turn`, a ply
//! ahead `illegal_move`; the game and its stored rows hold each move once. A
//! version-1 client, whose moves carry no ply, still plays.

use crate::harness::{Client, TestServer, started};
use crate::store::stored_moves;
use connect4_client::Session;
use connect4_protocol::{ClientMessage, ErrorCode, GameStatus, InviteCode, ServerMessage};

/// Sends move `mv` as move number `ply`.
async fn play_at(player: &mut Client, game: InviteCode, mv: &str, ply: u32) {
    let mv = mv.into();
    let ply = Some(ply);
    player.send(ClientMessage::Move { game, mv, ply }).await;
}

/// The next refusal's code and the game it names.
async fn refusal(player: &mut Client) -> (ErrorCode, Option<InviteCode>) {
    player
        .expect(|m| match m {
            ServerMessage::Error { code, game, .. } => Some((*code, *game)),
            _ => None,
        })
        .await
}

/// The moves a watcher who comes now sees.
async fn watched_moves(server: &TestServer, name: &str, game: InviteCode) -> Vec<String> {
    let mut watcher = Client::join(server, name).await;
    watcher.send(ClientMessage::Watch { game }).await;
    watcher.game().await.moves
}

#[tokio::test]
async fn a_ply_sent_again_is_already_played_and_the_game_holds_it_once() {
    let server = TestServer::start(|_| {});
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    play_at(&mut ann, code, "4", 1).await;
    assert_eq!(ann.moved(1).await, "4");
    assert_eq!(bob.moved(1).await, "4");

    for mv in ["4", "3"] {
        play_at(&mut ann, code, mv, 1).await;
        assert_eq!(
            refusal(&mut ann).await,
            (ErrorCode::AlreadyPlayed, Some(code))
        );
    }
    play_at(&mut bob, code, "4", 1).await;
    assert_eq!(refusal(&mut bob).await.0, ErrorCode::NotYourTurn);
    play_at(&mut bob, code, "4", 3).await;
    assert_eq!(
        refusal(&mut bob).await.0,
        ErrorCode::IllegalMove,
        "a ply ahead"
    );
    play_at(&mut ann, code, "4", 3).await;
    assert_eq!(
        refusal(&mut ann).await.0,
        ErrorCode::IllegalMove,
        "a ply ahead"
    );

    assert_eq!(watched_moves(&server, "eve", code).await, ["4"]);
    assert_eq!(stored_moves(&server.data, code).await, ["4"]);
    // The game went on as if nothing had been sent again.
    play_at(&mut bob, code, "5", 2).await;
    assert_eq!(ann.moved(2).await, "5");
    assert_eq!(bob.moved(2).await, "5");
}

#[tokio::test]
async fn a_ply_sent_again_after_the_end_is_already_played() {
    let server = TestServer::start(|_| {});
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    let moves = ["1", "2", "1", "2", "1", "2", "1"];
    for (i, mv) in moves.iter().enumerate() {
        let ply = i as u32 + 1;
        let mover = if ply % 2 == 1 { &mut ann } else { &mut bob };
        play_at(mover, code, mv, ply).await;
        assert_eq!(ann.moved(ply).await, *mv);
        assert_eq!(bob.moved(ply).await, *mv);
    }
    ann.ended().await;
    bob.ended().await;

    // The winning move's ack lost: sent again, it is played already, not illegal.
    play_at(&mut ann, code, "1", 7).await;
    assert_eq!(
        refusal(&mut ann).await,
        (ErrorCode::AlreadyPlayed, Some(code))
    );
    play_at(&mut bob, code, "2", 6).await;
    assert_eq!(
        refusal(&mut bob).await,
        (ErrorCode::AlreadyPlayed, Some(code))
    );

    // Back with its token, ann gets the game whole, each move once.
    let mut again = Client::with_token(&server, "ann", Some(&ann.token)).await;
    let game = again.game().await;
    assert_eq!((game.code, game.status), (code, GameStatus::Over));
    assert_eq!(game.moves, moves);
    assert_eq!(stored_moves(&server.data, code).await, moves);
}

#[tokio::test]
async fn a_version_1_client_is_welcomed_and_its_moves_without_ply_are_played() {
    let server = TestServer::start(|_| {});
    let mut session = Session::connect(&server.url()).await.unwrap();
    let hello = r#"{"type":"hello","version":1,"name":"old"}"#;
    session.send_text(hello.into()).await.unwrap();
    let ServerMessage::Welcome { token, player, .. } = session.recv().await.unwrap() else {
        panic!("a version-1 hello is welcomed");
    };
    let mut old = Client {
        session,
        name: player.name,
        token,
    };
    let mut bob = Client::join(&server, "bob").await;
    let code = old
        .host_as(connect4_classic::game::wire::STANDARD, None, false)
        .await;
    bob.send(ClientMessage::Join { code }).await;
    bob.game().await;
    // A version-1 move, as such a client writes it: no ply.
    let text = format!(r#"{{"type":"move","game":"{code}","move":"4"}}"#);
    old.session.send_text(text).await.unwrap();
    assert_eq!(bob.moved(1).await, "4");
    assert_eq!(old.moved(1).await, "4");
    bob.play(code, "3").await;
    assert_eq!(old.moved(2).await, "3");
    assert_eq!(stored_moves(&server.data, code).await, ["4", "3"]);
}
