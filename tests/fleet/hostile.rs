//! Hostile input gets today's answers on every node of a fleet, and a move in a
//! game another node holds, from someone not seated in it, is refused there after
//! the redirect, never played.

use crate::node::Node;
use crate::two_nodes::database;
use connect4_client::{ClientError, Session};
use connect4_protocol::{ClientMessage, ErrorCode, InviteCode, ServerMessage};

async fn error_of(session: &mut Session) -> ErrorCode {
    match session.recv().await.unwrap() {
        ServerMessage::Error { code, .. } => code,
        other => panic!("expected an error, got {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_node_answers_hostile_input_as_one_server_does() {
    let name = "fleet_hostile";
    let Some((db, cluster)) = database(name) else {
        return;
    };
    let nodes = [Node::start(&db), Node::start(&db)];
    // A game on the first node, hosted there.
    let mut host = Session::connect(&nodes[0].url()).await.unwrap();
    host.hello("host", None).await.unwrap();
    host.send(&ClientMessage::Host {
        kind: connect4_classic::game::wire::STANDARD,
        clock: None,
        rated: false,
    })
    .await
    .unwrap();
    let code = loop {
        if let ServerMessage::Game { game } = host.recv().await.unwrap() {
            break game.code;
        }
    };
    for (n, node) in nodes.iter().enumerate() {
        let mut session = Session::connect(&node.url()).await.unwrap();
        for (text, expected) in [
            ("not json".to_string(), ErrorCode::Malformed),
            (
                r#"{"type":"launch_missiles"}"#.to_string(),
                ErrorCode::Malformed,
            ),
            (
                format!(r#"{{"type":"ping","n":1,"pad":"{}"}}"#, "x".repeat(5_000)),
                ErrorCode::TooLarge,
            ),
            (
                r#"{"type":"host","kind":{"game":"checkers"}}"#.to_string(),
                ErrorCode::NotIntroduced,
            ),
        ] {
            session.send_text(text.clone()).await.unwrap();
            assert_eq!(
                error_of(&mut session).await,
                expected,
                "node {n}: {text:.40}"
            );
        }
        let bad = session.hello("\u{1b}[2Jevil", None).await.unwrap_err();
        assert!(
            matches!(bad, ClientError::Refused(ErrorCode::BadName, _)),
            "node {n}: {bad}"
        );
        let taken = session.hello("host", None).await.unwrap_err();
        assert!(
            matches!(taken, ClientError::Refused(ErrorCode::NameTaken, _)),
            "node {n}: {taken}"
        );
        session.hello(&format!("stranger{n}"), None).await.unwrap();
        let nowhere = InviteCode::parse("ZZZZZZ").unwrap();
        session
            .send(&ClientMessage::Join { code: nowhere })
            .await
            .unwrap();
        assert_eq!(
            error_of(&mut session).await,
            ErrorCode::NoSuchGame,
            "node {n}"
        );
        let foreign = ClientMessage::Move {
            game: code,
            mv: "4".into(),
            ply: Some(1),
        };
        session.send(&foreign).await.unwrap();
        match session.recv().await.unwrap() {
            // Where the game is: refused as a foreign move.
            ServerMessage::Error { code: found, .. } if n == 0 => {
                assert_eq!(found, ErrorCode::NotYourGame)
            }
            // Elsewhere: sent to the node that holds it, nothing played.
            ServerMessage::Redirect { url } if n == 1 => assert_eq!(url, nodes[0].url()),
            other => panic!("node {n}: {other:?}"),
        }
    }
    let moves = cluster.psql(name, "SELECT count(*) FROM moves").unwrap();
    assert_eq!(moves.trim(), "0", "no foreign move was played");
}
