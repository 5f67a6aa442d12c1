//! Games and the lobby used against the server or against other players: hosting
//! without end, ratings farmed between accounts or on a clock too short to move,
//! games left by both players, a follower that never reads, invite codes guessed.

use crate::harness::{Client, TestServer, alternate, started, started_as};
use connect4_protocol::{
    ClientMessage, Clock, EndReason, ErrorCode, GameSnapshot, GameStatus, InviteCode, Player,
    ServerMessage,
};
use std::time::Duration;

fn clock(text: &str) -> Option<Clock> {
    Some(Clock::parse(text).unwrap())
}

#[tokio::test]
async fn a_player_may_host_only_a_few_games_at_once() {
    let server = TestServer::start(|_| {});
    let mut ann = Client::join(&server, "ann").await;
    let mut codes = Vec::new();
    for _ in 0..3 {
        codes.push(ann.host(connect4_classic::game::wire::STANDARD, None).await);
    }
    ann.send(ClientMessage::Host {
        kind: connect4_classic::game::wire::STANDARD,
        clock: None,
        rated: false,
    })
    .await;
    assert_eq!(ann.error().await, ErrorCode::NotNow);
    // A game that starts or ends gives its place back.
    let mut bob = Client::join(&server, "bob").await;
    bob.send(ClientMessage::Join { code: codes[0] }).await;
    assert_eq!(
        game_of(&mut ann, codes[0]).await.status,
        GameStatus::Playing
    );
    ann.send(ClientMessage::Abort { game: codes[1] }).await;
    assert_eq!(ann.ended().await.0.reason, EndReason::Aborted);
    ann.host(connect4_classic::game::wire::STANDARD, None).await;
    ann.host(connect4_classic::game::wire::STANDARD, None).await;
}

#[tokio::test]
async fn a_player_sits_in_a_few_games_and_one_called_off_leaves_nothing() {
    let server = TestServer::start(|c| c.max_seated = 2);
    let mut ann = Client::join(&server, "ann").await;
    // Hosted and called off in a loop: gone each time, none kept for a rematch.
    for _ in 0..4 {
        let code = ann.host(connect4_classic::game::wire::STANDARD, None).await;
        ann.send(ClientMessage::Abort { game: code }).await;
        assert_eq!(ann.ended().await.0.reason, EndReason::Aborted);
    }
    let mut bob = Client::join(&server, "bob").await;
    for _ in 0..2 {
        let code = ann.host(connect4_classic::game::wire::STANDARD, None).await;
        bob.send(ClientMessage::Join { code }).await;
        assert_eq!(game_of(&mut bob, code).await.status, GameStatus::Playing);
        assert_eq!(game_of(&mut ann, code).await.status, GameStatus::Playing);
    }
    ann.send(ClientMessage::Host {
        kind: connect4_classic::game::wire::STANDARD,
        clock: None,
        rated: false,
    })
    .await;
    assert_eq!(ann.error().await, ErrorCode::NotNow);
}

#[tokio::test]
async fn a_game_ended_before_both_sides_moved_is_aborted_and_unrated() {
    let server = TestServer::start(|c| c.rated_same_address = true);
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &["4"]).await;
    bob.send(ClientMessage::Resign { game: code }).await;
    let (result, ratings) = ann.ended().await;
    assert_eq!(
        (result.winner, result.reason, ratings),
        (None, EndReason::Aborted, None)
    );
    // Leaving before a move is no different.
    let (mut ann, bob, _) = started(&server, connect4_classic::game::wire::STANDARD, None).await;
    bob.session.close().await;
    let (result, ratings) = ann.ended().await;
    assert_eq!((result.reason, ratings), (EndReason::Aborted, None));
}

#[tokio::test]
async fn a_rated_game_needs_a_clock_of_a_minute() {
    let server = TestServer::start(|_| {});
    let mut ann = Client::join(&server, "ann").await;
    let kind = connect4_classic::game::wire::STANDARD;
    let asks = [
        ClientMessage::Host {
            kind,
            clock: clock("0.001+0"),
            rated: true,
        },
        ClientMessage::Challenge {
            kind,
            clock: clock("0.5+0"),
            rated: true,
        },
        ClientMessage::QuickPair {
            kind,
            clock: clock("0.5+0"),
        },
    ];
    for ask in asks {
        ann.send(ask).await;
        assert_eq!(ann.error().await, ErrorCode::BadRequest);
    }
    // Unrated, or long enough with its increments, it is a game.
    ann.host_as(kind, Some("0.001+0"), false).await;
    ann.host_as(kind, Some("0.5+1"), true).await;
}

/// The next whole game of `code` sent to `client`.
async fn game_of(client: &mut Client, code: InviteCode) -> GameSnapshot {
    client
        .expect(|m| match m {
            ServerMessage::Game { game } if game.code == code => Some(game.clone()),
            _ => None,
        })
        .await
}

#[tokio::test]
async fn two_players_from_one_address_play_unrated_and_are_told() {
    let server = TestServer::start(|_| {});
    let mut ann = Client::join(&server, "ann").await;
    let mut bob = Client::join(&server, "bob").await;
    let code = ann.host(connect4_classic::game::wire::STANDARD, None).await;
    bob.send(ClientMessage::Join { code }).await;
    for client in [&mut ann, &mut bob] {
        let game = game_of(client, code).await;
        assert_eq!((game.status, game.rated), (GameStatus::Playing, false));
    }
    alternate(
        &mut ann,
        &mut bob,
        code,
        0,
        &["4", "5", "4", "5", "4", "5", "4"],
    )
    .await;
    let (result, ratings) = ann.ended().await;
    assert_eq!((result.winner, ratings), (Some(Player::One), None));
}

#[tokio::test]
async fn a_game_both_players_leave_ends_after_the_grace() {
    let server = TestServer::start(|_| {});
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &["4", "4"]).await;
    let mut eve = Client::join(&server, "eve").await;
    eve.send(ClientMessage::Watch { game: code }).await;
    eve.game().await;
    bob.session.close().await;
    ann.expect(|m| matches!(m, ServerMessage::Away { .. }).then_some(()))
        .await;
    ann.session.close().await;
    let (result, _) = eve.ended().await;
    assert_eq!(
        (result.winner, result.reason),
        (Some(Player::One), EndReason::Abandoned),
        "bob left first"
    );
}

#[tokio::test]
async fn a_restarted_game_nobody_comes_back_to_ends_and_is_not_reloaded() {
    let server = TestServer::start(|_| {});
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &["4", "4"]).await;
    let data = server.kill();
    let server = TestServer::start_in(data, |_| {});
    let mut eve = Client::join(&server, "eve").await;
    eve.send(ClientMessage::Watch { game: code }).await;
    let game = eve.game().await;
    let result = match game.result {
        Some(result) => result,
        None => eve.ended().await.0,
    };
    assert_eq!(
        (result.winner, result.reason),
        (Some(Player::Two), EndReason::Abandoned),
        "ann, to move, did not come back"
    );
    let data = server.kill();
    let server = TestServer::start_in(data, |_| {});
    let mut eve = Client::join(&server, "eve2").await;
    eve.send(ClientMessage::Watch { game: code }).await;
    assert_eq!(eve.error().await, ErrorCode::NoSuchGame);
}

#[tokio::test]
async fn a_follower_that_never_reads_is_cut_off() {
    let server = TestServer::start(|c| {
        // Only the outbox may stop this client, not its rate.
        c.rate = 1e6;
        c.burst = 1e6;
    });
    let mut others = Vec::new();
    for i in 0..10 {
        others.push(Client::join(&server, &format!("somebody{i:02}")).await);
    }
    let mut eve = Client::join(&server, "eve").await;
    let follow = connect4_protocol::encode(&ClientMessage::Lobby { follow: true });
    // Each asks for the whole lobby, which eve never reads, while the lobby changes.
    let mut sent = 0;
    while sent < 50_000 {
        if eve.session.send_text(follow.clone()).await.is_err() {
            break;
        }
        sent += 1;
        if sent % 5_000 == 0 {
            others.pop();
        }
    }
    let closed = tokio::time::timeout(Duration::from_secs(20), async {
        while eve.session.recv().await.is_ok() {}
    })
    .await;
    assert!(closed.is_ok(), "still connected after {sent} requests");
}

#[tokio::test]
async fn invite_codes_are_guessed_a_few_at_a_time_per_address_not_per_connection() {
    let server = TestServer::start(|c| {
        c.guess_rate = 0.01;
        c.guess_burst = 5.0;
    });
    let (_ann, _bob, code) =
        started_as(&server, connect4_classic::game::wire::STANDARD, None, false).await;
    let mut eve = Client::join(&server, "eve").await;
    let guesses = ["222222", "333333", "444444", "555555", "666666"];
    for guess in guesses {
        let game = InviteCode::parse(guess).unwrap();
        eve.send(ClientMessage::Join { code: game }).await;
        assert_eq!(eve.error().await, ErrorCode::NoSuchGame);
    }
    let token = eve.token.clone();
    eve.session.close().await;
    let mut eve = Client::with_token(&server, "eve", Some(&token)).await;
    let mut mallory = Client::join(&server, "mallory").await;
    eve.send(ClientMessage::Watch {
        game: InviteCode::parse("777777").unwrap(),
    })
    .await;
    assert_eq!(eve.error().await, ErrorCode::RateLimited);
    // Out of guesses, a code that exists is refused the same: nothing is learnt.
    mallory.send(ClientMessage::Watch { game: code }).await;
    assert_eq!(mallory.error().await, ErrorCode::RateLimited);
}

#[tokio::test]
async fn the_doors_visitors_are_told_apart_by_the_address_the_door_names() {
    let key = connect4_server::new_door_key().unwrap();
    let door_key = key.clone();
    let server = TestServer::start(move |c| c.door_key = Some(door_key));
    let rated = |visitors: [&'static str; 2], names: [&'static str; 2]| {
        let (server, key) = (&server, &key);
        async move {
            let mut one = Client::through_door(server, names[0], key, visitors[0]).await;
            let mut two = Client::through_door(server, names[1], key, visitors[1]).await;
            let code = one.host(connect4_classic::game::wire::STANDARD, None).await;
            two.send(ClientMessage::Join { code }).await;
            game_of(&mut one, code).await.rated
        }
    };
    // Two ssh keys on one machine: two players from one address.
    assert!(!rated(["203.0.113.1", "203.0.113.1"], ["ann", "bob"]).await);
    assert!(rated(["203.0.113.1", "198.51.100.7"], ["cid", "dan"]).await);
}
