//! Two servers on one database (the same SQLite file, or with
//! `CONNECT4_TEST_DATABASE=postgres` the same PostgreSQL database): the ids each
//! gives are its own, a name is held once by the database, not in one server's
//! memory, and a player made on one is known on the other.

use crate::harness::TestServer;
use connect4_client::{ClientError, Session};
use connect4_protocol::ErrorCode;
use std::sync::Arc;

/// The answer to a hello without a token as `name`: the token, or the refusal.
async fn new_player(server: &TestServer, name: &str) -> Result<String, ErrorCode> {
    let mut session = Session::connect(&server.url()).await.unwrap();
    match session.hello(name, None).await {
        Ok(welcome) => Ok(welcome.token),
        Err(ClientError::Refused(code, _)) => Err(code),
        Err(other) => panic!("hello as {name}: {other}"),
    }
}

/// Two servers on one database, each making as many new players as a test asks.
fn two_servers() -> (TestServer, TestServer) {
    let tune = |c: &mut connect4_server::Config| c.new_players_per_hour = 1000;
    let one = TestServer::start(tune);
    let two = TestServer::start_in(Arc::clone(&one.data), tune);
    (one, two)
}

#[tokio::test]
async fn each_of_two_servers_on_one_database_makes_new_players() {
    let (one, two) = two_servers();
    for n in 0..10 {
        assert!(new_player(&one, &format!("one{n}")).await.is_ok());
        let second = new_player(&two, &format!("two{n}")).await;
        assert!(second.is_ok(), "the second server's player {n}: {second:?}");
    }
}

#[tokio::test]
async fn a_name_asked_of_two_servers_at_once_goes_to_one_player() {
    let (one, two) = two_servers();
    for n in 0..20 {
        // The same name, or one that looks like it, on each server at once.
        let (mine, theirs) = (format!("zoe{n}"), format!("ZOE{n}"));
        let (a, b) = tokio::join!(new_player(&one, &mine), new_player(&two, &theirs));
        let welcomed = [&a, &b].iter().filter(|r| r.is_ok()).count();
        assert_eq!(welcomed, 1, "round {n}: {a:?}, {b:?}");
        let refused = [a, b].into_iter().find_map(Result::err);
        assert_eq!(refused, Some(ErrorCode::NameTaken));
        // Asked again later, on either: taken.
        assert_eq!(new_player(&two, &mine).await, Err(ErrorCode::NameTaken));
        assert_eq!(new_player(&one, &theirs).await, Err(ErrorCode::NameTaken));
    }
}

#[tokio::test]
async fn a_player_made_on_one_server_comes_back_on_the_other_with_its_name_and_ratings() {
    let (one, two) = two_servers();
    let token = new_player(&one, "Zoë").await.unwrap();
    let mut session = Session::connect(&two.url()).await.unwrap();
    let welcome = session.hello("someone else", Some(&token)).await;
    let welcome = welcome.expect("the second server finds the token in the database");
    assert_eq!((welcome.name.as_str(), welcome.token), ("Zoë", token));
    // Known there from now on: the name is taken on the second server too.
    assert_eq!(new_player(&two, "zoe").await, Err(ErrorCode::NameTaken));
    let mut stranger = Session::connect(&two.url()).await.unwrap();
    let refused = stranger.hello("eve", Some("0123456789abcdef")).await;
    assert!(matches!(
        refused,
        Err(ClientError::Refused(ErrorCode::BadToken, _))
    ));
}

/// An operator's slip: a second server given the first one's `--public-url`. It
/// refuses to start, naming the address and the node live there, and the first
/// serves on, its row never deleted.
#[tokio::test]
async fn a_server_at_the_address_of_a_live_one_refuses_to_start_and_names_it() {
    let url = "ws://play.example.org:4747/ws";
    let one = TestServer::start(|c| c.public_url = Some(url.into()));
    let mut config =
        connect4_server::Config::new(one.data.path().to_path_buf(), crate::harness::BOTH_GAMES);
    config.listen = "127.0.0.1:0".parse().unwrap();
    config.database_url = Some(crate::harness::database_url(&one.data));
    config.public_url = Some(url.into());
    let refused = connect4_server::start(config).await;
    let Err(connect4_server::ServerError::Duplicate(why)) = refused else {
        panic!("the second server started");
    };
    assert!(
        why.contains(url) && why.contains("is live at this node's address"),
        "{why}"
    );
    // The first still serves: its row stands.
    assert!(new_player(&one, "ann").await.is_ok());
    let (head, body) = crate::http::get(&one, "/health").await;
    assert!(head.starts_with("HTTP/1.1 200"), "{head}\n{body}");
}
