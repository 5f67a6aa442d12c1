//! Checkers' aids and agreements through its keys: redo after undo, hints from the
//! engine shown on the board, a draw offered to a person or to the computer, and keys
//! rebound in the config's `[keys]` reaching the checkers board.
use connect4_checkers::terminal::action;

use connect4::scoreboard::{MatchResult, Tally};
use connect4::shell::Theme;
use connect4::shell::{KeyPress, Program, Route, StoreEffect};
use connect4_checkers::terminal::checkers_layout;
use connect4_checkers::terminal::{CheckersMessage, CheckersModel, Purpose, Think};
use connect4_checkers::{DrawReason, Level, Outcome};
use connect4_classic::game::ByPlayer;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;

fn model(computer: Option<Level>) -> CheckersModel {
    let names = ByPlayer::new("Black".to_string(), "White".to_string());
    let mut model = CheckersModel::new(names, computer, Tally::default());
    // The keys below start from square 21, where the cursor once started (it now
    // starts on a piece that can move).
    model.cursor = (5, 0);
    // The registry's keys, as the app gives them: its menu offers the other games.
    model.keys = connect4::games::default_keys();
    model
}

/// Presses the keys, named as the config names them ("up", "enter", "a"); every
/// route asked for, in order.
fn press(model: &mut CheckersModel, keys: &str) -> Vec<Route<Think>> {
    let mut routes = Vec::new();
    for name in keys.split_whitespace() {
        let key: KeyPress = name.parse().unwrap();
        if let Some(message) = model.on_key(key) {
            routes.extend(model.update(message));
        }
    }
    routes
}

/// The jobs the engine was asked for.
fn jobs(routes: &[Route<Think>]) -> Vec<&Think> {
    routes
        .iter()
        .filter_map(|route| match route {
            Route::Engine(job) => Some(job),
            _ => None,
        })
        .collect()
}

fn screen(model: &CheckersModel) -> (String, ratatui::buffer::Buffer) {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal
        .draw(|frame| model.view(&Theme::default(), frame))
        .unwrap();
    let buffer = terminal.backend().buffer().clone();
    let text = (0..24)
        .map(|y| (0..80).map(|x| buffer[(x, y)].symbol()).collect::<String>() + "\n")
        .collect();
    (text, buffer)
}

/// From the start cursor, 11-15 for Black.
const ELEVEN_TO_FIFTEEN: &str = "up up up right right right right right enter down left enter";

#[test]
fn redo_plays_again_what_undo_took_back_until_a_new_move_is_made() {
    let mut game = model(None);
    press(&mut game, ELEVEN_TO_FIFTEEN);
    game.game.play_notation("22-18").unwrap();
    press(&mut game, "u u");
    assert!(game.game.moves().is_empty());
    press(&mut game, "r");
    assert_eq!(game.game.moves()[0].to_string(), "11-15");
    press(&mut game, "r");
    assert_eq!(game.game.moves().len(), 2);
    press(&mut game, "r");
    assert_eq!(game.message.as_deref(), Some("Nothing to replay"));
    // A new move after an undo forgets what could be replayed.
    press(&mut game, "u u");
    game.cursor = (5, 0);
    press(
        &mut game,
        "up up up right right right enter down right enter",
    );
    assert_eq!(game.game.moves()[0].to_string(), "10-15");
    assert!(game.redo.is_empty());
}

#[test]
fn against_the_computer_redo_replays_the_move_and_its_reply() {
    let mut game = model(Some(Level::Easy));
    let routes = press(&mut game, ELEVEN_TO_FIFTEEN);
    let ticket = jobs(&routes)[0].ticket;
    let reply = game.game.board().parse_move("22-18").unwrap();
    game.update(CheckersMessage::ComputerMoved { ticket, mv: reply });
    press(&mut game, "u");
    assert!(game.game.moves().is_empty());
    let routes = press(&mut game, "r");
    assert_eq!(game.game.moves().len(), 2, "both moves are back");
    assert!(jobs(&routes).is_empty(), "the computer is not asked again");
    assert_eq!(game.aids.undos, 1);
}

#[test]
fn hints_ask_the_engine_for_each_position_and_mark_its_move() {
    let mut game = model(None);
    let routes = press(&mut game, "a");
    let [job] = jobs(&routes)[..] else {
        panic!("one hint job: {routes:?}")
    };
    assert_eq!(job.purpose, Purpose::Hint);
    let (text, _) = screen(&game);
    assert!(text.contains("Black to move · hint …"), "{text}");
    let hint = game.game.board().parse_move("9-14").unwrap();
    game.update(CheckersMessage::HintFound {
        ticket: job.ticket,
        mv: hint,
    });
    let (text, buffer) = screen(&game);
    assert!(text.contains("hint 9-14"), "{text}");
    // Square 14 (row 3, column 2) is empty and marked; 9 (row 2, column 1) keeps its
    // piece with a star in its corner.
    let board = *checkers_layout(Rect::new(0, 0, 80, 24)).board().unwrap();
    let (x0, y0) = (board.squares.x, board.squares.y);
    let centre = |row: u16, column: u16| buffer[(x0 + column * 5 + 2, y0 + row * 2 + 1)].clone();
    assert_eq!(centre(3, 2).symbol(), "*");
    let theme = Theme::default();
    assert_eq!(
        buffer[(x0 + 5, y0 + 2 * 2)].fg,
        theme.hint_win.fg.unwrap(),
        "the hint's first square is marked"
    );
    assert_eq!(game.aids.hints, 1);
    // The next position gets its own hint; hints off cancels the one asked.
    let routes = press(&mut game, ELEVEN_TO_FIFTEEN);
    assert!(game.hint.is_none());
    assert_eq!(jobs(&routes).len(), 1);
    let routes = press(&mut game, "a");
    assert!(routes.contains(&Route::CancelEngine));
    assert_eq!(game.asked, None);
}

#[test]
fn a_draw_offered_to_a_person_is_asked_and_agreed() {
    let mut game = model(None);
    press(&mut game, &format!("{ELEVEN_TO_FIFTEEN} d"));
    let (text, _) = screen(&game);
    assert!(
        text.contains("White offers a draw. Black, do you accept?"),
        "{text}"
    );
    // Nothing else happens while the question is open; n declines.
    let cursor = game.cursor;
    press(&mut game, "up n");
    assert_eq!(game.cursor, cursor);
    assert_eq!(game.message.as_deref(), Some("Black declines the draw"));
    assert_eq!(game.game.outcome(), None);
    let routes = press(&mut game, "d y");
    assert_eq!(
        game.game.outcome(),
        Some(Outcome::Draw(DrawReason::Agreement))
    );
    assert!(routes.iter().any(|route| matches!(
        route,
        Route::Store(StoreEffect::RecordResult {
            result: MatchResult::Draw,
            ..
        })
    )));
    assert_eq!(game.tally.draws, 1);
}

#[test]
fn a_draw_offered_to_the_computer_is_weighed_by_its_engine() {
    let mut game = model(Some(Level::Medium));
    let routes = press(&mut game, "d");
    let [job] = jobs(&routes)[..] else {
        panic!("the engine weighs the offer: {routes:?}")
    };
    assert_eq!((job.purpose, job.level), (Purpose::Draw, Level::Medium));
    assert_eq!(game.message.as_deref(), Some("Draw offered to White"));
    let ticket = job.ticket;
    game.update(CheckersMessage::DrawAnswered {
        ticket,
        accepted: false,
    });
    assert_eq!(game.message.as_deref(), Some("White declines the draw"));
    assert_eq!(game.game.outcome(), None);
    let routes = press(&mut game, "d");
    let ticket = jobs(&routes)[0].ticket;
    game.update(CheckersMessage::DrawAnswered {
        ticket,
        accepted: true,
    });
    assert_eq!(
        game.game.outcome(),
        Some(Outcome::Draw(DrawReason::Agreement))
    );
    assert_eq!(game.message.as_deref(), Some("White accepts the draw"));
}

#[test]
fn keys_rebound_in_the_config_move_the_cursor_and_the_help_lists_them() {
    let mut game = model(None);
    let w: KeyPress = "w".parse().unwrap();
    let x: KeyPress = "x".parse().unwrap();
    game.keys =
        connect4::games::keymap(&[(action::CURSOR_UP, vec![w]), (action::PICK, vec![x])]).unwrap();
    press(&mut game, "w w up enter");
    assert_eq!(game.cursor, (3, 0), "w moves up, up no longer does");
    assert_eq!(game.entry.selected(), None, "enter no longer picks");
    press(&mut game, "?");
    let (text, _) = screen(&game);
    assert!(text.contains("w  ") && text.contains("checkers: move the cursor up"));
    assert!(text.contains("offer a draw"), "{text}");
    assert!(
        !text.contains("drop a disc"),
        "only checkers' keys are listed: {text}"
    );
}

#[test]
fn the_menu_picks_the_opponent_or_leaves_for_connect4() {
    let mut game = model(None);
    press(&mut game, &format!("{ELEVEN_TO_FIFTEEN} o"));
    assert_eq!(
        game.shell.menu_line(),
        Some(0),
        "the menu opens on two people"
    );
    let (text, _) = screen(&game);
    assert!(
        text.contains("* Two players") && text.contains("Play Connect 4"),
        "{text}"
    );
    // Down twice: medium. A new game starts against it, its score loaded.
    let routes = press(&mut game, "down down enter");
    assert_eq!(game.opponent(), Some(Level::Medium));
    assert!(game.game.moves().is_empty());
    assert!(routes.iter().any(|route| matches!(
        route,
        Route::Store(StoreEffect::LoadScores { matchup }) if matchup.computer.as_deref() == Some("medium")
    )));
    // Up from medium's line four times, wrapping past PopOut's: Connect 4, once this
    // game stops.
    press(&mut game, "o up up up up enter");
    assert_eq!(
        (game.shell.running, game.shell.next_game),
        (false, Some(connect4_classic::terminal::GAME))
    );
}
