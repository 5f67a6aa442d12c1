//! End to end through a cutting proxy: the host, on the reconnecting client
//! (`connect4_client::start`), sends its first move; the proxy swallows that frame
//! and cuts the connection; the client comes back by itself. The move must then be
//! played once: the opponent hears it once, the game holds it once, and play goes on.

use crate::cut_proxy::{Cut, CutProxy};
use crate::harness::{Client, TestServer};
use crate::store::stored_moves;
use connect4_client::{Event, Identity, start};
use connect4_protocol::{ClientMessage, GameSnapshot, GameStatus, InviteCode, ServerMessage};
use std::time::Duration;
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender};
use tokio::time::{Instant, timeout_at};

/// How long the client has to come back and its move to be played: its backoff is
/// a quarter second at first, the rest is slack for a loaded machine.
const COME_BACK: Duration = Duration::from_secs(10);

/// The host's first move.
const FIRST: &str = "4";

/// The host, on the reconnecting client, connected through the proxy.
struct Host {
    commands: UnboundedSender<ClientMessage>,
    events: UnboundedReceiver<Event>,
}

impl Host {
    /// Skips events until `pick` takes one.
    async fn until<T>(&mut self, what: &str, mut pick: impl FnMut(&Event) -> Option<T>) -> T {
        let deadline = Instant::now() + COME_BACK;
        let mut seen = Vec::new();
        loop {
            let event = timeout_at(deadline, self.events.recv())
                .await
                .unwrap_or_else(|_| panic!("the host never saw {what}; saw {seen:#?}"))
                .expect("the client runs");
            if let Some(found) = pick(&event) {
                return found;
            }
            seen.push(event);
        }
    }

    async fn connected(&mut self) {
        self.until("a welcome", |e| {
            matches!(e, Event::Connected(_)).then_some(())
        })
        .await;
    }

    async fn game(&mut self) -> GameSnapshot {
        self.until("a game", |e| match e {
            Event::Message(ServerMessage::Game { game }) => Some(game.clone()),
            _ => None,
        })
        .await
    }

    fn send(&self, message: ClientMessage) {
        self.commands.send(message).expect("the client runs");
    }
}

/// A game the host, through the proxy, plays against bob, connected directly; the
/// proxy is armed to cut `at` the host's first move.
async fn hosted_through(
    server: &TestServer,
    proxy: &CutProxy,
    at: Cut,
) -> (Host, Client, InviteCode) {
    let identity = Identity {
        name: "ann".into(),
        token: None,
    };
    let (commands, events) = start(proxy.url(), identity, crate::harness::BOTH_GAMES);
    let mut host = Host { commands, events };
    host.connected().await;
    let kind = connect4_classic::game::wire::STANDARD;
    host.send(ClientMessage::Host {
        kind,
        clock: None,
        rated: false,
    });
    let code = host.game().await.code;
    let mut bob = Client::join(server, "bob").await;
    bob.send(ClientMessage::Join { code }).await;
    assert_eq!(bob.game().await.status, GameStatus::Playing);
    assert_eq!(host.game().await.status, GameStatus::Playing);
    proxy.arm_to(at);
    (host, bob, code)
}

/// Sends the host's first move and waits for the proxy to cut its connection.
async fn first_move_cut(host: &mut Host, proxy: &CutProxy, code: InviteCode) {
    host.send(ClientMessage::Move {
        game: code,
        mv: FIRST.into(),
        ply: Some(1),
    });
    tokio::time::timeout(COME_BACK, proxy.cut())
        .await
        .expect("the proxy cut the move's connection");
}

/// Bob hears the host's first move once, and his answer reaches the host.
async fn played_once(server: &TestServer, host: &mut Host, mut bob: Client, code: InviteCode) {
    let deadline = Instant::now() + COME_BACK;
    let first = loop {
        let message = timeout_at(deadline, bob.session.recv()).await.expect(
            "bob never heard the host's move: the move the cut swallowed was not sent \
             again after the client came back",
        );
        if let ServerMessage::Moved { ply: 1, mv, .. } = message.unwrap() {
            break mv;
        }
    };
    assert_eq!(first, FIRST);
    let mut eve = Client::join(server, "eve").await;
    eve.send(ClientMessage::Watch { game: code }).await;
    assert_eq!(
        eve.game().await.moves,
        [FIRST],
        "the game holds the move once"
    );
    assert_eq!(stored_moves(&server.data, code).await, [FIRST]);

    bob.play(code, "3").await;
    let heard_again = bob
        .expect(|m| match m {
            ServerMessage::Moved { ply, .. } => Some(*ply),
            _ => None,
        })
        .await;
    assert_eq!(heard_again, 2, "bob heard move 1 once, then his own");
    let answer = host
        .until("bob's answer", |e| match e {
            Event::Message(ServerMessage::Moved { ply: 2, mv, .. }) => Some(mv.clone()),
            _ => None,
        })
        .await;
    assert_eq!(answer, "3");
}

/// The promise of issue 39, end to end: FAILS with a client that does not send its
/// unacknowledged moves again after a reconnect (the move is lost, both players
/// wait for each other).
#[tokio::test]
async fn a_move_swallowed_by_a_cut_is_sent_again_by_the_client_and_played_once() {
    let server = TestServer::start(|c| c.grace = Duration::from_secs(30));
    let proxy = CutProxy::start(server.addr).await;
    let (mut host, bob, code) = hosted_through(&server, &proxy, Cut::BeforeTheMove).await;
    first_move_cut(&mut host, &proxy, code).await;
    played_once(&server, &mut host, bob, code).await;
}

/// The proxy checked: the move it swallowed never reached the server (the game the
/// client is sent back holds no move), the client's next connection passes through,
/// and the move sent again by hand with its ply is played once.
#[tokio::test]
async fn a_move_swallowed_by_a_cut_and_sent_again_by_hand_is_played_once() {
    let server = TestServer::start(|c| c.grace = Duration::from_secs(30));
    let proxy = CutProxy::start(server.addr).await;
    let (mut host, bob, code) = hosted_through(&server, &proxy, Cut::BeforeTheMove).await;
    first_move_cut(&mut host, &proxy, code).await;
    host.connected().await;
    let back = host.game().await;
    assert_eq!(
        (back.code, back.moves.len()),
        (code, 0),
        "the move was swallowed"
    );
    host.send(ClientMessage::Move {
        game: code,
        mv: FIRST.into(),
        ply: Some(1),
    });
    played_once(&server, &mut host, bob, code).await;
}

/// The other cut: the move reaches the server and its acknowledgement is lost with
/// the connection. Back, the client sends the move again with its ply; the server
/// answers `already_played`, which the client keeps to itself, having the game sent
/// back whole with the move: played once, and nothing refused on the host's screen.
#[tokio::test]
async fn a_move_whose_acknowledgement_a_cut_lost_is_played_once_and_nothing_is_refused() {
    let server = TestServer::start(|c| c.grace = Duration::from_secs(30));
    let proxy = CutProxy::start(server.addr).await;
    let (mut host, bob, code) = hosted_through(&server, &proxy, Cut::AfterTheMove).await;
    first_move_cut(&mut host, &proxy, code).await;
    host.connected().await;
    let back = host.game().await;
    assert_eq!(back.moves, [FIRST], "the move reached the server");
    // Answered after the move sent again: whatever the host hears before is there.
    host.send(ClientMessage::Ping { n: 7 });
    let mut heard = Vec::new();
    host.until("the pong", |e| {
        heard.push(e.clone());
        matches!(e, Event::Message(ServerMessage::Pong { n: 7 })).then_some(())
    })
    .await;
    let refused = heard
        .iter()
        .any(|e| matches!(e, Event::Message(ServerMessage::Error { .. })));
    assert!(!refused, "the host heard a refusal: {heard:#?}");
    played_once(&server, &mut host, bob, code).await;
}
