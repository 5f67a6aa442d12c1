//! Seats in checkers, as in Connect 4 and through the same types: a game played to its
//! end by two computer seats (the engine on its thread, answers through the inbox),
//! and a scripted player standing in for one on another machine.

use connect4::scoreboard::Tally;
use connect4::shell::ShellMessage;
use connect4::shell::{Inbox, News, Program, Route, Worker};
use connect4::shell::{ONLINE_REFUSAL, Seat, Seats, Tell};
use connect4_checkers::terminal::{CheckersMessage, CheckersModel, Think, answer};
use connect4_checkers::{Computer, Level};
use connect4_classic::game::ByPlayer;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

fn with_seats(one: Seat<Level>, two: Seat<Level>) -> CheckersModel {
    let names = ByPlayer::new("Black".to_string(), "White".to_string());
    let mut model = CheckersModel::new(names, None, Tally::default());
    model.seats = Seats::new(one, two);
    model
}

fn apply(model: &mut CheckersModel, worker: &mut Worker<Think>, message: CheckersMessage) {
    for route in Program::update(model, message) {
        match route {
            Route::Engine(think) => worker.post(think),
            Route::CancelEngine => worker.cancel(),
            Route::Store(_) | Route::Elsewhere(_) | Route::Clipboard(_) => {}
        }
    }
}

#[test]
fn two_computer_seats_play_a_game_to_its_end_with_no_key_pressed() {
    let inbox = Inbox::new();
    let mut worker = Worker::with_runner(inbox.mailbox(), || {
        let mut engine = Computer::with_seed(3, Duration::from_millis(20));
        Box::new(
            move |job: &Think, stop: &Arc<AtomicBool>, _: &dyn Fn(CheckersMessage)| {
                answer(&mut engine, job, stop)
            },
        )
    });
    let mut model = with_seats(Seat::Computer(Level::Easy), Seat::Computer(Level::Medium));
    apply(
        &mut model,
        &mut worker,
        CheckersMessage::Shell(ShellMessage::Tick),
    );
    let deadline = Instant::now() + Duration::from_secs(120);
    while model.game.outcome().is_none() {
        match inbox.next(Some(deadline)) {
            Some(News::Answer(answer)) => apply(&mut model, &mut worker, answer),
            other => panic!(
                "the game stalled after {} moves: {other:?}",
                model.game.moves().len()
            ),
        }
    }
    assert_eq!(model.tally.matches(), 1, "the result is counted once");
    assert!(model.game.moves().len() >= 20, "{:?}", model.game.moves());
}

#[test]
fn a_scripted_player_elsewhere_plays_through_the_same_messages() {
    let mut model = with_seats(Seat::Keyboard, Seat::Elsewhere);
    let send =
        |model: &mut CheckersModel, message| connect4_checkers::terminal::update(model, message);
    let white_reply = |model: &CheckersModel| model.game.legal_moves()[0].clone();
    // Out of turn, a move from elsewhere is ignored.
    let early = model.game.legal_moves()[0].clone();
    send(&mut model, CheckersMessage::PlayedElsewhere { mv: early });
    assert!(model.game.moves().is_empty());
    // Black at this keyboard: 11-15 with the cursor (square 11 is row 2, column 5).
    send(&mut model, CheckersMessage::ChooseAt(2, 5));
    let routes = send(&mut model, CheckersMessage::ChooseAt(3, 4));
    assert_eq!(model.game.moves().len(), 1);
    // The move made here is told to the player elsewhere, in standard notation.
    let told: Vec<_> = routes
        .iter()
        .filter_map(|route| match route {
            Route::Elsewhere(Tell::Move(mv)) => Some(mv.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(told, ["11-15"]);
    // The keyboard cannot move for the player elsewhere, and no engine is asked.
    let routes = send(&mut model, CheckersMessage::ChooseAt(5, 0));
    assert!(routes.iter().all(|r| !matches!(r, Route::Engine(_))));
    assert_eq!(model.game.moves().len(), 1);
    assert_eq!(model.message.as_deref(), Some("Wait for White to move"));
    let reply = white_reply(&model);
    let routes = send(&mut model, CheckersMessage::PlayedElsewhere { mv: reply });
    assert_eq!(model.game.moves().len(), 2);
    assert!(
        routes.iter().all(|r| !matches!(r, Route::Elsewhere(_))),
        "a move from elsewhere is not sent back"
    );
    // A move made elsewhere is not taken back from this keyboard.
    send(&mut model, CheckersMessage::Undo);
    assert_eq!(model.game.moves().len(), 2);
    assert_eq!(model.message.as_deref(), Some(ONLINE_REFUSAL));
    // Nor this keyboard's own move, nor another opponent: the player elsewhere would
    // not see them.
    for message in [
        CheckersMessage::Redo,
        CheckersMessage::Shell(ShellMessage::ToggleMenu),
    ] {
        model.message = None;
        send(&mut model, message);
        assert_eq!(model.message.as_deref(), Some(ONLINE_REFUSAL));
        assert_eq!(model.shell.overlay, connect4::shell::Overlay::None);
    }
    // A new game waits for the end (then it is a rematch); a draw goes to the server.
    let routes = send(&mut model, CheckersMessage::Shell(ShellMessage::NewMatch));
    assert!(routes.is_empty());
    assert!(model.message.as_deref().unwrap().contains("still on"));
    let routes = send(&mut model, CheckersMessage::OfferDraw);
    assert_eq!(routes, [Route::Elsewhere(Tell::OfferDraw)]);
}

#[test]
fn a_result_the_server_decided_ends_the_game_and_counts_then_a_rematch_is_asked() {
    use connect4::shell::OnlineNews;
    let mut model = with_seats(Seat::Keyboard, Seat::Elsewhere);
    let send =
        |model: &mut CheckersModel, message| connect4_checkers::terminal::update(model, message);
    send(&mut model, CheckersMessage::ChooseAt(2, 5));
    send(&mut model, CheckersMessage::ChooseAt(3, 4));
    let routes = send(&mut model, CheckersMessage::Shell(ShellMessage::Resign));
    assert!(routes.is_empty(), "asked first");
    let routes = send(&mut model, CheckersMessage::Shell(ShellMessage::Confirm));
    assert_eq!(routes, [Route::Elsewhere(Tell::Abort)], "before both moved");
    let winner = Some(connect4_classic::game::Player::Two);
    let routes = send(
        &mut model,
        CheckersMessage::Shell(ShellMessage::Online(OnlineNews::Decided(winner))),
    );
    assert!(model.game.outcome().is_some());
    assert!(
        routes.iter().any(|r| matches!(r, Route::Store(_))),
        "counted"
    );
    let routes = send(&mut model, CheckersMessage::Shell(ShellMessage::NewMatch));
    assert_eq!(routes, [Route::Elsewhere(Tell::Rematch)]);
    let routes = send(
        &mut model,
        CheckersMessage::Shell(ShellMessage::Online(OnlineNews::NextGame)),
    );
    assert!(routes.is_empty());
    assert!(!model.shell.running, "the board closes for the rematch's");
}

#[test]
fn news_from_the_server_plays_the_opponents_move_and_shows_the_connection_escaped() {
    use connect4::shell::OnlineNews;
    let mut model = with_seats(Seat::Elsewhere, Seat::Keyboard);
    let send = |model: &mut CheckersModel, news| {
        connect4_checkers::terminal::update(
            model,
            CheckersMessage::Shell(ShellMessage::Online(news)),
        )
    };
    send(&mut model, OnlineNews::Moved("11-15".to_string()));
    assert_eq!(model.game.moves().len(), 1);
    send(&mut model, OnlineNews::Moved("9-13".to_string()));
    assert_eq!(model.game.moves().len(), 1, "out of turn");
    // White at this keyboard: 22-18, then a move that cannot be played comes.
    send(
        &mut model,
        OnlineNews::Status(Some("White\u{1b}]0;x\u{7} back".to_string())),
    );
    assert!(model.status_text().contains("White\\u{1b}]0;x\\u{7} back"));
    let reply = model.game.board().parse_move("22-18").unwrap();
    for square in [reply.from(), reply.to()] {
        let (row, column) = connect4_checkers::terminal::cell_of(square);
        connect4_checkers::terminal::update(&mut model, CheckersMessage::ChooseAt(row, column));
    }
    assert_eq!(model.game.moves().len(), 2, "{:?}", model.message);
    send(&mut model, OnlineNews::Moved("1-32".to_string()));
    assert_eq!(model.game.moves().len(), 2);
    assert!(model.shell.notices[0].contains("cannot be played here: 1-32"));
}

#[test]
fn a_move_the_server_did_not_play_comes_off_the_checkers_board() {
    use connect4::shell::OnlineNews;
    let mut model = with_seats(Seat::Keyboard, Seat::Elsewhere);
    let send =
        |model: &mut CheckersModel, message| connect4_checkers::terminal::update(model, message);
    send(&mut model, CheckersMessage::ChooseAt(2, 5));
    send(&mut model, CheckersMessage::ChooseAt(3, 4));
    assert_eq!(model.game.moves().len(), 1);
    let mv = model.game.moves()[0].to_string();
    let unplayed = OnlineNews::Unplayed {
        mv,
        reason: "the connection dropped".into(),
    };
    send(
        &mut model,
        CheckersMessage::Shell(ShellMessage::Online(unplayed)),
    );
    assert!(model.game.moves().is_empty());
    let notice = model.shell.notices.last().unwrap();
    assert!(notice.contains("taken back"), "{notice}");
}
