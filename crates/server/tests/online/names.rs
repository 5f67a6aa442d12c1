//! A name is held by one player: a new player asking for a name another holds, in
//! any case, is refused and may try another; the holder comes back with its token;
//! and of two new players asking for one name at the same moment, exactly one gets it.

mod fold;

use crate::harness::{Client, TestServer};
use connect4_client::{ClientError, Session};
use connect4_protocol::{
    ClientMessage, ErrorCode, PROTOCOL_VERSION, ServerMessage, decode_server, encode,
};
use futures_util::{SinkExt, StreamExt};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

/// What a hello as a new player called `name` gets on a fresh connection.
async fn hello(server: &TestServer, name: &str) -> (Session, Result<String, ClientError>) {
    let mut session = Session::connect(&server.url()).await.unwrap();
    let answer = session.hello(name, None).await.map(|welcome| welcome.name);
    (session, answer)
}

fn refused_as_taken(answer: &Result<String, ClientError>) -> Option<&str> {
    match answer {
        Err(ClientError::Refused(ErrorCode::NameTaken, message)) => Some(message),
        _ => None,
    }
}

#[tokio::test]
async fn a_name_taken_is_refused_in_any_case_and_another_may_be_tried() {
    let server = TestServer::start(|_| {});
    let _ann = Client::join(&server, "ann").await;
    let (_, again) = hello(&server, "ann").await;
    assert_eq!(
        refused_as_taken(&again),
        Some("the name ann is taken: choose another"),
        "{again:?}"
    );
    for name in ["ANN", " Ann "] {
        let (_, answer) = hello(&server, name).await;
        assert!(refused_as_taken(&answer).is_some(), "{name:?}: {answer:?}");
    }
    // The refusal leaves the connection open for another name.
    let (mut session, _) = hello(&server, "Ann").await;
    let welcome = session.hello("anna", None).await.unwrap();
    assert_eq!(welcome.name, "anna");
}

#[tokio::test]
async fn the_holder_of_a_name_still_comes_back_with_its_token() {
    let server = TestServer::start(|_| {});
    let ann = Client::join(&server, "Ann").await;
    let token = ann.token.clone();
    drop(ann);
    let (_, taken) = hello(&server, "ann").await;
    assert!(refused_as_taken(&taken).is_some(), "{taken:?}");
    let back = Client::with_token(&server, "ann", Some(&token)).await;
    assert_eq!((back.name.as_str(), back.token.as_str()), ("Ann", &*token));
}

#[tokio::test]
async fn of_two_new_players_asking_for_one_name_at_once_exactly_one_gets_it() {
    // Two connections a round, opened faster than the server may see them close.
    let server = TestServer::start(|config| config.max_per_address = 100);
    for round in 0..20 {
        let name = format!("twin{round}");
        let mut first = Session::connect(&server.url()).await.unwrap();
        let mut second = Session::connect(&server.url()).await.unwrap();
        let upper = name.to_uppercase();
        let (one, two) = tokio::join!(first.hello(&name, None), second.hello(&upper, None));
        let answers = [one.map(|w| w.name), two.map(|w| w.name)];
        let welcomed: Vec<&String> = answers.iter().filter_map(|a| a.as_ref().ok()).collect();
        let refused = answers.iter().filter_map(refused_as_taken).count();
        assert_eq!((welcomed.len(), refused), (1, 1), "{answers:?}");
        assert!(welcomed[0].eq_ignore_ascii_case(&name));
    }
}

/// The look-alikes of `Alice` an audit made into new players, one per trick: other
/// scripts, fullwidth, a dotless i, capital I for l, invisible and format characters,
/// combining marks, tags, a variation selector, a line separator, a braille blank.
const ALICE_ALIKES: [&str; 19] = [
    "\u{410}lice",
    "Alic\u{435}",
    "\u{ff21}\u{ff4c}\u{ff49}\u{ff43}\u{ff45}",
    "Al\u{131}ce",
    "AIice",
    "Ali\u{200b}ce",
    "Ali\u{200d}ce",
    "Ali\u{2060}ce",
    "\u{feff}Alice",
    "Ali\u{ad}ce",
    "Alice\u{301}",
    "A\u{332}lice",
    "Alice\u{e0041}\u{e007f}",
    "Alice\u{fe0f}",
    "Ali\u{2028}ce",
    "\u{2800}",
    "Alice\u{2800}",
    "\u{391}lice",
    "\u{1d400}\u{1d425}\u{1d422}\u{1d41c}\u{1d41e}",
];

#[tokio::test]
async fn every_look_alike_of_a_held_name_is_refused() {
    let server = TestServer::start(|_| {});
    let _alice = Client::join(&server, "Alice").await;
    let mut session = Session::connect(&server.url()).await.unwrap();
    let mut welcomed = Vec::new();
    for alike in ALICE_ALIKES {
        let answer = session.hello(alike, None).await;
        let refused = matches!(
            answer,
            Err(ClientError::Refused(
                ErrorCode::NameTaken | ErrorCode::BadName,
                _
            ))
        );
        if !refused {
            welcomed.push((alike, answer.map(|w| w.name)));
            session = Session::connect(&server.url()).await.unwrap();
        }
    }
    assert!(
        welcomed.is_empty(),
        "{} of 19 taken: {welcomed:?}",
        welcomed.len()
    );
}

#[tokio::test]
async fn a_name_of_one_column_and_thousands_of_bytes_is_refused() {
    let server = TestServer::start(|_| {});
    let padded = format!("a{}", "\u{200b}".repeat(1300));
    let (_, answer) = hello(&server, &padded).await;
    let refused = matches!(answer, Err(ClientError::Refused(ErrorCode::BadName, _)));
    assert!(refused, "{:?}", answer.map(|name| name.len()));
}

#[tokio::test]
async fn an_address_makes_so_many_new_players_an_hour_and_old_ones_come_back() {
    let server = TestServer::start(|config| config.new_players_per_hour = 3);
    let ann = Client::join(&server, "ann").await;
    for name in ["bob", "cid"] {
        Client::join(&server, name).await;
    }
    let (_, fourth) = hello(&server, "dan").await;
    assert!(
        matches!(fourth, Err(ClientError::Refused(ErrorCode::RateLimited, _))),
        "{fourth:?}"
    );
    // The name was not kept for the refused player, and a known player is no new one.
    let back = Client::with_token(&server, "ann", Some(&ann.token)).await;
    assert_eq!(back.name, "ann");
    let (_, again) = hello(&server, "dan").await;
    assert!(
        matches!(again, Err(ClientError::Refused(ErrorCode::RateLimited, _))),
        "{again:?}"
    );
}

#[tokio::test]
async fn the_ssh_doors_own_connections_are_not_counted_for_new_players() {
    let key = connect4_server::new_door_key().unwrap();
    let door_key = key.clone();
    let server = TestServer::start(move |config| {
        config.new_players_per_hour = 1;
        config.door_key = Some(door_key);
    });
    for name in ["ann", "bob", "cid"] {
        let mut request = server.url().into_client_request().unwrap();
        let value = key.parse().unwrap();
        request
            .headers_mut()
            .insert(connect4_server::DOOR_HEADER, value);
        let (mut socket, _) = tokio_tungstenite::connect_async(request).await.unwrap();
        let hello = ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: name.into(),
            token: None,
            games: None,
        };
        socket.send(Message::text(encode(&hello))).await.unwrap();
        let Some(Ok(Message::Text(reply))) = socket.next().await else {
            panic!("no reply for {name}");
        };
        let reply = decode_server(reply.as_str()).unwrap();
        assert!(
            matches!(reply, ServerMessage::Welcome { .. }),
            "{name}: {reply:?}"
        );
    }
    // The same address without the door's key is limited.
    assert!(Client::join(&server, "dan").await.name == "dan");
    let (_, eve) = hello(&server, "eve").await;
    assert!(
        matches!(eve, Err(ClientError::Refused(ErrorCode::RateLimited, _))),
        "{eve:?}"
    );
}

#[tokio::test]
async fn a_player_who_never_played_expires_at_a_start_and_frees_the_name() {
    let server = TestServer::start(|_| {});
    let idle = Client::join(&server, "idle").await;
    let mut host = Client::join(&server, "host").await;
    host.host(connect4_classic::game::wire::STANDARD, None)
        .await;
    let (_, _, _) =
        crate::harness::started(&server, connect4_classic::game::wire::STANDARD, None).await;
    let (idle_token, host_token) = (idle.token.clone(), host.token.clone());
    drop((idle, host));
    // Younger than the expiry: kept.
    let server = TestServer::start_in(server.kill(), |_| {});
    Client::with_token(&server, "idle", Some(&idle_token)).await;
    // Past it: the two who never sat with an opponent are gone, the pair that
    // played is kept.
    let server = TestServer::start_in(server.kill(), |config| {
        config.unplayed_expiry = std::time::Duration::ZERO;
    });
    for token in [&idle_token, &host_token] {
        let mut session = Session::connect(&server.url()).await.unwrap();
        let answer = session.hello("x", Some(token)).await;
        assert!(
            matches!(answer, Err(ClientError::Refused(ErrorCode::BadToken, _))),
            "{answer:?}"
        );
    }
    for name in ["idle", "host"] {
        assert_eq!(Client::join(&server, name).await.name, name);
    }
    let (_, ann) = hello(&server, "ann").await;
    assert!(refused_as_taken(&ann).is_some(), "ann played: {ann:?}");
}
