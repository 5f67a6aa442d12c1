//! The room's state machine without a network: turns, clocks, flags, graces and
//! suspension after a restart.

use super::state::{Room, Seat};
use connect4_protocol::{
    ByPlayer, Clock, EndReason, ErrorCode, GameResult, GameStatus, InviteCode, Player,
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
        addr: None,
    })
}

fn room(clock: Option<&str>, now: Instant) -> Room {
    let clock = clock.map(|c| Clock::parse(c).unwrap());
    let mut room = Room {
        epoch: 1,
        id: 1,
        code: InviteCode::parse("ABCDEF").unwrap(),
        kind: connect4_classic::game::wire::STANDARD,
        clock,
        rated: true,
        seats: ByPlayer::new(seat(10), seat(20)),
        position: crate::test_games::GAMES
            .start(&connect4_classic::game::wire::STANDARD)
            .unwrap(),
        moves: Vec::new(),
        clocks: clock.map(|c| ByPlayer::new(c.base_ms(), c.base_ms())),
        running_since: None,
        suspended: None,
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
    let prepared = room.prepare_move(seat, mv, None, now).unwrap();
    room.apply_move(prepared, now);
}

#[test]
fn turns_alternate_and_only_the_mover_may_move() {
    let now = Instant::now();
    let mut room = room(None, now);
    assert_eq!(room.seat_of(20), Some(Player::Two));
    assert_eq!(
        room.prepare_move(Player::Two, "4", None, now)
            .unwrap_err()
            .0,
        ErrorCode::NotYourTurn
    );
    play(&mut room, Player::One, "4", now);
    assert_eq!(
        room.prepare_move(Player::Two, "9", None, now)
            .unwrap_err()
            .0,
        ErrorCode::IllegalMove
    );
    assert!(room.may_abort());
    play(&mut room, Player::Two, "4", now);
    assert!(!room.may_abort());
}

#[test]
fn a_move_sent_again_for_its_ply_is_already_played_never_played_twice() {
    let now = Instant::now();
    let mut room = room(None, now);
    let refused =
        |room: &Room, seat, mv, ply| room.prepare_move(seat, mv, Some(ply), now).unwrap_err().0;
    let first = room.prepare_move(Player::One, "4", Some(1), now).unwrap();
    room.apply_move(first, now);
    assert_eq!(
        refused(&room, Player::One, "4", 1),
        ErrorCode::AlreadyPlayed
    );
    assert_eq!(
        refused(&room, Player::One, "3", 1),
        ErrorCode::AlreadyPlayed
    );
    assert_eq!(refused(&room, Player::Two, "4", 1), ErrorCode::NotYourTurn);
    assert_eq!(refused(&room, Player::Two, "4", 3), ErrorCode::IllegalMove);
    assert_eq!(refused(&room, Player::Two, "4", 0), ErrorCode::IllegalMove);
    assert_eq!(room.moves, ["4"]);
    let second = room.prepare_move(Player::Two, "4", Some(2), now).unwrap();
    room.apply_move(second, now);
    // Played already, even once the game is over.
    room.status = GameStatus::Over;
    assert_eq!(
        refused(&room, Player::Two, "4", 2),
        ErrorCode::AlreadyPlayed
    );
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
fn a_grace_counts_from_when_the_node_can_serve_again_not_from_an_outage() {
    let start = Instant::now();
    let mut room = room(None, start);
    room.set_connected(Player::Two, false, start);
    // The store failed at once and came back 30 s later: the grace runs from then.
    let back = start + Duration::from_secs(30);
    assert_eq!(
        room.deadline_serving(Some(back)),
        Some(back + Duration::from_secs(5))
    );
    assert_eq!(room.expired_serving(back, Some(back)), None);
    assert_eq!(
        room.expired_serving(back + Duration::from_secs(4), Some(back)),
        None
    );
    assert_eq!(
        room.expired_serving(back + Duration::from_secs(5), Some(back)),
        Some(GameResult::win(Player::One, EndReason::Abandoned))
    );
    // A node serving since before the player left counts from the leaving.
    let early = start - Duration::from_secs(1);
    assert_eq!(
        room.deadline_serving(Some(early)),
        Some(start + Duration::from_secs(5))
    );
    // A recovered game stands still from the store's return too.
    room.set_connected(Player::Two, true, start);
    room.suspended = Some(start);
    assert_eq!(
        room.expired_serving(back + Duration::from_secs(4), Some(back)),
        None
    );
    assert!(
        room.expired_serving(back + Duration::from_secs(5), Some(back))
            .is_some()
    );
}

#[test]
fn with_both_gone_the_one_gone_first_loses_after_the_grace() {
    let start = Instant::now();
    let mut room = room(None, start);
    play(&mut room, Player::One, "4", start);
    play(&mut room, Player::Two, "4", start);
    room.set_connected(Player::Two, false, start);
    room.set_connected(Player::One, false, start + Duration::from_secs(1));
    assert_eq!(room.deadline(), Some(start + Duration::from_secs(5)));
    // Even looked at late, when both graces are over.
    assert_eq!(
        room.expired(start + Duration::from_secs(60)),
        Some(GameResult::win(Player::One, EndReason::Abandoned))
    );
}

#[test]
fn a_recovered_game_stands_still_until_someone_is_back_for_the_grace_at_most() {
    let start = Instant::now();
    let mut room = room(Some("1+0"), start);
    play(&mut room, Player::One, "4", start);
    play(&mut room, Player::Two, "4", start);
    // As `recovered` leaves it: nobody connected, clocks stopped.
    for seat in Player::BOTH {
        room.seats[seat].as_mut().unwrap().connected = false;
    }
    room.running_since = None;
    room.suspended = Some(start);
    assert_eq!(room.deadline(), Some(start + Duration::from_secs(5)));
    let back = start + Duration::from_secs(4);
    let mut resumed = room.clone();
    resumed.set_connected(Player::Two, true, back);
    assert_eq!(resumed.clocks_now(back).unwrap().one, 60_000);
    // The one still away has the grace from the moment the game went on again.
    assert_eq!(
        resumed.expired(back + Duration::from_secs(5)),
        Some(GameResult::win(Player::Two, EndReason::Abandoned))
    );
    // Nobody back: the side to move loses.
    assert_eq!(room.expired(back), None);
    assert_eq!(
        room.expired(start + Duration::from_secs(5)),
        Some(GameResult::win(Player::Two, EndReason::Abandoned))
    );
}

#[test]
fn a_game_ended_by_a_player_before_both_moved_is_aborted() {
    let resigned = GameResult::win(Player::One, EndReason::Resigned);
    let aborted = GameResult::draw(EndReason::Aborted);
    assert_eq!(Room::settle(resigned, 1), aborted);
    assert_eq!(
        Room::settle(GameResult::win(Player::Two, EndReason::Timeout), 0),
        aborted
    );
    assert_eq!(Room::settle(resigned, 2), resigned);
    let four = GameResult::win(Player::One, EndReason::FourInARow);
    assert_eq!(Room::settle(four, 1), four);
}
