//! The mirror's tests: a game kept by applying what the server sends.

use super::*;
use crate::Clock;
use connect4_game::{EndReason, Game};

/// The games these tests play.
const GAMES: Games = Games::new(&[
    Game::of::<connect4_classic::game::Game>(),
    Game::of::<connect4_checkers::Game>(),
]);

fn seat(name: &str) -> Option<SeatInfo> {
    Some(SeatInfo {
        name: name.into(),
        rating: Some(1500),
        connected: true,
    })
}

fn snapshot(moves: &[&str]) -> GameSnapshot {
    GameSnapshot {
        code: InviteCode::parse("ABCDEF").unwrap(),
        kind: connect4_classic::game::wire::STANDARD,
        clock: Some(Clock::parse("1+0").unwrap()),
        rated: true,
        seats: ByPlayer::new(seat("ann"), seat("bob")),
        moves: moves.iter().map(|m| m.to_string()).collect(),
        clocks: Some(ByPlayer::new(60_000, 60_000)),
        status: GameStatus::Playing,
        result: None,
        you: Some(Player::Two),
        draw_offer: None,
        rematch_of: None,
    }
}

fn moved(ply: u32, mv: &str) -> ServerMessage {
    ServerMessage::Moved {
        game: InviteCode::parse("ABCDEF").unwrap(),
        ply,
        mv: mv.into(),
        clocks: Some(ByPlayer::new(59_000, 60_000)),
    }
}

#[test]
fn moves_turns_and_clocks_follow_the_messages() {
    let mut mirror = GameMirror::new(GAMES, snapshot(&["4"]), 0).unwrap();
    assert!(mirror.is_my_turn());
    assert_eq!(mirror.apply(&moved(2, "3"), 1_000), Ok(true));
    assert_eq!(mirror.moves(), ["4", "3"]);
    assert_eq!(mirror.to_move(), Some(Player::One));
    assert_eq!(mirror.clocks(3_500).unwrap(), ByPlayer::new(56_500, 60_000));
}

#[test]
fn a_move_out_of_sequence_or_illegal_is_out_of_step() {
    let mut mirror = GameMirror::new(GAMES, snapshot(&[]), 0).unwrap();
    assert!(mirror.apply(&moved(2, "3"), 0).is_err());
    assert!(mirror.apply(&moved(1, "9"), 0).is_err());
    assert!(mirror.moves().is_empty());
}

#[test]
fn the_end_stops_the_clocks_and_other_games_are_ignored() {
    let mut mirror = GameMirror::new(GAMES, snapshot(&[]), 0).unwrap();
    let result = GameResult::win(Player::Two, EndReason::Resigned);
    let end = ServerMessage::Ended {
        game: mirror.code(),
        result,
        ratings: None,
    };
    assert_eq!(mirror.apply(&end, 2_000), Ok(true));
    assert_eq!(mirror.to_move(), None);
    assert_eq!(mirror.clocks(9_000).unwrap().one, 58_000);
    let other = ServerMessage::Moved {
        game: InviteCode::parse("ZZZZZZ").unwrap(),
        ply: 1,
        mv: "1".into(),
        clocks: None,
    };
    assert_eq!(mirror.apply(&other, 0), Ok(false));
}

#[test]
fn absence_and_draw_offers_show_on_the_seats() {
    let mut mirror = GameMirror::new(GAMES, snapshot(&[]), 0).unwrap();
    let code = mirror.code();
    mirror
        .apply(
            &ServerMessage::Away {
                game: code,
                seat: Player::One,
                grace_secs: 60,
            },
            0,
        )
        .unwrap();
    assert!(!mirror.seat(Player::One).unwrap().connected);
    mirror
        .apply(
            &ServerMessage::DrawOffered {
                game: code,
                by: Player::One,
            },
            0,
        )
        .unwrap();
    assert_eq!(mirror.snapshot().draw_offer, Some(Player::One));
}

fn away(seat: Player) -> ServerMessage {
    ServerMessage::Away {
        game: InviteCode::parse("ABCDEF").unwrap(),
        seat,
        grace_secs: 60,
    }
}

#[test]
fn a_seat_gone_counts_down_until_back_and_through_the_game_sent_whole() {
    let mut mirror = GameMirror::new(GAMES, snapshot(&[]), 0).unwrap();
    mirror.apply(&away(Player::One), 1_000).unwrap();
    let gone = mirror.absence(Player::One).expect("ann is gone");
    assert_eq!(gone.secs_left(14_000), 47);
    assert_eq!(gone.secs_left(100_000), 0);
    // Sent whole again (a resync) while she is still gone: the countdown stays.
    let mut whole = snapshot(&[]);
    whole.seats.one.as_mut().unwrap().connected = false;
    mirror
        .apply(&ServerMessage::Game { game: whole }, 5_000)
        .unwrap();
    assert_eq!(mirror.absence(Player::One), Some(gone));
    let back = ServerMessage::Back {
        game: mirror.code(),
        seat: Player::One,
    };
    mirror.apply(&back, 6_000).unwrap();
    assert_eq!(mirror.absence(Player::One), None);
    // Back while this client was not told: the game sent whole says she is there.
    mirror.apply(&away(Player::One), 7_000).unwrap();
    let there = ServerMessage::Game {
        game: snapshot(&[]),
    };
    mirror.apply(&there, 8_000).unwrap();
    assert_eq!(mirror.absence(Player::One), None);
}

#[test]
fn the_end_clears_the_absences_and_keeps_the_ratings_it_gave() {
    let mut mirror = GameMirror::new(GAMES, snapshot(&[]), 0).unwrap();
    mirror.apply(&away(Player::One), 1_000).unwrap();
    let end = ServerMessage::Ended {
        game: mirror.code(),
        result: GameResult::win(Player::Two, EndReason::Abandoned),
        ratings: Some(ByPlayer::new(1488, 1512)),
    };
    mirror.apply(&end, 2_000).unwrap();
    assert_eq!(mirror.absence(Player::One), None);
    assert_eq!(mirror.rated(), Some(ByPlayer::new(1488, 1512)));
    // Sent whole again, over: the ratings the result gave are still the ones shown.
    let mut over = snapshot(&[]);
    over.status = GameStatus::Over;
    mirror
        .apply(&ServerMessage::Game { game: over }, 3_000)
        .unwrap();
    assert_eq!(mirror.rated(), Some(ByPlayer::new(1488, 1512)));
}
