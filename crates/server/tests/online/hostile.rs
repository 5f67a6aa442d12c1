//! Messages no honest client sends: each gets an error reply (or, for floods, huge
//! frames and old versions, a closed connection), and nothing else changes.

use crate::harness::{Client, TestServer, alternate, started};
use connect4_client::{ClientError, Session};
use connect4_protocol::{ClientMessage, ErrorCode, InviteCode, ServerMessage};

async fn raw(server: &TestServer) -> Session {
    Session::connect(&server.url()).await.unwrap()
}

async fn error_of(session: &mut Session) -> ErrorCode {
    match session.recv().await.unwrap() {
        ServerMessage::Error { code, .. } => code,
        other => panic!("expected an error, got {other:?}"),
    }
}

#[tokio::test]
async fn broken_messages_get_errors_and_the_connection_goes_on() {
    let server = TestServer::start(|_| {});
    let mut session = raw(&server).await;
    for (text, code) in [
        ("not json".to_string(), ErrorCode::Malformed),
        (
            r#"{"type":"launch_missiles"}"#.to_string(),
            ErrorCode::Malformed,
        ),
        (
            r#"{"type":"ping","n":1,"evil":true}"#.to_string(),
            ErrorCode::Malformed,
        ),
        (
            format!(r#"{{"type":"ping","n":1,"pad":"{}"}}"#, "x".repeat(5_000)),
            ErrorCode::TooLarge,
        ),
        // Many times the socket's read buffer, under the frame limit: read whole.
        (
            format!(r#"{{"type":"ping","n":1,"pad":"{}"}}"#, "x".repeat(60_000)),
            ErrorCode::TooLarge,
        ),
        (
            r#"{"type":"host","kind":{"game":"checkers"}}"#.to_string(),
            ErrorCode::NotIntroduced,
        ),
    ] {
        session.send_text(text.clone()).await.unwrap();
        assert_eq!(error_of(&mut session).await, code, "{text:.60}");
    }
    let bad = session.hello("\u{1b}[2Jevil", None).await.unwrap_err();
    assert!(
        matches!(bad, ClientError::Refused(ErrorCode::BadName, _)),
        "{bad}"
    );
    let bad = session
        .hello("ann", Some("0123456789abcdef"))
        .await
        .unwrap_err();
    assert!(
        matches!(bad, ClientError::Refused(ErrorCode::BadToken, _)),
        "{bad}"
    );
    session.hello("ann", None).await.unwrap();
    session
        .send(&ClientMessage::Join {
            code: InviteCode::parse("ZZZZZZ").unwrap(),
        })
        .await
        .unwrap();
    assert_eq!(error_of(&mut session).await, ErrorCode::NoSuchGame);
    let huge = r#"{"type":"host","kind":{"game":"connect4","width":11,"height":6}}"#.to_string();
    session.send_text(huge).await.unwrap();
    assert_eq!(error_of(&mut session).await, ErrorCode::BadRequest);
    session.send(&ClientMessage::Ping { n: 7 }).await.unwrap();
    assert_eq!(session.recv().await.unwrap(), ServerMessage::Pong { n: 7 });
}

#[tokio::test]
async fn another_version_is_told_to_upgrade_and_a_huge_frame_closes() {
    let server = TestServer::start(|_| {});
    let mut session = raw(&server).await;
    session
        .send_text(r#"{"type":"hello","version":999,"nick":"x"}"#.into())
        .await
        .unwrap();
    match session.recv().await.unwrap() {
        ServerMessage::Upgrade { message, .. } => assert!(message.contains("upgrade"), "{message}"),
        other => panic!("{other:?}"),
    }
    assert!(
        session.recv().await.is_err(),
        "closed after the upgrade message"
    );
    let mut session = raw(&server).await;
    let _ = session.send_text("x".repeat(200_000)).await;
    assert!(session.recv().await.is_err());
}

#[tokio::test]
async fn no_one_moves_out_of_turn_illegally_or_in_anothers_game() {
    let server = TestServer::start(|_| {});
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    let mut eve = Client::join(&server, "eve").await;
    for (mv, code_expected) in [
        ("9", ErrorCode::IllegalMove),
        ("x", ErrorCode::IllegalMove),
        ("4", ErrorCode::NotYourGame),
    ] {
        let who = if code_expected == ErrorCode::NotYourGame {
            &mut eve
        } else {
            &mut ann
        };
        who.play(code, mv).await;
        assert_eq!(who.error().await, code_expected, "{mv}");
    }
    eve.send(ClientMessage::Resign { game: code }).await;
    assert_eq!(eve.error().await, ErrorCode::NotYourGame);
    bob.play(code, "4").await;
    assert_eq!(bob.error().await, ErrorCode::NotYourTurn);
    alternate(&mut ann, &mut bob, code, 0, &["4", "4"]).await;
}

#[tokio::test]
async fn a_flood_is_refused_then_closed() {
    let server = TestServer::start(|c| {
        c.rate = 2.0;
        c.burst = 4.0;
    });
    let mut session = raw(&server).await;
    for n in 0..40 {
        if session.send(&ClientMessage::Ping { n }).await.is_err() {
            break;
        }
    }
    let mut limited = 0;
    loop {
        match session.recv().await {
            Ok(ServerMessage::Error {
                code: ErrorCode::RateLimited,
                ..
            }) => limited += 1,
            Ok(_) => {}
            Err(_) => break,
        }
    }
    // Refusals still queued when the server closes may not be written first: how
    // many arrive depends on timing, but at least one does, and then the close.
    assert!(limited >= 1, "{limited}");
}

#[tokio::test]
async fn connections_are_limited_per_address() {
    let server = TestServer::start(|c| c.max_per_address = 2);
    let _one = raw(&server).await;
    let _two = raw(&server).await;
    let refused = Session::connect(&server.url())
        .await
        .err()
        .expect("a third is refused");
    assert!(refused.to_string().contains("429"), "{refused}");
}
