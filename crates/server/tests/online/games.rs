//! Whole games by invite: the host moves first, wins and draws are the rules', and
//! resigning, aborting, draw offers, clocks and rematches end or restart them.

use crate::harness::{TestServer, alternate, started, started_as};
use connect4_protocol::{ClientMessage, EndReason, ErrorCode, Player, ServerMessage};

#[tokio::test]
async fn a_game_by_invite_is_won_by_four_in_a_row_and_rated() {
    // Both players come from this machine.
    let server = TestServer::start(|c| c.rated_same_address = true);
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    bob.play(code, "1").await;
    assert_eq!(bob.error().await, ErrorCode::NotYourTurn);
    alternate(
        &mut ann,
        &mut bob,
        code,
        0,
        &["4", "5", "4", "5", "4", "5", "4"],
    )
    .await;
    let (result, ratings) = ann.ended().await;
    assert_eq!(
        (result.winner, result.reason),
        (Some(Player::One), EndReason::FourInARow)
    );
    let ratings = ratings.expect("7x6 is rated");
    assert!(ratings.one > 1500 && ratings.two < 1500, "{ratings:?}");
    assert_eq!(bob.ended().await.0, result);
}

#[tokio::test]
async fn other_boards_are_played_unrated() {
    let server = TestServer::start(|_| {});
    let kind =
        connect4_classic::game::wire::kind(connect4_classic::game::BoardSize::new(4, 4).unwrap());
    let (mut ann, mut bob, code) = started(&server, kind, None).await;
    alternate(
        &mut ann,
        &mut bob,
        code,
        0,
        &["1", "2", "1", "2", "1", "2", "1"],
    )
    .await;
    let (result, ratings) = ann.ended().await;
    assert_eq!(result.winner, Some(Player::One));
    assert_eq!(ratings, None);
}

#[tokio::test]
async fn resigning_loses_and_a_rematch_swaps_the_seats() {
    let server = TestServer::start(|_| {});
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, Some("5+3")).await;
    alternate(&mut ann, &mut bob, code, 0, &["4", "4"]).await;
    bob.send(ClientMessage::Resign { game: code }).await;
    let (result, _) = ann.ended().await;
    assert_eq!(
        (result.winner, result.reason),
        (Some(Player::One), EndReason::Resigned)
    );
    ann.send(ClientMessage::Rematch { game: code }).await;
    let by = bob
        .expect(|m| match m {
            ServerMessage::RematchOffered { by, .. } => Some(*by),
            _ => None,
        })
        .await;
    assert_eq!(by, Player::One);
    bob.send(ClientMessage::Rematch { game: code }).await;
    let again = bob.game().await;
    assert_eq!(again.rematch_of, Some(code));
    assert_eq!(again.you, Some(Player::One), "bob moves first now");
    assert_eq!(again.seats.one.as_ref().unwrap().name, "bob");
    assert_eq!(ann.game().await.you, Some(Player::Two));
    alternate(&mut bob, &mut ann, again.code, 0, &["3", "3"]).await;
}

#[tokio::test]
async fn an_abort_is_allowed_only_before_each_side_has_moved() {
    let server = TestServer::start(|_| {});
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &["4"]).await;
    bob.send(ClientMessage::Abort { game: code }).await;
    let (result, ratings) = ann.ended().await;
    assert_eq!(
        (result.winner, result.reason, ratings),
        (None, EndReason::Aborted, None)
    );

    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &["4", "4"]).await;
    ann.send(ClientMessage::Abort { game: code }).await;
    assert_eq!(ann.error().await, ErrorCode::NotNow);
}

#[tokio::test]
async fn checkers_draw_offers_are_declined_or_agreed() {
    let server = TestServer::start(|c| c.rated_same_address = true);
    let (mut ann, mut bob, code) = started(&server, connect4_checkers::wire::KIND, None).await;
    alternate(&mut ann, &mut bob, code, 0, &["11-15", "22-18"]).await;
    ann.send(ClientMessage::OfferDraw { game: code }).await;
    bob.expect(|m| {
        matches!(
            m,
            ServerMessage::DrawOffered {
                by: Player::One,
                ..
            }
        )
        .then_some(())
    })
    .await;
    bob.send(ClientMessage::DeclineDraw { game: code }).await;
    ann.expect(|m| matches!(m, ServerMessage::DrawDeclined { .. }).then_some(()))
        .await;
    alternate(&mut ann, &mut bob, code, 2, &["15x22"]).await;
    bob.send(ClientMessage::OfferDraw { game: code }).await;
    ann.expect(|m| {
        matches!(
            m,
            ServerMessage::DrawOffered {
                by: Player::Two,
                ..
            }
        )
        .then_some(())
    })
    .await;
    ann.send(ClientMessage::OfferDraw { game: code }).await;
    let (result, ratings) = bob.ended().await;
    assert_eq!((result.winner, result.reason), (None, EndReason::Agreement));
    let ratings = ratings.expect("checkers is rated");
    assert!(ratings.one > 0 && ratings.two > 0);
}

#[tokio::test]
async fn the_flag_falls_when_a_clock_runs_out() {
    let server = TestServer::start(|_| {});
    // 1.2 seconds each: too short for a rated game.
    let (mut ann, mut bob, code) = started_as(
        &server,
        connect4_classic::game::wire::STANDARD,
        Some("0.02+0"),
        false,
    )
    .await;
    alternate(&mut ann, &mut bob, code, 0, &["4", "4"]).await;
    let (result, _) = ann.ended().await;
    assert_eq!(
        (result.winner, result.reason),
        (Some(Player::Two), EndReason::Timeout)
    );
}
