//! The lobby: challenges posted and accepted, quick pairing, followers kept up to
//! date, and the games and leaders it lists.

use crate::harness::{Client, TestServer, database_url};
use connect4_protocol::{
    ClientMessage, ErrorCode, GameStatus, LIST_MAX, LobbyView, MAX_SERVER_MESSAGE_BYTES, Player,
    ServerMessage, encode,
};
use sqlx::{AnyConnection, Connection};
use tempfile::TempDir;

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
        kind: connect4_checkers::wire::KIND,
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
    let kind = connect4_classic::game::wire::STANDARD;
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

/// The longest name a player may take, 64 bytes, one of many: sixteen Linear B
/// ideograms (four bytes each, one column), the first two telling players apart.
fn largest_name(n: usize) -> String {
    let ideogram = |i: usize| char::from_u32(0x10080 + (i % 0x7b) as u32).unwrap();
    let mut name: String = [ideogram(n / 0x7b), ideogram(n)].into_iter().collect();
    name.extend(std::iter::repeat_n(ideogram(7), 14));
    name
}

/// Players of a database from before names were bounded, each with a rating so they
/// are on the leaderboard: a letter and thousands of zero-width spaces, as the old
/// rules let anyone take.
async fn store_old_players(data: &TempDir, count: i64) {
    sqlx::any::install_default_drivers();
    let mut db = AnyConnection::connect(&database_url(data)).await.unwrap();
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    for n in 0..count {
        let id = 1000 + n;
        let name = format!("old{n}{}", "\u{200b}".repeat(1300));
        sqlx::query(
            "INSERT INTO players (id, name, token_hash, created_ms) VALUES ($1, $2, $3, $4)",
        )
        .bind(id)
        .bind(name)
        .bind(format!("hash{n}"))
        .bind(now_ms)
        .execute(&mut db)
        .await
        .unwrap();
        sqlx::query(
            "INSERT INTO ratings (player_id, kind, rating, deviation, volatility, games) \
             VALUES ($1, 'connect4', $2, 60, 0.06, 10)",
        )
        .bind(id)
        .bind(2000.0 + n as f64)
        .execute(&mut db)
        .await
        .unwrap();
    }
    db.close().await.unwrap();
}

#[tokio::test]
async fn the_lobby_fits_one_message_whatever_the_names_and_an_old_database_hold() {
    let server = TestServer::start(|_| {});
    drop(Client::join(&server, "first").await);
    let data = server.kill();
    store_old_players(&data, LIST_MAX as i64 + 10).await;
    let server = TestServer::start_in(data, |config| {
        config.max_per_address = 200;
        config.new_players_per_hour = 200;
    });
    let mut posters = Vec::new();
    for n in 0..LIST_MAX + 10 {
        let mut poster = Client::join(&server, &largest_name(n)).await;
        assert_eq!(poster.name.len(), 64);
        poster
            .send(ClientMessage::Challenge {
                kind: connect4_classic::game::wire::STANDARD,
                clock: None,
                rated: false,
            })
            .await;
        poster
            .expect(|m| matches!(m, ServerMessage::ChallengePosted { .. }).then_some(()))
            .await;
        posters.push(poster);
    }
    let mut watcher = Client::join(&server, "watcher").await;
    watcher.send(ClientMessage::Lobby { follow: true }).await;
    // The client library refuses a message past the frame limit: reading the lobby
    // at all is the proof; its size, measured again, is the figure.
    let view = lobby(&mut watcher).await;
    let bytes = encode(&ServerMessage::Lobby {
        lobby: view.clone(),
    })
    .len();
    assert!(bytes < MAX_SERVER_MESSAGE_BYTES, "{bytes} bytes");
    assert_eq!(view.challenges.len(), LIST_MAX);
    assert_eq!(view.leaders.len(), LIST_MAX);
    assert!(
        view.leaders.iter().all(|l| l.name.starts_with("old")),
        "{:?}",
        view.leaders[0]
    );
    assert!(view.leaders.iter().all(|l| l.name.len() <= 64));
}

#[tokio::test]
async fn lobby_requests_past_a_connections_budget_are_refused() {
    let server = TestServer::start(|_| {});
    let mut ann = Client::join(&server, "ann").await;
    let cancel = ClientMessage::CancelChallenge { id: 999 };
    // Each is a transaction on the database every node shares.
    for _ in 0..30 {
        ann.send(cancel.clone()).await;
        assert_eq!(ann.error().await, ErrorCode::NoSuchChallenge);
    }
    ann.send(cancel).await;
    assert_eq!(ann.error().await, ErrorCode::RateLimited);
}
