//! The room's state machine without a network: turns, clocks, flags, graces and
//! suspension after a restart.

use super::state::{Room, Seat};
use connect4_protocol::{
    ByPlayer, Clock, EndReason, ErrorCode, GameKind, GameResult, GameStatus, InviteCode, Player,
    Position,
};
use std::time::Duration;
use tokio::time::Instant;

fn seat(id: i64) -> Option<Seat> {
    Some(Seat {
        id,
        name: format!("p{id}"),
        rating: None,
        connected: true,
        away_since: None,
    })
}

fn room(clock: Option<&str>, now: Instant) -> Room {
    let clock = clock.map(|c| Clock::parse(c).unwrap());
    let mut room = Room {
        id: 1,
        code: InviteCode::parse("ABCDEF").unwrap(),
        kind: GameKind::STANDARD,
        clock,
        rated: true,
        seats: ByPlayer::new(seat(10), seat(20)),
        position: Position::new(GameKind::STANDARD).unwrap(),
        moves: Vec::new(),
        clocks: clock.map(|c| ByPlayer::new(c.base_ms(), c.base_ms())),
        running_since: None,
        suspended: false,
        status: GameStatus::Waiting,
        result: None,
        draw_offer: None,
        rematch_offer: None,
        rematch_of: None,
        grace: Duration::from_secs(5),
    };
    room.start(now);
    room
}

fn play(room: &mut Room, seat: Player, mv: &str, now: Instant) {
    let prepared = room.prepare_move(seat, mv, now).unwrap();
    room.apply_move(prepared, now);
}

#[test]
fn turns_alternate_and_only_the_mover_may_move() {
    let now = Instant::now();
    let mut room = room(None, now);
    assert_eq!(room.seat_of(20), Some(Player::Two));
    assert_eq!(
        room.prepare_move(Player::Two, "4", now).unwrap_err().0,
        ErrorCode::NotYourTurn
    );
    play(&mut room, Player::One, "4", now);
    assert_eq!(
        room.prepare_move(Player::Two, "9", now).unwrap_err().0,
        ErrorCode::IllegalMove
    );
    assert!(room.may_abort());
    play(&mut room, Player::Two, "4", now);
    assert!(!room.may_abort());
}

#[test]
fn the_movers_clock_runs_gets_its_increment_and_falls() {
    let start = Instant::now();
    let mut room = room(Some("0.1+2"), start);
    let later = start + Duration::from_secs(1);
    play(&mut room, Player::One, "4", later);
    assert_eq!(room.clocks.unwrap().one, 6_000 - 1_000 + 2_000);
    assert_eq!(room.deadline(), Some(later + Duration::from_millis(6_000)));
    assert_eq!(room.expired(later + Duration::from_millis(5_999)), None);
    assert_eq!(
        room.expired(later + Duration::from_millis(6_000)),
        Some(GameResult::win(Player::One, EndReason::Timeout))
    );
}

#[test]
fn an_absent_player_loses_after_the_grace_unless_back() {
    let start = Instant::now();
    let mut room = room(None, start);
    room.set_connected(Player::Two, false, start);
    assert_eq!(room.deadline(), Some(start + Duration::from_secs(5)));
    room.set_connected(Player::Two, true, start + Duration::from_secs(4));
    assert_eq!(room.deadline(), None);
    room.set_connected(Player::Two, false, start + Duration::from_secs(6));
    let end = start + Duration::from_secs(11);
    assert_eq!(
        room.expired(end),
        Some(GameResult::win(Player::One, EndReason::Abandoned))
    );
}

#[test]
fn with_nobody_connected_the_game_stands_still_until_someone_is_back() {
    let start = Instant::now();
    let mut room = room(Some("1+0"), start);
    room.set_connected(Player::One, false, start);
    room.set_connected(Player::Two, false, start + Duration::from_secs(1));
    assert!(room.suspended);
    assert_eq!(room.deadline(), None);
    let back = start + Duration::from_secs(100);
    room.set_connected(Player::Two, true, back);
    assert_eq!(room.clocks_now(back).unwrap().one, 59_000);
    // The one still away has the grace from the moment the game went on again.
    assert_eq!(
        room.expired(back + Duration::from_secs(5)),
        Some(GameResult::win(Player::Two, EndReason::Abandoned))
    );
}
