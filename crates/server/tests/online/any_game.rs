//! A game the server knows only by its rules, from the registry it is handed: PopOut,
//! hosted, rated, stored, recovered after a kill and finished, while a server not
//! handed it refuses it with a reason.

use crate::harness::{Client, GAMES, TestServer, alternate, started};
use connect4_client::Session;
use connect4_popout::wire::STANDARD as POPOUT;
use connect4_protocol::{ClientMessage, EndReason, ErrorCode, GameStatus, Player, ServerMessage};
use std::time::Duration;

#[tokio::test]
async fn popout_is_played_rated_stored_and_recovered_by_its_rules_alone() {
    // Both players come from this machine.
    let server = TestServer::start(|c| c.rated_same_address = true);
    let (mut ann, mut bob, code) = started(&server, POPOUT, Some("1+0")).await;
    // Ann pops her own disc from under Bob's: his falls to the bottom.
    alternate(&mut ann, &mut bob, code, 0, &["d4", "d4", "p4"]).await;
    bob.play(code, "p5").await;
    assert_eq!(bob.error().await, ErrorCode::IllegalMove);
    let (ann_token, bob_token) = (ann.token.clone(), bob.token.clone());

    let data = server.kill();
    let server = TestServer::start_in(data, |c| c.rated_same_address = true);
    let mut ann = Client::with_token(&server, "ann", Some(&ann_token)).await;
    let game = ann.game().await;
    assert_eq!((game.code, game.kind), (code, POPOUT));
    assert_eq!(game.moves, ["d4", "d4", "p4"]);
    assert_eq!(game.status, GameStatus::Playing);
    let mut bob = Client::with_token(&server, "bob", Some(&bob_token)).await;
    bob.game().await;
    let rest = ["d6", "d1", "d6", "d1", "d7", "d1", "d7", "d1"];
    alternate(&mut ann, &mut bob, code, 3, &rest).await;
    let (result, ratings) = ann.ended().await;
    assert_eq!(
        (result.winner, result.reason),
        (Some(Player::One), EndReason::FourInARow)
    );
    let ratings = ratings.expect("PopOut on 7x6 is rated");
    assert!(ratings.one > 1500 && ratings.two < 1500, "{ratings:?}");
    // Kept under PopOut's own rating, and listed by it.
    let mut eve = Client::join(&server, "eve").await;
    eve.send(ClientMessage::Lobby { follow: false }).await;
    let leaders = eve
        .expect(|m| match m {
            ServerMessage::Lobby { lobby } => Some(lobby.leaders.clone()),
            _ => None,
        })
        .await;
    let ann = leaders
        .iter()
        .find(|l| l.name == "ann")
        .expect("ann is rated");
    assert_eq!((ann.kind.name(), ann.games), ("popout", 1));
}

#[tokio::test]
async fn a_server_not_handed_a_game_refuses_it_by_name() {
    let server = TestServer::start(|c| c.games = crate::harness::BOTH_GAMES);
    let mut ann = Client::join(&server, "ann").await;
    ann.send(ClientMessage::Host {
        kind: POPOUT,
        clock: None,
        rated: true,
    })
    .await;
    let reason = ann
        .expect(|m| match m {
            ServerMessage::Error { code, message, .. } => Some((*code, message.clone())),
            _ => None,
        })
        .await;
    assert_eq!(reason.0, ErrorCode::BadRequest);
    assert!(
        reason.1.contains("popout is not a game played here"),
        "{}",
        reason.1
    );
    assert!(GAMES.find("popout").is_some());
}

#[tokio::test]
async fn a_version_2_client_is_sent_only_the_games_it_reads_and_told_why_of_others() {
    sent_only_what_it_reads(2, None).await;
}

#[tokio::test]
async fn a_client_that_names_its_games_is_sent_only_those() {
    let named = ["connect4", "checkers"].map(connect4_protocol::GameName::new);
    sent_only_what_it_reads(connect4_protocol::PROTOCOL_VERSION, Some(named.to_vec())).await;
}

/// A client saying hello as `version` with `games` sees the lobby without PopOut's
/// challenge and is refused PopOut's game, while one that reads every game sees both.
async fn sent_only_what_it_reads(version: u32, games: Option<Vec<connect4_protocol::GameName>>) {
    let server = TestServer::start(|_| {});
    let mut ann = Client::join(&server, "ann").await;
    let popout_game = ann.host(POPOUT, None).await;
    for kind in [POPOUT, connect4_classic::game::wire::STANDARD] {
        ann.send(ClientMessage::Challenge {
            kind,
            clock: None,
            rated: false,
        })
        .await;
        ann.expect(|m| matches!(m, ServerMessage::ChallengePosted { .. }).then_some(()))
            .await;
    }
    let mut old = Session::connect(&server.url()).await.unwrap();
    let hello = ClientMessage::Hello {
        version,
        name: "old".into(),
        token: None,
        games,
    };
    old.send(&hello).await.unwrap();
    old.send(&ClientMessage::Lobby { follow: false })
        .await
        .unwrap();
    old.send(&ClientMessage::Watch { game: popout_game })
        .await
        .unwrap();
    let mut lobby = None;
    loop {
        let message = tokio::time::timeout(Duration::from_secs(10), old.recv())
            .await
            .expect("an answer in time")
            .unwrap();
        match message {
            ServerMessage::Lobby { lobby: view } => lobby = Some(view),
            ServerMessage::Error {
                code,
                message,
                game,
            } => {
                assert_eq!((code, game), (ErrorCode::BadRequest, Some(popout_game)));
                assert!(
                    message.contains("popout, which this client does not play"),
                    "{message}"
                );
                break;
            }
            ServerMessage::Game { game } => panic!("sent {:?} whole", game.kind),
            _ => {}
        }
    }
    let lobby = lobby.expect("the lobby before the refusal");
    let kinds: Vec<_> = lobby.challenges.iter().map(|c| c.kind).collect();
    assert_eq!(kinds, [connect4_classic::game::wire::STANDARD]);
    // A client of this version is sent both.
    ann.send(ClientMessage::Lobby { follow: false }).await;
    let all = ann
        .expect(|m| match m {
            ServerMessage::Lobby { lobby } => Some(lobby.challenges.len()),
            _ => None,
        })
        .await;
    assert_eq!(all, 2);
}

#[tokio::test]
async fn a_hello_naming_too_many_games_is_refused() {
    let server = TestServer::start(|_| {});
    let mut session = Session::connect(&server.url()).await.unwrap();
    let too_many = (0..=connect4_protocol::MAX_HELLO_GAMES)
        .map(|n| connect4_protocol::GameName::checked(&format!("g{n}")).unwrap())
        .collect();
    let hello = ClientMessage::Hello {
        version: connect4_protocol::PROTOCOL_VERSION,
        name: "many".into(),
        token: None,
        games: Some(too_many),
    };
    session.send(&hello).await.unwrap();
    let answer = tokio::time::timeout(Duration::from_secs(10), session.recv())
        .await
        .expect("an answer in time")
        .unwrap();
    let ServerMessage::Error { code, message, .. } = answer else {
        panic!("{answer:?}");
    };
    assert_eq!(code, ErrorCode::BadRequest);
    assert!(message.contains("32 games at most"), "{message}");
}
