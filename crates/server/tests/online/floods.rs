//! Frames that are no message (binary, ping, pong) count against a connection's rate
//! as messages do, hello or not, and a flood of them is closed; an upgraded socket
//! that never says hello is closed after the hello deadline, giving its address's
//! place back.

use crate::harness::TestServer;
use connect4_client::{RawFrame, Session};
use connect4_protocol::{ClientMessage, ErrorCode, ServerMessage};
use std::time::Duration;
use tokio::time::{Instant, timeout_at};

/// Longer than a closing connection takes on a loaded machine, far shorter than
/// forever.
const WAIT: Duration = Duration::from_secs(10);

/// A server with a small budget, whose hello deadline is out of the way.
fn strict_server() -> TestServer {
    TestServer::start(|c| {
        c.rate = 2.0;
        c.burst = 4.0;
        c.hello_timeout = Duration::from_secs(600);
    })
}

/// Reads until the server closes: the `rate_limited` refusals seen, or none if it
/// did not close in time.
async fn refusals_until_closed(session: &mut Session) -> Option<usize> {
    let deadline = Instant::now() + WAIT;
    let mut limited = 0;
    loop {
        match timeout_at(deadline, session.recv()).await.ok()? {
            Ok(ServerMessage::Error {
                code: ErrorCode::RateLimited,
                ..
            }) => limited += 1,
            Ok(_) => {}
            Err(_) => return Some(limited),
        }
    }
}

async fn flood(server: &TestServer, frame: RawFrame) -> Option<usize> {
    let mut session = Session::connect(&server.url()).await.unwrap();
    for _ in 0..200 {
        if session.send_raw(frame.clone()).await.is_err() {
            break;
        }
    }
    refusals_until_closed(&mut session).await
}

#[tokio::test]
async fn a_binary_flood_is_refused_then_closed() {
    let server = strict_server();
    let limited = flood(&server, RawFrame::Binary(vec![0; 64])).await;
    assert!(limited.is_some_and(|n| n >= 1), "{limited:?}");
}

#[tokio::test]
async fn a_ping_flood_is_refused_then_closed() {
    let server = strict_server();
    let limited = flood(&server, RawFrame::Ping(b"ping".to_vec())).await;
    assert!(limited.is_some_and(|n| n >= 1), "{limited:?}");
}

#[tokio::test]
async fn a_pong_flood_is_refused_then_closed() {
    let server = strict_server();
    let limited = flood(&server, RawFrame::Pong(b"pong".to_vec())).await;
    assert!(limited.is_some_and(|n| n >= 1), "{limited:?}");
}

#[tokio::test]
async fn silent_sockets_are_closed_at_the_hello_deadline_and_their_address_comes_back() {
    let server = TestServer::start(|c| {
        c.max_per_address = 2;
        c.hello_timeout = Duration::from_millis(300);
    });
    let mut silent = [
        Session::connect(&server.url()).await.unwrap(),
        Session::connect(&server.url()).await.unwrap(),
    ];
    assert!(Session::connect(&server.url()).await.is_err(), "full");
    for session in &mut silent {
        let told = timeout_at(Instant::now() + WAIT, session.recv()).await;
        assert!(
            matches!(
                told,
                Ok(Ok(ServerMessage::Error {
                    code: ErrorCode::NotIntroduced,
                    ..
                }))
            ),
            "{told:?}"
        );
        let closed = timeout_at(Instant::now() + WAIT, session.recv()).await;
        assert!(matches!(closed, Ok(Err(_))), "{closed:?}");
    }
    let mut again = connect_within(&server, WAIT).await;
    again.hello("ann", None).await.unwrap();
    // Once introduced, the deadline no longer applies.
    tokio::time::sleep(Duration::from_millis(600)).await;
    again.send(&ClientMessage::Ping { n: 1 }).await.unwrap();
    assert_eq!(again.recv().await.unwrap(), ServerMessage::Pong { n: 1 });
}

/// Connects, trying again while the address's places are still being given back.
async fn connect_within(server: &TestServer, wait: Duration) -> Session {
    let deadline = Instant::now() + wait;
    loop {
        match Session::connect(&server.url()).await {
            Ok(session) => return session,
            Err(_) if Instant::now() < deadline => {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Err(error) => panic!("the address never came back: {error}"),
        }
    }
}

#[tokio::test]
async fn an_address_closed_for_flooding_is_kept_out_a_while_then_let_back() {
    let server = TestServer::start(|c| {
        c.rate = 2.0;
        c.burst = 4.0;
        c.flood_cool_off = Duration::from_secs(1);
    });
    let limited = flood(&server, RawFrame::Binary(vec![0; 64])).await;
    assert!(limited.is_some_and(|n| n >= 1), "{limited:?}");
    let refused = Session::connect(&server.url()).await.err();
    let refused = refused.expect("the flooder's address comes straight back");
    assert!(refused.to_string().contains("429"), "{refused}");
    // The wait served, the address is welcome again.
    let deadline = Instant::now() + WAIT;
    let mut back = loop {
        tokio::time::sleep(Duration::from_millis(200)).await;
        if let Ok(session) = Session::connect(&server.url()).await {
            break session;
        }
        assert!(Instant::now() < deadline, "kept out for good");
    };
    back.send(&ClientMessage::Ping { n: 1 }).await.unwrap();
    assert_eq!(back.recv().await.unwrap(), ServerMessage::Pong { n: 1 });
}

#[tokio::test]
async fn an_address_opens_websockets_at_a_bounded_rate_however_it_closes_them() {
    let server = TestServer::start(|c| {
        c.upgrade_rate = 0.5;
        c.upgrade_burst = 5.0;
    });
    for n in 0..5 {
        let session = Session::connect(&server.url()).await;
        session
            .unwrap_or_else(|e| panic!("socket {n}: {e}"))
            .close()
            .await;
    }
    let refused = Session::connect(&server.url()).await.err();
    let refused = refused.expect("a sixth socket at once is refused");
    assert!(refused.to_string().contains("429"), "{refused}");
    // One earned back in two seconds.
    tokio::time::sleep(Duration::from_millis(2_200)).await;
    let mut back = Session::connect(&server.url()).await.unwrap();
    back.send(&ClientMessage::Ping { n: 1 }).await.unwrap();
    assert_eq!(back.recv().await.unwrap(), ServerMessage::Pong { n: 1 });
}
