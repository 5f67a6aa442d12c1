//! Seats through the app as the event loop runs it: a match played to its end by two
//! computer seats (the real engine on its thread, answers through the inbox), and a
//! scripted player standing in for one on another machine, with no change to the game.

use crate::app_settings;
use connect4::scoreboard::Tally;
use connect4::shell::ShellMessage;
use connect4::shell::{Inbox, News, Program, Route, Worker};
use connect4::shell::{ONLINE_REFUSAL, Seat, Seats, Tell};
use connect4_classic::ai::{Computer, Engine, Level};
use connect4_classic::game::{Column, Player};
use connect4_classic::terminal::spawn_worker;
use connect4_classic::terminal::{Effect, Message, Model, Search, Settings};
use std::time::{Duration, Instant};

fn with_seats(one: Seat<Level>, two: Seat<Level>) -> Model {
    let settings = Settings {
        seats: Seats::new(one, two),
        animation: false,
        ..app_settings()
    };
    Model::new(settings, Tally::default())
}

/// Updates as the loop does: engine work to the worker, the rest dropped (storage is
/// not what these tests are about).
fn apply(model: &mut Model, worker: &mut Worker<Search>, message: Message) {
    for route in Program::update(model, message) {
        match route {
            Route::Engine(search) => worker.post(search),
            Route::CancelEngine => worker.cancel(),
            Route::Store(_) | Route::Keep(_) | Route::Elsewhere(_) | Route::Clipboard(_) => {}
        }
    }
}

#[test]
fn two_computer_seats_play_a_match_to_its_end_with_no_key_pressed() {
    let inbox = Inbox::new();
    let engine = || -> Box<dyn Engine> {
        Box::new(Computer::with_seed(7).with_budget(Duration::from_millis(50)))
    };
    let mut worker = spawn_worker(inbox.mailbox(), engine, Duration::ZERO);
    let mut model = with_seats(Seat::Computer(Level::Easy), Seat::Computer(Level::Medium));
    apply(&mut model, &mut worker, Message::Shell(ShellMessage::Tick));
    let deadline = Instant::now() + Duration::from_secs(60);
    while !model.game.is_over() {
        match inbox.next(Some(deadline)) {
            Some(News::Answer(answer)) => apply(&mut model, &mut worker, answer),
            other => panic!("the match stalled at {}: {other:?}", model.game.notation()),
        }
    }
    assert_eq!(model.tally.matches(), 1, "the result is counted once");
    assert!(model.game.moves().len() >= 7);
}

#[test]
fn a_scripted_player_elsewhere_plays_through_the_same_messages() {
    let mut model = with_seats(Seat::Keyboard, Seat::Elsewhere);
    let send = |model: &mut Model, message| connect4_classic::terminal::update(model, message);
    // Out of turn, a move from elsewhere is ignored.
    send(
        &mut model,
        Message::PlayedElsewhere {
            column: Column::new(0),
        },
    );
    assert_eq!(model.game.notation(), "");
    let effects = send(&mut model, Message::Drop);
    assert_eq!(model.game.notation(), "4");
    // Not even this keyboard's own move is taken back, nor is another opponent
    // chosen: the player elsewhere would not see it.
    for message in [Message::Undo, Message::Shell(ShellMessage::ToggleMenu)] {
        send(&mut model, message);
        assert_eq!(model.game.notation(), "4");
        assert_eq!(model.message.as_deref(), Some(ONLINE_REFUSAL));
        assert_eq!(model.shell.overlay, connect4::shell::Overlay::None);
    }
    // A new match waits for the end, and is then a rematch.
    assert!(send(&mut model, Message::Shell(ShellMessage::NewMatch)).is_empty());
    assert!(model.message.as_deref().unwrap().contains("still on"));
    // The move made here is told to the player elsewhere.
    assert!(effects.contains(&Effect::Elsewhere(Tell::Move("4".into()))));
    // The keyboard waits for the player elsewhere, and no engine is asked.
    let effects = send(&mut model, Message::Drop);
    assert_eq!(model.message.as_deref(), Some("Wait for Yellow to move"));
    assert!(
        model.thinking.is_none() && effects.iter().all(|e| !format!("{e:?}").contains("Think"))
    );
    let effects = send(
        &mut model,
        Message::PlayedElsewhere {
            column: Column::new(0),
        },
    );
    assert_eq!(model.game.notation(), "41");
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::Elsewhere(_))),
        "a move from elsewhere is not sent back"
    );
    // A move played elsewhere is not taken back from this keyboard.
    send(&mut model, Message::Undo);
    assert_eq!(model.game.notation(), "41");
    for column in [3, 0, 3, 0, 3] {
        if model.keyboard_to_move() {
            send(&mut model, Message::HoverColumn(Column::new(column)));
            send(&mut model, Message::Drop);
        } else {
            let column = Column::new(column);
            send(&mut model, Message::PlayedElsewhere { column });
        }
    }
    assert_eq!(model.game.notation(), "4141414");
    assert!(model.game.is_over());
    assert_eq!(model.tally.wins[Player::One], 1);
}

#[test]
fn news_from_the_server_plays_the_opponents_move_and_shows_the_connection_escaped() {
    use connect4::shell::{OnlineNews, Theme};
    use connect4_classic::terminal::status_text;
    let mut model = with_seats(Seat::Elsewhere, Seat::Keyboard);
    let send = |model: &mut Model, news| {
        connect4_classic::terminal::update(model, Message::Shell(ShellMessage::Online(news)))
    };
    send(&mut model, OnlineNews::Moved("4".to_string()));
    assert_eq!(model.game.notation(), "4");
    // Out of turn, and not a column of this board: neither is played.
    send(&mut model, OnlineNews::Moved("5".to_string()));
    send(&mut model, OnlineNews::Moved("\u{1b}[2J8".to_string()));
    assert_eq!(model.game.notation(), "4");
    assert_eq!(
        model.shell.notices.len(),
        0,
        "the move out of turn is dropped"
    );
    let effects = connect4_classic::terminal::update(&mut model, Message::Drop);
    assert!(effects.contains(&Effect::Elsewhere(Tell::Move("4".into()))));
    send(&mut model, OnlineNews::Moved("\u{1b}[2J8".to_string()));
    assert_eq!(model.game.notation(), "44");
    let notice = &model.shell.notices[0];
    assert!(
        notice.contains("\\u{1b}[2J8") && !notice.contains('\u{1b}'),
        "{notice}"
    );
    let away = "Red disconnected: 47 s to come back\u{7}";
    send(&mut model, OnlineNews::Status(Some(away.to_string())));
    let line = status_text(&model, &Theme::default());
    assert!(
        line.contains("Red disconnected: 47 s to come back"),
        "{line}"
    );
    assert!(!line.contains('\u{7}'), "{line}");
}

#[test]
fn a_match_watched_from_here_takes_no_move_from_the_keyboard() {
    let mut model = with_seats(Seat::Elsewhere, Seat::Elsewhere);
    connect4_classic::terminal::update(&mut model, Message::Drop);
    assert_eq!(model.game.notation(), "");
    assert_eq!(model.message.as_deref(), Some("Wait for Red to move"));
}

#[test]
fn a_resignation_online_is_asked_first_and_the_servers_result_ends_the_match() {
    use connect4::shell::{Confirm, OnlineNews, Overlay};
    let mut model = with_seats(Seat::Keyboard, Seat::Elsewhere);
    let send = |model: &mut Model, message| connect4_classic::terminal::update(model, message);
    send(&mut model, Message::Drop);
    send(
        &mut model,
        Message::Shell(ShellMessage::Online(OnlineNews::Moved("1".into()))),
    );
    send(&mut model, Message::Shell(ShellMessage::Resign));
    assert_eq!(model.shell.overlay, Overlay::Confirm(Confirm::Resign));
    let effects = send(&mut model, Message::Shell(ShellMessage::Confirm));
    assert_eq!(effects, [Effect::Elsewhere(Tell::Resign)]);
    assert!(!model.game.is_over(), "the server decides");
    let effects = send(
        &mut model,
        Message::Shell(ShellMessage::Online(OnlineNews::Decided(Some(Player::Two)))),
    );
    assert!(model.game.is_over());
    assert_eq!(model.tally.wins[Player::Two], 1);
    assert!(effects.iter().any(|e| matches!(e, Effect::Store(_))));
    // The board shows it, and takes no more drops.
    send(&mut model, Message::Drop);
    assert_eq!(model.game.notation(), "41");
    assert_eq!(
        send(&mut model, Message::Shell(ShellMessage::NewMatch)),
        [Effect::Elsewhere(Tell::Rematch)]
    );
}

#[test]
fn a_move_the_server_did_not_play_comes_off_the_board_with_why_escaped() {
    use connect4::shell::OnlineNews;
    let mut model = with_seats(Seat::Keyboard, Seat::Elsewhere);
    let send = |model: &mut Model, message| connect4_classic::terminal::update(model, message);
    send(&mut model, Message::Drop);
    send(
        &mut model,
        Message::Shell(ShellMessage::Online(OnlineNews::Moved("3".into()))),
    );
    send(&mut model, Message::Drop);
    assert_eq!(model.game.notation(), "434");
    // Not the last move, or not this keyboard's: nothing is taken back.
    let other = OnlineNews::Unplayed {
        mv: "3".into(),
        reason: "no".into(),
    };
    send(&mut model, Message::Shell(ShellMessage::Online(other)));
    assert_eq!(model.game.notation(), "434");
    let unplayed = OnlineNews::Unplayed {
        mv: "4".into(),
        reason: "the game ended first\u{1b}[2J".into(),
    };
    send(&mut model, Message::Shell(ShellMessage::Online(unplayed)));
    assert_eq!(
        model.game.notation(),
        "43",
        "the move the server lost is gone"
    );
    let notice = model.shell.notices.last().unwrap();
    assert!(notice.contains("did not play your move 4"), "{notice}");
    assert!(notice.contains("taken back"), "{notice}");
    assert!(
        notice.contains("\\u{1b}[2J") && !notice.contains('\u{1b}'),
        "{notice}"
    );
    // The keyboard has the move again.
    assert_eq!(model.game.to_move(), Player::One);
}
