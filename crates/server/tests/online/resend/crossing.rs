//! A game made for a player just as they come back on a new connection (a challenge
//! of theirs accepted, posted on the old one) reaches the new connection: either
//! their `hello` finds it, or it is made for the connection they have now.

use crate::harness::{Client, TestServer};
use connect4_client::Session;
use connect4_protocol::{ClientMessage, ErrorCode, InviteCode, ServerMessage};
use std::time::Duration;

/// Rounds of the race; each game made is kept a while for a rematch, and a player
/// sits in 32 at most.
const ROUNDS: u32 = 25;

/// A random wait of up to 3 ms.
fn jitter() -> Duration {
    Duration::from_micros(fastrand::u64(0..3_000))
}

async fn next(session: &mut Session, what: &str) -> ServerMessage {
    tokio::time::timeout(Duration::from_secs(5), session.recv())
        .await
        .unwrap_or_else(|_| panic!("ann's connection never got {what}"))
        .unwrap()
}

#[tokio::test]
async fn a_challenge_accepted_as_its_poster_comes_back_reaches_their_new_connection() {
    let server = TestServer::start(|_| {});
    let ann = Client::join(&server, "ann").await;
    let mut bob = Client::join(&server, "bob").await;
    let token = ann.token.clone();
    let mut old = ann.session;
    let mut games = 0;
    for _ in 0..ROUNDS {
        let challenge = ClientMessage::Challenge {
            kind: connect4_classic::game::wire::STANDARD,
            clock: None,
            rated: false,
        };
        old.send(&challenge).await.unwrap();
        let id = loop {
            if let ServerMessage::ChallengePosted { id } = next(&mut old, "its challenge").await {
                break id;
            }
        };
        let back = async {
            tokio::time::sleep(jitter()).await;
            let mut session = Session::connect(&server.url()).await.unwrap();
            session.hello("ann", Some(&token)).await.unwrap();
            session
        };
        let accept = async {
            tokio::time::sleep(jitter()).await;
            bob.send(ClientMessage::AcceptChallenge { id }).await;
        };
        let (mut new, ()) = tokio::join!(back, accept);
        drop(old);
        let made = bob
            .expect(|m| match m {
                ServerMessage::Game { game } => Some(Some(game.code)),
                ServerMessage::Error {
                    code: ErrorCode::NoSuchChallenge,
                    ..
                } => Some(None),
                _ => None,
            })
            .await;
        if let Some(code) = made {
            games += 1;
            until_game(&mut new, code).await;
            new.send(&ClientMessage::Abort { game: code })
                .await
                .unwrap();
            bob.ended().await;
        }
        old = new;
    }
    eprintln!("{games} of {ROUNDS} challenges accepted");
}

/// Reads ann's new connection until game `code` comes.
async fn until_game(session: &mut Session, code: InviteCode) {
    loop {
        if let ServerMessage::Game { game } = next(session, "the game made").await
            && game.code == code
        {
            return;
        }
    }
}
