//! A server killed where it stands and started again on the same data dir: no
//! acknowledged move or finished result is lost, and games in progress go on.

use crate::harness::{Client, TestServer, alternate, started};
use connect4_protocol::{ClientMessage, GameStatus, Player};

#[tokio::test]
async fn a_restart_keeps_acknowledged_moves_and_results_and_games_go_on() {
    // Both players come from this machine.
    let server = TestServer::start(|c| c.rated_same_address = true);
    let (mut ann, mut bob, won) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(
        &mut ann,
        &mut bob,
        won,
        0,
        &["1", "2", "1", "2", "1", "2", "1"],
    )
    .await;
    ann.ended().await;
    let code = ann
        .host(connect4_classic::game::wire::STANDARD, Some("1+0"))
        .await;
    bob.send(ClientMessage::Join { code }).await;
    bob.game().await;
    ann.game().await;
    alternate(&mut ann, &mut bob, code, 0, &["4", "4", "3"]).await;
    let (ann_token, bob_token) = (ann.token.clone(), bob.token.clone());

    let data = server.kill();
    let server = TestServer::start_in(data, |c| c.rated_same_address = true);
    let mut ann = Client::with_token(&server, "ann", Some(&ann_token)).await;
    let game = ann.game().await;
    assert_eq!(game.code, code, "only the game in progress comes back");
    assert_eq!(game.moves, ["4", "4", "3"]);
    assert_eq!(game.status, GameStatus::Playing);
    let clocks = game.clocks.unwrap();
    assert!(
        clocks.one > 50_000 && clocks.two > 50_000,
        "the clocks stood still while the server was down: {clocks:?}"
    );

    let mut bob = Client::with_token(&server, "bob", Some(&bob_token)).await;
    assert_eq!(bob.game().await.you, Some(Player::Two));
    alternate(&mut ann, &mut bob, code, 3, &["3"]).await;

    // The finished game's rating survived.
    let again = Client::with_token(&server, "ann", Some(&ann_token)).await;
    let _ = again;
    let mut eve = Client::join(&server, "eve").await;
    eve.send(ClientMessage::Lobby { follow: false }).await;
    let leaders = eve
        .expect(|m| match m {
            connect4_protocol::ServerMessage::Lobby { lobby } => Some(lobby.leaders.clone()),
            _ => None,
        })
        .await;
    let ann_entry = leaders
        .iter()
        .find(|l| l.name == "ann" && l.kind.name() == "connect4")
        .expect("ann rated");
    assert!(
        ann_entry.rating > 1500 && ann_entry.games == 1,
        "{ann_entry:?}"
    );
}

#[tokio::test]
async fn the_client_library_reconnects_by_itself_and_gets_its_games_back() {
    use connect4_client::{Event, Identity, start};
    let server = TestServer::start(|_| {});
    let addr = server.addr;
    let url = server.url();
    let identity = Identity {
        name: "ann".into(),
        token: None,
    };
    let (commands, mut events) = start(url, identity, crate::harness::BOTH_GAMES);
    let next = async |events: &mut tokio::sync::mpsc::UnboundedReceiver<Event>| {
        tokio::time::timeout(std::time::Duration::from_secs(10), events.recv())
            .await
            .expect("an event in time")
            .expect("the connection runs")
    };
    let Event::Connected(first) = next(&mut events).await else {
        panic!("connected first")
    };
    let kind = connect4_classic::game::wire::STANDARD;
    commands
        .send(ClientMessage::Host {
            kind,
            clock: None,
            rated: true,
        })
        .unwrap();
    let Event::Message(connect4_protocol::ServerMessage::Game { game }) = next(&mut events).await
    else {
        panic!("the hosted game")
    };

    let data = server.kill();
    let _server = TestServer::start_in(data, |c| c.listen = addr);
    let mut reconnected = None;
    while reconnected.is_none() {
        match next(&mut events).await {
            Event::Disconnected { retry_in, .. } => {
                assert!(retry_in <= connect4_client::MAX_BACKOFF)
            }
            Event::Connected(welcome) => reconnected = Some(welcome),
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(
        reconnected.unwrap().token,
        first.token,
        "the same player again"
    );
    let Event::Message(connect4_protocol::ServerMessage::Game { game: again }) =
        next(&mut events).await
    else {
        panic!("the game back")
    };
    assert_eq!((again.code, again.status), (game.code, GameStatus::Waiting));
}
