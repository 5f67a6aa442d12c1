//! The games followed: moves told once and in order, waiting moves settled by what
//! the server acknowledges.

use super::*;
use crate::core::model_server::{GAMES, code, game_message};
use connect4_protocol::{EndReason, ErrorCode, GameResult, Player};

fn snapshot(moves: &[&str]) -> ServerMessage {
    game_message(moves, GameStatus::Playing)
}

fn moved(ply: u32, mv: &str) -> ServerMessage {
    ServerMessage::Moved {
        game: code(),
        ply,
        mv: mv.into(),
        clocks: None,
    }
}

fn take(games: &mut Games, message: ServerMessage) -> (Verdict, Vec<Unplayed>) {
    let mut unplayed = Vec::new();
    let verdict = games.on_server(&message, 0, &mut unplayed);
    (verdict, unplayed)
}

#[test]
fn a_move_is_numbered_with_its_ply_and_settled_by_its_relay() {
    let mut games = Games::new(GAMES);
    take(&mut games, snapshot(&["4", "4"]));
    assert_eq!(games.play(code(), "3"), Ok(Some(3)));
    assert!(games.play(code(), "5").is_err(), "one move waits at most");
    let sent = games.take_unsent();
    assert_eq!(sent.len(), 1);
    assert!(games.take_unsent().is_empty(), "sent once per connection");
    games.unsend_all();
    assert_eq!(games.take_unsent().len(), 1, "sent again on the next");
    assert_eq!(take(&mut games, moved(3, "3")), (Verdict::Pass, vec![]));
    assert_eq!(games.waiting().count(), 0);
    assert_eq!(games.mirror(code()).unwrap().moves(), ["4", "4", "3"]);
}

#[test]
fn a_move_told_twice_is_told_once_and_a_gap_is_out_of_step() {
    let mut games = Games::new(GAMES);
    take(&mut games, snapshot(&["4"]));
    assert_eq!(take(&mut games, moved(1, "4")).0, Verdict::Drop);
    assert!(matches!(
        take(&mut games, moved(1, "5")).0,
        Verdict::OutOfStep(_)
    ));
    assert!(matches!(
        take(&mut games, moved(3, "5")).0,
        Verdict::OutOfStep(_)
    ));
    assert_eq!(take(&mut games, moved(2, "5")).0, Verdict::Pass);
    assert_eq!(games.mirror(code()).unwrap().moves(), ["4", "5"]);
}

#[test]
fn a_snapshot_after_a_reconnect_acknowledges_the_move_it_holds() {
    let mut games = Games::new(GAMES);
    take(&mut games, snapshot(&[]));
    games.play(code(), "4").unwrap();
    games.take_unsent();
    // The move was played before the connection dropped.
    assert_eq!(
        take(&mut games, snapshot(&["4", "3"])),
        (Verdict::Pass, vec![])
    );
    assert_eq!(games.waiting().count(), 0);
    // A snapshot that does not hold it yet leaves it waiting, to be sent again.
    games.play(code(), "2").unwrap();
    take(&mut games, snapshot(&["4", "3"]));
    assert_eq!(games.waiting().count(), 1);
}

#[test]
fn another_move_at_its_ply_or_the_end_leaves_the_move_unplayed() {
    let mut games = Games::new(GAMES);
    take(&mut games, snapshot(&[]));
    games.play(code(), "4").unwrap();
    let (_, unplayed) = take(&mut games, snapshot(&["5"]));
    assert_eq!(unplayed.len(), 1);
    assert_eq!(unplayed[0].mv, "4");
    assert_eq!(games.play(code(), "4"), Ok(Some(2)));
    take(&mut games, moved(2, "4"));
    assert_eq!(games.waiting().count(), 0);
    games.play(code(), "1").unwrap();
    let end = ServerMessage::Ended {
        game: code(),
        result: GameResult::win(Player::Two, EndReason::Timeout),
        ratings: None,
    };
    let (verdict, unplayed) = take(&mut games, end);
    assert_eq!((verdict, unplayed[0].mv.as_str()), (Verdict::Pass, "1"));
    assert!(
        games.mirror(code()).is_none(),
        "a game over is no longer followed"
    );
}

#[test]
fn refusals_of_a_sent_move_settle_it_and_already_played_is_the_cores() {
    let mut games = Games::new(GAMES);
    take(&mut games, snapshot(&[]));
    games.play(code(), "4").unwrap();
    let refusal = |code_: ErrorCode| ServerMessage::Error {
        code: code_,
        message: "no".into(),
        game: Some(code()),
    };
    // Not sent yet: a refusal is about something else.
    assert_eq!(
        take(&mut games, refusal(ErrorCode::NotNow)),
        (Verdict::Pass, vec![])
    );
    games.take_unsent();
    let (verdict, _) = take(&mut games, refusal(ErrorCode::AlreadyPlayed));
    assert!(
        matches!(verdict, Verdict::OutOfStep(_)),
        "this copy missed it"
    );
    let (verdict, unplayed) = take(&mut games, refusal(ErrorCode::Unavailable));
    assert!(
        matches!(verdict, Verdict::Retry(_)) && unplayed.is_empty(),
        "kept to send again"
    );
    assert_eq!(games.take_unsent().len(), 1);
    let (verdict, unplayed) = take(&mut games, refusal(ErrorCode::NotYourTurn));
    assert_eq!(
        (verdict, unplayed.len()),
        (Verdict::Drop, 1),
        "told once, as unplayed"
    );
    assert_eq!(
        take(&mut games, refusal(ErrorCode::AlreadyPlayed)).0,
        Verdict::Drop
    );
}

#[test]
fn checkers_moves_are_compared_as_the_rules_read_them() {
    let mut games = Games::new(GAMES);
    let mut game = snapshot(&[]);
    if let ServerMessage::Game { game } = &mut game {
        game.kind = connect4_checkers::wire::KIND;
    }
    take(&mut games, game);
    games.play(code(), "11 - 15").unwrap();
    assert_eq!(take(&mut games, moved(1, "11-15")), (Verdict::Pass, vec![]));
    assert_eq!(games.waiting().count(), 0);
}

#[test]
fn the_answer_to_a_move_settled_before_it_came_is_the_cores_once() {
    let refusal = |code_: ErrorCode| ServerMessage::Error {
        code: code_,
        message: "the game is not being played".into(),
        game: Some(code()),
    };
    let mut games = Games::new(GAMES);
    take(&mut games, snapshot(&[]));
    games.play(code(), "4").unwrap();
    games.take_unsent();
    // The game ended while the move was on its way: sent whole, over.
    let mut over = snapshot(&["5"]);
    if let ServerMessage::Game { game } = &mut over {
        game.status = GameStatus::Over;
    }
    let (_, unplayed) = take(&mut games, over);
    assert_eq!(unplayed.len(), 1);
    assert_eq!(
        take(&mut games, refusal(ErrorCode::NotNow)).0,
        Verdict::Drop
    );
    assert_eq!(
        take(&mut games, refusal(ErrorCode::NotNow)).0,
        Verdict::Pass,
        "once"
    );
    // A relay that is the move's own answer owes nothing.
    take(&mut games, snapshot(&[]));
    games.play(code(), "4").unwrap();
    games.take_unsent();
    take(&mut games, moved(1, "4"));
    assert_eq!(
        take(&mut games, refusal(ErrorCode::NotNow)).0,
        Verdict::Pass
    );
}

#[test]
fn a_game_over_takes_no_moves_but_is_kept_to_be_read_until_forgotten() {
    let mut games = Games::new(GAMES);
    take(&mut games, snapshot(&["4"]));
    let end = ServerMessage::Ended {
        game: code(),
        result: GameResult::win(Player::Two, EndReason::Resigned),
        ratings: None,
    };
    take(&mut games, end);
    let over = games.game(code()).expect("the game as it ended");
    assert_eq!(over.status(), GameStatus::Over);
    assert_eq!(over.moves(), ["4"]);
    assert_eq!(over.result().and_then(|r| r.winner), Some(Player::Two));
    // Sent once, without a ply: the server answers it.
    assert_eq!(games.play(code(), "3"), Ok(None));
    let away = ServerMessage::Away {
        game: code(),
        seat: Player::Two,
        grace_secs: 60,
    };
    take(&mut games, away);
    let seat = games
        .game(code())
        .and_then(|g| g.seat(Player::Two).cloned());
    assert!(
        seat.is_some_and(|seat| !seat.connected),
        "an absence still shows"
    );
    games.forget(code());
    assert!(games.game(code()).is_none());
}

#[test]
fn only_the_last_games_over_are_kept() {
    let mut games = Games::new(GAMES);
    // Twenty codes: ABCDE2 to ABCDE9, then ABCDF2 and on.
    let letters = ['E', 'F', 'G'];
    let codes: Vec<InviteCode> = (0..20)
        .map(|n| format!("ABCD{}{}", letters[n / 8], n % 8 + 2))
        .map(|text| InviteCode::parse(&text).unwrap())
        .collect();
    for game_code in &codes {
        let mut over = game_message(&["4"], GameStatus::Over);
        if let ServerMessage::Game { game } = &mut over {
            game.code = *game_code;
        }
        take(&mut games, over);
    }
    assert!(games.game(codes[0]).is_none(), "the oldest went");
    assert!(games.game(codes[19]).is_some());
    assert_eq!(
        codes.iter().filter(|c| games.game(**c).is_some()).count(),
        16
    );
}

#[test]
fn a_seats_countdown_stays_when_the_game_is_sent_whole_again() {
    let mut games = Games::new(GAMES);
    take(&mut games, snapshot(&["4"]));
    let away = ServerMessage::Away {
        game: code(),
        seat: Player::Two,
        grace_secs: 60,
    };
    take(&mut games, away);
    // A resync: the game whole says bob is gone, but not for how long.
    let mut whole = snapshot(&["4"]);
    if let ServerMessage::Game { game } = &mut whole {
        game.seats.two.as_mut().unwrap().connected = false;
    }
    take(&mut games, whole);
    let gone = games.game(code()).and_then(|g| g.absence(Player::Two));
    assert_eq!(gone.map(|gone| gone.grace_secs), Some(60));
}
