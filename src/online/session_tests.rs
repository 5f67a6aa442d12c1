//! The session's unit tests: a scripted server's messages, taken in by the client
//! core as a transport hands them over, and what the loop is told, the session
//! reading the game from the core.

use super::*;
use crate::online::session_board::Board;
use connect4_protocol::{ByPlayer, ErrorCode, GameStatus, InviteCode, SeatInfo};

fn seat(name: &str) -> Option<SeatInfo> {
    Some(SeatInfo {
        name: name.to_string(),
        rating: Some(1500),
        connected: true,
    })
}

fn game(you: Player, clocks: Option<ByPlayer<u64>>) -> GameSnapshot {
    GameSnapshot {
        code: InviteCode::parse("K7MX3P").unwrap(),
        kind: connect4_classic::game::wire::STANDARD,
        clock: None,
        rated: true,
        seats: ByPlayer::new(seat("ann"), seat("bob")),
        moves: Vec::new(),
        clocks,
        status: GameStatus::Playing,
        result: None,
        you: Some(you),
        draw_offer: None,
        rematch_of: None,
    }
}

fn moved(ply: u32, mv: &str) -> ServerMessage {
    ServerMessage::Moved {
        game: InviteCode::parse("K7MX3P").unwrap(),
        ply,
        mv: mv.to_string(),
        clocks: None,
    }
}

#[test]
fn the_opponents_moves_are_news_and_ours_come_back_as_acknowledgements() {
    let mut session = Board::new(game(Player::One, None));
    let sent = session.session.message_for(Tell::Move("4".to_string()));
    assert!(matches!(sent, ClientMessage::Move { ref mv, .. } if mv == "4"));
    // Our own move acknowledged: nothing to play here.
    let news = session.on_server(&moved(1, "4"), 10);
    assert!(!news.iter().any(|n| matches!(n, OnlineNews::Moved(_))));
    let news = session.on_server(&moved(2, "3"), 20);
    assert_eq!(news[0], OnlineNews::Moved("3".to_string()));
    // A move out of step is not a move: the core, whose copy of the game is the
    // only one, connects again to be sent the game whole.
    let news = session.on_server(&moved(5, "3"), 30);
    let lost = OnlineNews::Status(Some("connection lost: reconnecting…".into()));
    assert_eq!(news, [lost]);
}

#[test]
fn the_status_line_counts_down_the_opponents_absence_and_shows_the_clocks() {
    let clocks = ByPlayer::new(300_000, 9_500);
    let mut session = Board::new(game(Player::Two, Some(clocks)));
    assert_eq!(session.status(0).as_deref(), Some("you 9.5 · ann 5:00"));
    // ann's clock runs: it is her move.
    assert_eq!(session.status(2_000).as_deref(), Some("you 9.5 · ann 4:58"));
    let away = ServerMessage::Away {
        game: session.session.code(),
        seat: Player::One,
        grace_secs: 60,
    };
    let news = session.on_server(&away, 1_000);
    let expected = "ann disconnected: 60 s to come back";
    assert_eq!(
        news.last(),
        Some(&OnlineNews::Status(Some(expected.into())))
    );
    assert_eq!(
        session.status(14_000).as_deref(),
        Some("ann disconnected: 47 s to come back")
    );
    assert_eq!(
        session.connection(false, 15_000),
        OnlineNews::Status(Some("connection lost: reconnecting…".into()))
    );
}

#[test]
fn a_result_decided_off_the_board_and_a_refusal_are_notices() {
    let mut session = Board::new(game(Player::One, None));
    let ended = ServerMessage::Ended {
        game: session.session.code(),
        result: GameResult::win(Player::One, EndReason::Resigned),
        ratings: None,
    };
    let news = session.on_server(&ended, 5);
    assert!(
        news.contains(&OnlineNews::Notice("bob resigned".into())),
        "{news:?}"
    );
    assert!(news.contains(&OnlineNews::Decided(Some(Player::One))));
    // bob's own screen needs no telling; a flag fall is told to whoever it fell for.
    let mut bobs = Board::new(game(Player::Two, None));
    let news = bobs.on_server(&ended, 5);
    assert!(!news.iter().any(|n| matches!(n, OnlineNews::Notice(_))));
    let flag = ServerMessage::Ended {
        game: bobs.session.code(),
        result: GameResult::win(Player::One, EndReason::Timeout),
        ratings: None,
    };
    let mut bobs = Board::new(game(Player::Two, None));
    let news = bobs.on_server(&flag, 5);
    assert!(news.contains(&OnlineNews::Notice("You ran out of time".into())));
    let refused = ServerMessage::error(ErrorCode::NotYourTurn, "wait for bob");
    let news = session.on_server(&refused, 6);
    assert_eq!(
        news,
        [OnlineNews::Notice("The server says: wait for bob".into())]
    );
}

#[test]
fn a_spectator_is_told_every_move_and_both_clocks() {
    let mut watched = game(Player::One, Some(ByPlayer::new(60_000, 65_000)));
    watched.you = None;
    let mut session = Board::new(watched);
    assert_eq!(session.session.you(), None);
    let news = session.on_server(&moved(1, "4"), 0);
    assert_eq!(news[0], OnlineNews::Moved("4".to_string()));
    let news = session.on_server(&moved(2, "5"), 0);
    assert_eq!(news[0], OnlineNews::Moved("5".to_string()));
    assert_eq!(session.status(0).as_deref(), Some("ann 1:00 · bob 1:05"));
}

#[test]
fn clocks_read_in_minutes_then_tenths() {
    assert_eq!(clock_text(65_000), "1:05");
    assert_eq!(clock_text(9_950), "9.9");
    assert_eq!(clock_text(0), "0.0");
}

#[test]
fn an_abort_and_a_four_in_a_row_are_not_decided_again_off_the_board() {
    for reason in [EndReason::Aborted, EndReason::FourInARow] {
        let mut session = Board::new(game(Player::One, None));
        let ended = ServerMessage::Ended {
            game: session.session.code(),
            result: GameResult::draw(reason),
            ratings: None,
        };
        let news = session.on_server(&ended, 5);
        assert!(!news.iter().any(|n| matches!(n, OnlineNews::Decided(_))));
    }
}

#[test]
fn each_word_said_here_is_the_message_for_this_game() {
    let session = Session::new(&game(Player::One, None));
    let code = session.code();
    let said = [Tell::Resign, Tell::Abort, Tell::OfferDraw, Tell::Rematch];
    let sent = said.map(|tell| session.message_for(tell));
    assert_eq!(
        sent,
        [
            ClientMessage::Resign { game: code },
            ClientMessage::Abort { game: code },
            ClientMessage::OfferDraw { game: code },
            ClientMessage::Rematch { game: code },
        ]
    );
}

#[test]
fn a_rematch_offer_is_a_notice_and_the_rematch_closes_this_board() {
    let mut session = Board::new(game(Player::One, None));
    let code = session.session.code();
    let offered = ServerMessage::RematchOffered {
        game: code,
        by: Player::Two,
    };
    let news = session.on_server(&offered, 5);
    let asks = OnlineNews::Notice("bob asks for a rematch: n accepts it".into());
    assert!(news.contains(&asks), "{news:?}");
    let mut rematch = game(Player::Two, None);
    rematch.code = InviteCode::parse("ZZ9ABC").unwrap();
    rematch.rematch_of = Some(code);
    // Another game of ours that is not the rematch changes nothing here.
    let mut other = rematch.clone();
    other.rematch_of = None;
    let news = session.on_server(&ServerMessage::Game { game: other }, 6);
    assert!(!news.contains(&OnlineNews::NextGame));
    let news = session.on_server(&ServerMessage::Game { game: rematch }, 7);
    assert_eq!(news, [OnlineNews::NextGame]);
    assert_eq!(
        session.session.rematch().map(|g| g.you),
        Some(Some(Player::Two))
    );
}

#[test]
fn a_game_that_ended_while_this_connection_was_down_is_decided_when_it_comes_back_whole() {
    let mut session = Board::new(game(Player::One, None));
    session.on_server(&moved(1, "4"), 0);
    let mut over = game(Player::One, None);
    over.moves = vec!["4".into(), "3".into()];
    over.status = GameStatus::Over;
    over.result = Some(GameResult::win(Player::Two, EndReason::Timeout));
    let news = session.on_server(&ServerMessage::Game { game: over.clone() }, 10);
    assert!(news.contains(&OnlineNews::Moved("3".into())), "{news:?}");
    assert!(
        news.contains(&OnlineNews::Decided(Some(Player::Two))),
        "{news:?}"
    );
    let words = OnlineNews::Notice("You ran out of time".into());
    assert!(news.contains(&words), "{news:?}");
    // Sent whole again, it is no news.
    let again = session.on_server(&ServerMessage::Game { game: over }, 20);
    assert!(
        !again.iter().any(|n| matches!(n, OnlineNews::Decided(_))),
        "{again:?}"
    );
}

#[test]
fn after_a_resync_the_board_reads_the_cores_game_and_no_copy_of_its_own() {
    let clocks = ByPlayer::new(60_000, 60_000);
    let mut board = Board::new(game(Player::One, Some(clocks)));
    board.on_server(&moved(1, "4"), 0);
    // bob moved, and his rating changed, while this link was cut.
    let mut whole = game(Player::One, Some(ByPlayer::new(55_000, 41_000)));
    whole.moves = vec!["4".into(), "3".into()];
    if let Some(bob) = whole.seats.two.as_mut() {
        bob.rating = Some(1612);
    }
    let news = board.resync(&whole, 1_000);
    let game = board.game().expect("the core holds the game");
    assert_eq!(game.snapshot(), &whole, "the core's copy is the server's");
    let moves: Vec<_> = news
        .iter()
        .filter_map(|n| match n {
            OnlineNews::Moved(mv) => Some(mv.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(
        moves,
        ["3"],
        "bob's move, which the board had not been told"
    );
    // What the board shows is read from the core's copy, now.
    let seats = board.session.seats(board.game(), 1_000);
    assert_eq!(seats.tags.two.as_deref(), Some("1612"));
    assert_eq!(board.status(1_000).as_deref(), Some("you 0:55 · bob 0:41"));
    assert_eq!(
        news.last(),
        Some(&OnlineNews::Status(board.status(1_000))),
        "{news:?}"
    );
}
