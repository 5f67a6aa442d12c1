//! Players coming and going: the grace period and its end, coming back with the
//! token to the whole game, a second connection replacing the first, and watchers.

use crate::harness::{Client, TestServer, alternate, started};
use connect4_protocol::{ClientMessage, EndReason, ErrorCode, GameStatus, Player, ServerMessage};

#[tokio::test]
async fn a_player_gone_past_the_grace_loses() {
    let server = TestServer::start(|_| {});
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &["4", "4"]).await;
    bob.session.close().await;
    let (seat, grace) = ann
        .expect(|m| match m {
            ServerMessage::Away {
                game,
                seat,
                grace_secs,
            } if *game == code => Some((*seat, *grace_secs)),
            _ => None,
        })
        .await;
    assert_eq!((seat, grace), (Player::Two, 1));
    let (result, _) = ann.ended().await;
    assert_eq!(
        (result.winner, result.reason),
        (Some(Player::One), EndReason::Abandoned)
    );
}

#[tokio::test]
async fn a_player_back_in_time_gets_the_whole_game_and_plays_on() {
    let server = TestServer::start(|c| c.grace = std::time::Duration::from_secs(5));
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &["4", "5"]).await;
    let token = bob.token.clone();
    bob.session.close().await;
    ann.expect(|m| matches!(m, ServerMessage::Away { .. }).then_some(()))
        .await;
    let mut bob = Client::with_token(&server, "ignored", Some(&token)).await;
    assert_eq!(bob.name, "bob");
    let game = bob.game().await;
    assert_eq!(
        (game.code, game.moves.clone(), game.you, game.status),
        (
            code,
            vec!["4".to_string(), "5".to_string()],
            Some(Player::Two),
            GameStatus::Playing
        )
    );
    ann.expect(|m| {
        matches!(
            m,
            ServerMessage::Back {
                seat: Player::Two,
                ..
            }
        )
        .then_some(())
    })
    .await;
    ann.play(code, "3").await;
    assert_eq!(bob.moved(3).await, "3");
}

#[tokio::test]
async fn a_second_connection_of_a_player_replaces_the_first() {
    let server = TestServer::start(|_| {});
    let mut first = Client::join(&server, "ann").await;
    let _second = Client::with_token(&server, "ann", Some(&first.token.clone())).await;
    assert_eq!(first.error().await, ErrorCode::Replaced);
}

#[tokio::test]
async fn a_late_spectator_gets_the_whole_game_then_each_move() {
    let server = TestServer::start(|_| {});
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &["4", "5", "4"]).await;
    let mut eve = Client::join(&server, "eve").await;
    eve.send(ClientMessage::Watch { game: code }).await;
    let game = eve.game().await;
    assert_eq!((game.moves.len(), game.you), (3, None));
    assert_eq!(game.seats.one.as_ref().unwrap().name, "ann");
    bob.play(code, "5").await;
    assert_eq!(eve.moved(4).await, "5");
    eve.play(code, "4").await;
    assert_eq!(eve.error().await, ErrorCode::NotYourGame);
    alternate(&mut ann, &mut bob, code, 4, &["4", "5", "4"]).await;
    assert_eq!(eve.ended().await.0.winner, Some(Player::One));
}
