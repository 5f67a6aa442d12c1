//! Sockets before the protocol: deadlines on a handshake, sockets counted against
//! their address from accept, the Origin check, the ssh door's credential and a
//! trusted proxy's forwarded address.

use crate::harness::TestServer;
use std::net::IpAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::time::{Instant, timeout};
use tokio_tungstenite::tungstenite::Error;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// Far longer than any deadline a test sets: a socket not closed by then is held.
const HELD: Duration = Duration::from_secs(6);

/// A WebSocket handshake with these headers: the socket, or the refusal's status.
async fn open(server: &TestServer, headers: &[(&'static str, &str)]) -> Result<Socket, String> {
    let mut request = server.url().into_client_request().unwrap();
    for (name, value) in headers {
        request.headers_mut().append(*name, value.parse().unwrap());
    }
    match tokio_tungstenite::connect_async(request).await {
        Ok((socket, _)) => Ok(socket),
        Err(Error::Http(response)) => Err(response.status().as_u16().to_string()),
        Err(error) => Err(error.to_string()),
    }
}

/// Whether the server closes `socket` within `within`, and what it said before.
async fn closed_within(socket: &mut TcpStream, within: Duration) -> (bool, Vec<u8>) {
    let deadline = Instant::now() + within;
    let mut said = Vec::new();
    let mut buf = [0u8; 1024];
    loop {
        match tokio::time::timeout_at(deadline, socket.read(&mut buf)).await {
            Err(_) => return (false, said),
            Ok(Ok(0) | Err(_)) => return (true, said),
            Ok(Ok(n)) => said.extend_from_slice(&buf[..n]),
        }
    }
}

#[tokio::test]
async fn a_trickled_handshake_is_closed_after_the_header_timeout() {
    let server = TestServer::start(|c| c.header_timeout = Duration::from_secs(1));
    let mut socket = TcpStream::connect(server.addr).await.unwrap();
    let started = Instant::now();
    socket
        .write_all(b"GET /ws HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        .await
        .unwrap();
    // A byte every tenth of a second, never the blank line that ends the head.
    let mut buf = [0u8; 256];
    let closed = loop {
        if started.elapsed() > HELD {
            break false;
        }
        if socket.write_all(b"x").await.is_err() {
            break true;
        }
        let read = timeout(Duration::from_millis(100), socket.read(&mut buf)).await;
        if let Ok(Ok(0) | Err(_)) = read {
            break true;
        }
    };
    assert!(closed, "a trickled handshake is held past {HELD:?}");
    assert!(started.elapsed() >= Duration::from_millis(900));
}

#[tokio::test]
async fn a_socket_that_stays_plain_http_is_closed_after_the_handshake_deadline() {
    let server = TestServer::start(|c| c.handshake_timeout = Duration::from_secs(1));
    let mut socket = TcpStream::connect(server.addr).await.unwrap();
    socket
        .write_all(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    // Kept alive after its answer, the socket asks nothing more.
    let (closed, said) = closed_within(&mut socket, HELD).await;
    assert!(said.starts_with(b"HTTP/1.1 200"), "{said:?}");
    assert!(closed, "a kept-alive socket is held past {HELD:?}");
}

#[tokio::test]
async fn silent_sockets_are_counted_against_their_address() {
    let server = TestServer::start(|c| c.max_per_address = 3);
    let mut silent = Vec::new();
    for _ in 0..3 {
        silent.push(TcpStream::connect(server.addr).await.unwrap());
    }
    let mut over = TcpStream::connect(server.addr).await.unwrap();
    let (closed, said) = closed_within(&mut over, HELD).await;
    assert!(closed, "a fourth silent socket is held");
    assert!(
        said.is_empty() || said.starts_with(b"HTTP/1.1 429"),
        "{said:?}"
    );
    let (first_closed, _) = closed_within(&mut silent[0], Duration::from_millis(300)).await;
    assert!(!first_closed, "the first three stay");
    // One gone, there is room again for a socket from this address.
    silent.pop();
    let deadline = Instant::now() + HELD;
    while let Err(refused) = open(&server, &[]).await {
        assert!(Instant::now() < deadline, "still refused: {refused}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn a_page_of_another_origin_is_refused() {
    let friends = "https://friends.example.org";
    let server = TestServer::start(|c| c.allowed_origins = vec![friends.to_string()]);
    let own = format!("http://{}", server.addr);
    assert!(open(&server, &[]).await.is_ok(), "no origin: not a browser");
    assert!(
        open(&server, &[("origin", &own)]).await.is_ok(),
        "its own page"
    );
    assert!(
        open(&server, &[("origin", friends)]).await.is_ok(),
        "a named page"
    );
    for foreign in ["https://evil.example", "null", "http://127.0.0.1:1"] {
        let refused = open(&server, &[("origin", foreign)]).await.err();
        assert_eq!(refused.as_deref(), Some("403"), "{foreign}");
    }
}

#[tokio::test]
async fn the_doors_key_exempts_its_sockets_but_loopback_alone_does_not() {
    let key = connect4_server::new_door_key().unwrap();
    let door_key = key.clone();
    let server = TestServer::start(move |c| {
        c.max_per_address = 2;
        c.door_key = Some(door_key);
    });
    let _plain = [open(&server, &[]).await, open(&server, &[]).await];
    assert!(_plain.iter().all(Result::is_ok));
    let third = open(&server, &[]).await.err();
    assert_eq!(third.as_deref(), Some("429"), "plain 127.0.0.1 is limited");
    let forged = open(&server, &[(connect4_server::DOOR_HEADER, "0123")]).await;
    assert_eq!(
        forged.err().as_deref(),
        Some("429"),
        "a wrong key is no key"
    );
    let mut doors = Vec::new();
    for n in 0..5 {
        let door = open(&server, &[(connect4_server::DOOR_HEADER, &key)]).await;
        doors.push(door.unwrap_or_else(|e| panic!("door socket {n}: {e}")));
    }
}

#[tokio::test]
async fn a_forwarded_address_counts_only_from_a_trusted_proxy() {
    let forwarded = |address: &'static str| [("x-forwarded-for", address)];
    let direct = TestServer::start(|c| c.max_per_address = 1);
    let _one = open(&direct, &forwarded("203.0.113.1")).await.unwrap();
    let refused = open(&direct, &forwarded("203.0.113.2")).await.err();
    assert_eq!(
        refused.as_deref(),
        Some("429"),
        "anyone can write the header"
    );

    let loopback = IpAddr::from([127, 0, 0, 1]);
    let proxied = TestServer::start(move |c| {
        c.max_per_address = 1;
        c.trusted_proxies = vec![loopback];
    });
    let _ann = open(&proxied, &forwarded("203.0.113.1")).await.unwrap();
    let _bob = open(&proxied, &forwarded("203.0.113.2")).await.unwrap();
    // A client's own header comes first; the address the proxy added is the last.
    let again = open(&proxied, &forwarded("198.51.100.7, 203.0.113.1")).await;
    assert_eq!(again.err().as_deref(), Some("429"));
}
