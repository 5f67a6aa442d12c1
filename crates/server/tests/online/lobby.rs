//! The lobby: challenges posted and accepted, quick pairing, followers kept up to
//! date, and the games and leaders it lists.

use crate::harness::{Client, TestServer};
use connect4_protocol::{ClientMessage, GameKind, GameStatus, LobbyView, Player, ServerMessage};

async fn lobby(client: &mut Client) -> LobbyView {
    client
        .expect(|m| match m {
            ServerMessage::Lobby { lobby } => Some(lobby.clone()),
            _ => None,
        })
        .await
}

#[tokio::test]
async fn a_challenge_is_seen_accepted_and_played() {
    let server = TestServer::start(|_| {});
    let mut ann = Client::join(&server, "ann").await;
    let mut bob = Client::join(&server, "bob").await;
    let mut eve = Client::join(&server, "eve").await;
    eve.send(ClientMessage::Lobby { follow: true }).await;
    assert!(lobby(&mut eve).await.challenges.is_empty());
    ann.send(ClientMessage::Challenge {
        kind: GameKind::Checkers,
        clock: None,
        rated: true,
    })
    .await;
    let id = ann
        .expect(|m| match m {
            ServerMessage::ChallengePosted { id } => Some(*id),
            _ => None,
        })
        .await;
    loop {
        let view = lobby(&mut eve).await;
        if let Some(challenge) = view.challenges.first() {
            assert_eq!(
                (challenge.id, challenge.by.as_str(), challenge.rating),
                (id, "ann", Some(1500))
            );
            break;
        }
    }
    ann.send(ClientMessage::AcceptChallenge { id }).await;
    assert_eq!(
        ann.error().await,
        connect4_protocol::ErrorCode::NoSuchChallenge
    );
    bob.send(ClientMessage::AcceptChallenge { id }).await;
    let game = bob.game().await;
    assert_eq!(
        (game.status, game.you),
        (GameStatus::Playing, Some(Player::Two))
    );
    assert_eq!(ann.game().await.you, Some(Player::One));
    loop {
        let view = lobby(&mut eve).await;
        if view.challenges.is_empty() && view.games.iter().any(|g| g.code == game.code) {
            assert_eq!(
                view.games[0].players,
                ["ann".to_string(), "bob".to_string()]
            );
            assert_eq!(view.online.len(), 3);
            break;
        }
    }
    // Over, the game lingers for a rematch, but nobody is playing it any more.
    ann.send(ClientMessage::Resign { game: game.code }).await;
    loop {
        let view = lobby(&mut eve).await;
        if view.games.is_empty() {
            assert!(view.online.iter().all(|p| p.playing == 0), "{view:?}");
            break;
        }
    }
}

#[tokio::test]
async fn quick_pairing_matches_the_same_kind_and_clock() {
    let server = TestServer::start(|_| {});
    let mut ann = Client::join(&server, "ann").await;
    let mut bob = Client::join(&server, "bob").await;
    let mut cid = Client::join(&server, "cid").await;
    let kind = GameKind::STANDARD;
    let clock = Some(connect4_protocol::Clock::parse("3+2").unwrap());
    ann.send(ClientMessage::QuickPair { kind, clock }).await;
    ann.expect(|m| matches!(m, ServerMessage::Pairing).then_some(()))
        .await;
    cid.send(ClientMessage::QuickPair { kind, clock: None })
        .await;
    cid.expect(|m| matches!(m, ServerMessage::Pairing).then_some(()))
        .await;
    bob.send(ClientMessage::QuickPair { kind, clock }).await;
    let game = bob.game().await;
    assert_eq!(game.seats.one.as_ref().unwrap().name, "ann");
    assert_eq!(game.clock, clock);
    assert_eq!(ann.game().await.code, game.code);
}
