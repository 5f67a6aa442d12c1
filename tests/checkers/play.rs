//! Checkers on the app shell, through its keys and messages: a move entered with the
//! cursor, the computer asked and its answer played, undo against it, wrong picks
//! refused with a reason, the result recorded apart from Connect 4's, and the screen.

use connect4::scoreboard::{MatchResult, Tally};
use connect4::shell::ShellMessage;
use connect4::shell::Theme;
use connect4::shell::{Key, KeyPress, Program, Route, StoreEffect};
use connect4_checkers::terminal::checkers_layout;
use connect4_checkers::terminal::{CheckersMessage, CheckersModel, Think};
use connect4_checkers::{Board, Level};
use connect4_classic::game::ByPlayer;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;
use ratatui::style::Modifier;

fn model(computer: Option<Level>) -> CheckersModel {
    let names = ByPlayer::new("Black".to_string(), "White".to_string());
    let mut model = CheckersModel::new(names, computer, Tally::default());
    // The keys below start from square 21, where the cursor once started (it now
    // starts on a piece that can move).
    model.cursor = (5, 0);
    model
}

fn key(name: &str) -> KeyPress {
    KeyPress::plain(match name {
        "Up" => Key::Up,
        "Down" => Key::Down,
        "Left" => Key::Left,
        "Right" => Key::Right,
        "Enter" => Key::Enter,
        "Esc" => Key::Esc,
        one => Key::Char(one.chars().next().unwrap()),
    })
}

/// Presses the keys; every route asked for, in order.
fn press(model: &mut CheckersModel, keys: &str) -> Vec<Route<Think>> {
    let mut routes = Vec::new();
    for name in keys.split_whitespace() {
        if let Some(message) = model.on_key(key(name)) {
            routes.extend(model.update(message));
        }
    }
    routes
}

/// From the start cursor (row 5, column 0) to square 11 (row 2, column 5), picks it,
/// then goes to 15 (row 3, column 4) and drops it there.
const ELEVEN_TO_FIFTEEN: &str = "Up Up Up Right Right Right Right Right Enter Down Left Enter";

#[test]
fn a_move_entered_with_the_cursor_is_played_and_the_computer_asked() {
    let mut game = model(Some(Level::Hard));
    let routes = press(&mut game, ELEVEN_TO_FIFTEEN);
    assert_eq!(game.game.moves()[0].to_string(), "11-15");
    let [Route::Engine(think)] = routes.as_slice() else {
        panic!("the computer is asked to move: {routes:?}");
    };
    assert_eq!(think.board, *game.game.board());
    // A stale answer is dropped; the one asked for is played.
    let reply = think.board.parse_move("22-18").unwrap();
    let stale = CheckersMessage::ComputerMoved {
        ticket: think.ticket + 7,
        mv: reply.clone(),
    };
    game.update(stale);
    assert_eq!(game.game.moves().len(), 1);
    game.update(CheckersMessage::ComputerMoved {
        ticket: think.ticket,
        mv: reply,
    });
    assert_eq!(game.game.moves().len(), 2);
    assert_eq!(game.asked, None);
    // Undo takes back the computer's reply and the move together.
    press(&mut game, "u");
    assert!(game.game.moves().is_empty());
}

#[test]
fn a_wrong_pick_is_refused_with_a_reason_and_esc_lets_go() {
    let mut game = model(None);
    press(&mut game, "Enter");
    let said = game.message.clone().unwrap_or_default();
    assert!(
        said.contains("21 has no piece of yours that can move"),
        "{said}"
    );
    press(&mut game, "Up Up Up Right Right Right Right Right Enter");
    assert_eq!(game.entry.selected(), Some(10));
    press(&mut game, "Esc");
    assert_eq!(game.entry.selected(), None);
}

#[test]
fn the_end_of_a_game_is_recorded_as_checkers() {
    let mut game = model(None);
    game.game = connect4_checkers::Game::from_board("B:W15:B11".parse::<Board>().unwrap());
    game.cursor = (2, 5);
    let routes = press(&mut game, "Enter Down Left Down Left Enter");
    let recorded = routes.iter().find_map(|route| match route {
        Route::Store(StoreEffect::RecordResult {
            matchup, result, ..
        }) => Some((matchup, result)),
        _ => None,
    });
    let (matchup, result) = recorded.expect("the result is recorded");
    assert_eq!(
        (matchup.played, *result),
        (
            connect4_checkers::terminal::PLAYED,
            MatchResult::Win(connect4_classic::game::Player::One)
        )
    );
    assert_eq!(game.tally.wins.one, 1);
}

#[test]
fn the_screen_shows_the_cursor_and_where_the_picked_piece_may_go() {
    let mut game = model(None);
    press(&mut game, "Up Up Up Right Right Right Right Right Enter");
    let theme = Theme::default();
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|frame| game.view(&theme, frame)).unwrap();
    let buffer = terminal.backend().buffer();
    let text: String = (0..24)
        .map(|y| (0..80).map(|x| buffer[(x, y)].symbol()).collect::<String>() + "\n")
        .collect();
    assert!(text.contains("Black to move"), "{text}");
    // Square 15 (row 3, column 4) and 16 (row 3, column 6) are marked, 14 is not.
    let board = *checkers_layout(Rect::new(0, 0, 80, 24)).board().unwrap();
    let (x0, y0) = (board.squares.x, board.squares.y);
    let mark = |row: u16, column: u16| {
        buffer[(x0 + column * 5 + 2, y0 + row * 2 + 1)]
            .symbol()
            .to_string()
    };
    assert_eq!(
        (mark(3, 4), mark(3, 6), mark(3, 2)),
        ("+".into(), "+".into(), " ".into())
    );
    // The cursor (on 11, row 2, column 5) is reversed against the other dark squares
    // (12, row 2, column 7), so it stands out with or without colour.
    let reversed = |x: u16, y: u16| buffer[(x, y)].modifier.contains(Modifier::REVERSED);
    assert_ne!(
        reversed(x0 + 5 * 5, y0 + 2 * 2),
        reversed(x0 + 7 * 5, y0 + 2 * 2)
    );
    let dark = buffer[(x0 + 7 * 5 + 4, y0 + 2 * 2)].bg;
    assert_eq!(
        dark,
        Theme::default().frame.fg.unwrap(),
        "dark squares are coloured"
    );
}

#[test]
fn the_help_covers_the_board_until_closed() {
    let mut game = model(None);
    press(&mut game, "? Up Enter");
    assert_eq!(game.shell.overlay, connect4::shell::Overlay::Help);
    assert_eq!(
        (game.cursor, game.entry.selected()),
        ((5, 0), None),
        "no key reached the board"
    );
    press(&mut game, "Esc");
    assert_ne!(game.shell.overlay, connect4::shell::Overlay::Help);
    press(&mut game, "Up");
    assert_eq!(game.cursor, (4, 0));
}

#[test]
fn a_screen_too_small_for_the_board_says_what_it_needs() {
    let game = model(None);
    let mut terminal = Terminal::new(TestBackend::new(60, 10)).unwrap();
    terminal
        .draw(|frame| game.view(&Theme::default(), frame))
        .unwrap();
    let buffer = terminal.backend().buffer();
    let text: String = (0..10)
        .map(|y| (0..60).map(|x| buffer[(x, y)].symbol()).collect::<String>())
        .collect();
    assert!(text.contains("need 30x11"), "{text}");
}

#[test]
fn the_computer_can_play_black_and_move_first() {
    let settings = connect4_checkers::terminal::CheckersSettings {
        computer: Some(connect4_checkers::Level::Easy),
        black: connect4_classic::seat::Player::Two,
        ..Default::default()
    };
    let mut game = CheckersModel::from_settings(&settings);
    assert_eq!(
        (game.names.one.as_str(), game.names.two.as_str()),
        ("White", "Black"),
        "the default names follow the colours"
    );
    // The computer plays Black: it is asked for the first move at once.
    let routes = game.update(CheckersMessage::Shell(ShellMessage::Tick));
    let [Route::Engine(think)] = routes.as_slice() else {
        panic!("the computer moves first: {routes:?}");
    };
    let opening = think.board.parse_move("11-15").unwrap();
    game.update(CheckersMessage::ComputerMoved {
        ticket: think.ticket,
        mv: opening,
    });
    assert!(
        game.status_text().contains("White to move"),
        "{}",
        game.status_text()
    );
    // A game the person (White, seat one) wins, jumping the last black man (15x8),
    // counts for seat one.
    game.game = connect4_checkers::Game::from_board("W:W15:B11".parse::<Board>().unwrap());
    game.cursor = (3, 4);
    let routes = press(&mut game, "Enter Up Up Right Right Enter");
    let recorded = routes.iter().any(|route| {
        matches!(
            route,
            Route::Store(StoreEffect::RecordResult {
                result: MatchResult::Win(connect4_classic::game::Player::One),
                ..
            })
        )
    });
    assert!(recorded, "{routes:?}");
}

/// `p` copies the game as PDN, the players by colour, which reads back as the same
/// moves; with copying off in the config it only says so.
#[test]
fn p_copies_the_game_as_pdn_that_reads_back() {
    use connect4_checkers::pdn::{PdnResult, read};
    let mut game = model(None);
    press(&mut game, ELEVEN_TO_FIFTEEN);
    let routes = press(&mut game, "p");
    let [Route::Clipboard(text)] = routes.as_slice() else {
        panic!("the game goes to the clipboard: {routes:?}");
    };
    assert!(
        text.starts_with("[Event \"connect4 checkers\"]\n[Black \"Black\"]\n[White \"White\"]\n"),
        "{text}"
    );
    let back = &read(text).unwrap()[0];
    assert_eq!(back.moves, game.game.moves());
    assert_eq!(back.result, PdnResult::Unknown);
    assert_eq!(
        game.message.as_deref(),
        Some("Sent the game's PDN to the clipboard")
    );
    game.clipboard = false;
    assert!(press(&mut game, "p").is_empty());
    assert_eq!(
        game.message.as_deref(),
        Some(connect4_checkers::terminal::COPY_OFF)
    );
}
