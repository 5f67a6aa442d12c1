//! Using the checkers board: the cursor starts on a piece that can move (at the start,
//! after each move and in a new game); a click lands on the square drawn under it at
//! every board size; the numbers key shows every square's number and is in the help;
//! and the panel names the computer's level and keeps a score sheet of the moves.
use connect4_checkers::terminal::action;

use connect4::scoreboard::Tally;
use connect4::shell::ShellMessage;
use connect4::shell::Theme;
use connect4::shell::{KeyPress, Pointer, PointerAction, Program, Route};
use connect4_checkers::terminal::checkers_layout;
use connect4_checkers::terminal::{CheckersMessage, CheckersModel};
use connect4_checkers::terminal::{cell_of, score_sheet, square_at};
use connect4_checkers::{Color, Level};
use connect4_classic::game::ByPlayer;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;

fn model(computer: Option<Level>) -> CheckersModel {
    let names = ByPlayer::new("Black".to_string(), "White".to_string());
    CheckersModel::new(names, computer, Tally::default())
}

fn screen(model: &CheckersModel, (width, height): (u16, u16)) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| model.view(&Theme::default(), frame))
        .unwrap();
    let buffer = terminal.backend().buffer();
    (0..height)
        .map(|y| (0..width).map(|x| buffer[(x, y)].symbol()).collect())
        .collect()
}

fn press(model: &mut CheckersModel, keys: &str) {
    for name in keys.split_whitespace() {
        let key: KeyPress = name.parse().unwrap();
        if let Some(message) = model.on_key(key) {
            model.update(message);
        }
    }
}

/// Plays the move written `text` by clicking its squares.
fn click_move(model: &mut CheckersModel, text: &str) {
    let mv = model.game.board().parse_move(text).unwrap();
    for &square in &mv.path {
        let (row, column) = cell_of(square);
        model.update(CheckersMessage::ChooseAt(row, column));
    }
    assert_eq!(model.game.moves().last(), Some(&mv));
}

/// Whether the cursor stands on a piece of the side to move that has a legal move.
fn on_a_piece_that_can_move(model: &CheckersModel) -> bool {
    let (row, column) = model.cursor;
    let square = square_at(row, column);
    model
        .game
        .legal_moves()
        .iter()
        .any(|mv| Some(mv.from()) == square)
}

#[test]
fn the_cursor_starts_on_a_piece_that_can_move_and_goes_to_one_after_each_move() {
    let mut game = model(None);
    assert!(on_a_piece_that_can_move(&game), "{:?}", game.cursor);
    click_move(&mut game, "11-15");
    assert_eq!(game.game.to_move(), Color::White);
    assert!(on_a_piece_that_can_move(&game), "{:?}", game.cursor);
    // White's reply offers a capture, which is compulsory: the cursor goes to the one
    // piece that can take it, 15.
    click_move(&mut game, "22-18");
    assert!(game.game.legal_moves()[0].is_capture());
    assert_eq!(game.cursor, cell_of(14));
    press(&mut game, "u");
    assert!(on_a_piece_that_can_move(&game), "after an undo");
    game.update(CheckersMessage::Shell(ShellMessage::NewMatch));
    game.update(CheckersMessage::Shell(ShellMessage::Confirm));
    assert!(game.game.moves().is_empty());
    assert!(on_a_piece_that_can_move(&game), "in a new game");
}

#[test]
fn against_the_computer_the_cursor_waits_for_its_move_then_goes_to_a_piece() {
    let settings = connect4_checkers::terminal::CheckersSettings {
        computer: Some(connect4_checkers::Level::Easy),
        black: connect4_classic::seat::Player::Two,
        ..Default::default()
    };
    let mut game = CheckersModel::from_settings(&settings);
    let routes = game.update(CheckersMessage::Shell(ShellMessage::Tick));
    let [Route::Engine(think)] = routes.as_slice() else {
        panic!("the computer moves first: {routes:?}");
    };
    let mv = think.board.parse_move("9-13").unwrap();
    game.update(CheckersMessage::ComputerMoved {
        ticket: think.ticket,
        mv,
    });
    assert_eq!(game.game.to_move(), Color::White);
    assert!(on_a_piece_that_can_move(&game), "{:?}", game.cursor);
    // The panel names the computer's level beside the colour it plays.
    let lines = screen(&game, (80, 24)).join("\n");
    assert!(lines.contains("● Black (easy)"), "{lines}");
    assert!(lines.contains("◆ White "), "{lines}");
}

#[test]
fn a_click_lands_on_the_square_drawn_under_it_at_every_size() {
    let game = model(None);
    for size in [(30, 11), (30, 17), (56, 20), (80, 24), (110, 34), (200, 60)] {
        let area = Rect::new(0, 0, size.0, size.1);
        let board = *checkers_layout(area).board().unwrap();
        let lines = screen(&game, size);
        for (y, line) in lines.iter().enumerate() {
            for (x, glyph) in line.chars().enumerate() {
                let color = match glyph {
                    '●' => Color::Black,
                    '◆' => Color::White,
                    _ => continue,
                };
                let (x, y) = (x as u16, y as u16);
                if !board.squares.contains((x, y).into()) {
                    continue; // the panel's glyphs
                }
                let pointer = Pointer {
                    action: PointerAction::Press,
                    x,
                    y,
                };
                let Some(CheckersMessage::ChooseAt(row, column)) = game.on_pointer(pointer, area)
                else {
                    panic!("a click on a piece at {x},{y} of {size:?} chooses it");
                };
                let square = square_at(row, column).expect("a piece is on a dark square");
                let piece = game.game.board().piece(square).expect("a piece is there");
                assert_eq!(piece.color, color, "{x},{y} of {size:?}");
            }
        }
        let frame = Pointer {
            action: PointerAction::Press,
            x: board.squares.x - 1,
            y: board.squares.y,
        };
        assert_eq!(game.on_pointer(frame, area), None, "{size:?}");
    }
}

#[test]
fn the_numbers_key_shows_every_squares_number_and_the_help_lists_it() {
    let mut game = model(None);
    let board_text = |game: &CheckersModel| {
        let board = *checkers_layout(Rect::new(0, 0, 110, 34)).board().unwrap();
        let lines = screen(game, (110, 34));
        let squares = board.squares;
        lines[squares.y as usize..squares.bottom() as usize]
            .iter()
            .map(|line| {
                line.chars()
                    .skip(squares.x.into())
                    .take(squares.width.into())
            })
            .map(|chars| chars.collect::<String>())
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(!board_text(&game).contains("14"), "{}", board_text(&game));
    press(&mut game, "#");
    assert!(game.numbers);
    for number in ["1", "14", "27", "32"] {
        assert!(board_text(&game).contains(number), "{}", board_text(&game));
    }
    press(&mut game, "#");
    assert!(!game.numbers);
    // Rebound in the config's [keys], as every action of the key table.
    let n: KeyPress = "N".parse().unwrap();
    game.keys = connect4::games::keymap(&[(action::NUMBERS, vec![n])]).unwrap();
    press(&mut game, "# N ?");
    assert!(game.numbers);
    let help = screen(&game, (80, 40));
    let line = help
        .iter()
        .find(|line| line.contains("checkers: show or hide every square's number"))
        .expect("the help lists the numbers key");
    assert!(line.contains("│ N "), "{line}");
}

#[test]
fn the_panel_keeps_a_score_sheet_with_the_last_moves_in_view() {
    let mut game = model(None);
    for text in ["11-15", "23-19", "8-11"] {
        click_move(&mut game, text);
    }
    let lines = screen(&game, (80, 24)).join("\n");
    assert!(lines.contains("  1. 11-15    23-19"), "{lines}");
    assert!(lines.contains("  2. 8-11 "), "{lines}");
    // A long game: the sheet scrolls so its last line shows, its first does not.
    let mut long = model(None);
    while long.game.outcome().is_none() {
        let mv = long.game.legal_moves()[0].to_string();
        click_move(&mut long, &mv);
    }
    let sheet = score_sheet(long.game.moves(), Color::Black, 24);
    assert!(sheet.len() > 16, "the game is longer than the panel");
    let lines = screen(&long, (80, 24)).join("\n");
    assert!(lines.contains(sheet.last().unwrap().as_str()), "{lines}");
    assert!(!lines.contains(sheet[0].as_str()), "{lines}");
}
