//! A name is held by one player: a new player asking for a name another holds, in
//! any case, is refused and may try another; the holder comes back with its token;
//! and of two new players asking for one name at the same moment, exactly one gets it.

use crate::harness::{Client, TestServer};
use connect4_client::{ClientError, Session};
use connect4_protocol::ErrorCode;

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
