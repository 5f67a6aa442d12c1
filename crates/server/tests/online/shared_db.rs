//! Two servers on one database (the same SQLite file, or with
//! `CONNECT4_TEST_DATABASE=postgres` the same PostgreSQL database): the ids each
//! gives are its own, and a name is held once by the database, not in one server's
//! memory.

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
