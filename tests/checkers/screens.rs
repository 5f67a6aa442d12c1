//! Checkers' screens rendered into ratatui's TestBackend: insta snapshots of the board
//! at the start, with kings, with a capture half entered and at the end of a game;
//! colours and modifiers checked apart, since snapshots do not record them.

use connect4::scoreboard::Tally;
use connect4::shell::Program;
use connect4::shell::Theme;
use connect4_checkers::terminal::checkers_layout;
use connect4_checkers::terminal::{CheckersGeometry, cell_of};
use connect4_checkers::terminal::{CheckersMessage, CheckersModel};
use connect4_checkers::{Board, Game, Level};
use connect4_classic::game::ByPlayer;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::{Buffer, Cell};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};

fn model(computer: Option<Level>) -> CheckersModel {
    let names = ByPlayer::new("Black".to_string(), "White".to_string());
    CheckersModel::new(names, computer, Tally::default())
}

/// A game from a position (FEN), the cursor on `square` (1-32).
fn at_position(fen: &str, square: u8) -> CheckersModel {
    let mut model = model(None);
    model.game = Game::from_board(fen.parse::<Board>().unwrap());
    model.cursor = cell_of(square - 1);
    model
}

fn render_with(model: &CheckersModel, theme: &Theme, size: (u16, u16)) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(size.0, size.1)).unwrap();
    terminal.draw(|frame| model.view(theme, frame)).unwrap();
    terminal
}

fn render(model: &CheckersModel, size: (u16, u16)) -> Terminal<TestBackend> {
    render_with(model, &Theme::default(), size)
}

fn geometry(size: (u16, u16)) -> CheckersGeometry {
    *checkers_layout(Rect::new(0, 0, size.0, size.1))
        .board()
        .unwrap()
}

/// The buffer cell at the middle of a square (1-32), where a piece's centre and the
/// marks are drawn.
fn centre(buffer: &Buffer, size: (u16, u16), square: u8) -> &Cell {
    let (row, column) = cell_of(square - 1);
    let cell = geometry(size).cell(row, column);
    &buffer[(cell.x + cell.width / 2, cell.y + cell.height / 2)]
}

/// Clicks the squares (1-32) one after the other, as the mouse enters a move.
fn click(model: &mut CheckersModel, squares: &[u8]) {
    for &square in squares {
        let (row, column) = cell_of(square - 1);
        model.update(CheckersMessage::ChooseAt(row, column));
    }
}

const SMALL: (u16, u16) = (80, 24);
const MIDDLE: (u16, u16) = (110, 34);

/// Black's 6 can jump 10, then 19, then 27, crowned on 31.
const TRIPLE_JUMP: &str = "B:W10,19,27,K30:B1,3,6";

#[test]
fn the_board_at_the_start() {
    let terminal = render(&model(Some(Level::Hard)), SMALL);
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn kings_are_crowned() {
    let game = at_position("B:W21,22,K7:B11,K26", 26);
    insta::assert_snapshot!(render(&game, MIDDLE).backend());
}

#[test]
fn a_capture_half_entered() {
    let mut game = at_position(TRIPLE_JUMP, 6);
    click(&mut game, &[6, 15]);
    assert_eq!(game.entry.path(), [5, 14]);
    insta::assert_snapshot!(render(&game, SMALL).backend());
}

#[test]
fn the_end_of_a_game() {
    // Each side plays its first legal move, clicked square by square, to the end.
    let mut game = model(None);
    while game.game.outcome().is_none() {
        let mv = game.game.legal_moves()[0].clone();
        let squares: Vec<u8> = mv.path.iter().map(|s| s + 1).collect();
        click(&mut game, &squares);
        assert_eq!(game.game.moves().last(), Some(&mv));
    }
    insta::assert_snapshot!(render(&game, SMALL).backend());
}

#[test]
fn pieces_sit_on_dark_squares_in_their_colours() {
    let terminal = render(&model(None), SMALL);
    let buffer = terminal.backend().buffer();
    let theme = Theme::default();
    let dark = theme.frame.fg.unwrap();
    let black = centre(buffer, SMALL, 9);
    let white = centre(buffer, SMALL, 24);
    assert_eq!(
        (black.symbol(), black.fg, black.bg),
        ("●", Color::LightRed, dark)
    );
    assert_eq!(
        (white.symbol(), white.fg, white.bg),
        ("◆", Color::LightYellow, dark)
    );
    let empty = centre(buffer, SMALL, 15);
    assert_eq!((empty.symbol(), empty.bg), (" ", dark));
    // The light square left of 15 keeps the terminal's background.
    let board = geometry(SMALL);
    let (row, column) = cell_of(14);
    let light = board.cell(row, column - 1);
    assert_eq!(buffer[(light.x, light.y)].bg, Color::Reset);
}

#[test]
fn a_king_wears_a_crown_that_shows_without_colour_too() {
    let game = at_position("B:W21,22,K7:B11,K26", 11);
    for theme in [Theme::default(), Theme::default().without_color()] {
        for size in [(30, 17), SMALL, MIDDLE, (200, 60)] {
            let terminal = render_with(&game, &theme, size);
            let buffer = terminal.backend().buffer();
            let (black, white) = (centre(buffer, size, 26), centre(buffer, size, 7));
            assert_eq!((black.symbol(), white.symbol()), ("♚", "♔"), "{size:?}");
            assert!(black.modifier.contains(Modifier::REVERSED));
            // A man has no crown.
            assert_eq!(centre(buffer, size, 11).symbol(), "●", "{size:?}");
        }
    }
    let terminal = render(&game, SMALL);
    assert_eq!(
        centre(terminal.backend().buffer(), SMALL, 7).fg,
        Color::LightYellow
    );
}

#[test]
fn a_capture_half_entered_shows_the_piece_on_its_way_and_what_it_took() {
    let mut game = at_position(TRIPLE_JUMP, 6);
    click(&mut game, &[6, 15]);
    let terminal = render(&game, SMALL);
    let buffer = terminal.backend().buffer();
    let theme = Theme::default();
    let picked = centre(buffer, SMALL, 6);
    assert!(picked.modifier.contains(Modifier::UNDERLINED));
    let on_its_way = centre(buffer, SMALL, 15);
    assert_eq!(on_its_way.symbol(), "●");
    assert!(on_its_way.modifier.contains(Modifier::DIM));
    let taken = centre(buffer, SMALL, 10);
    assert_eq!(taken.symbol(), "◆");
    assert!(taken.modifier.contains(Modifier::CROSSED_OUT));
    let next = centre(buffer, SMALL, 24);
    assert_eq!((next.symbol(), next.fg), ("+", theme.hint_win.fg.unwrap()));
    // 19 is not taken yet.
    assert!(
        !centre(buffer, SMALL, 19)
            .modifier
            .contains(Modifier::CROSSED_OUT)
    );
    let status = (0..80)
        .map(|x| buffer[(x, 23)].symbol())
        .collect::<String>();
    assert!(status.starts_with(" ● Black to move · 6x15x…"), "{status}");
}

#[test]
fn the_squares_the_last_move_left_are_marked() {
    let mut game = at_position(TRIPLE_JUMP, 6);
    click(&mut game, &[6, 15, 24, 31]);
    assert_eq!(game.game.moves()[0].to_string(), "6x15x24x31");
    let terminal = render(&game, SMALL);
    let buffer = terminal.backend().buffer();
    for (square, mark) in [
        (6, "·"),
        (15, "·"),
        (24, "·"),
        (10, "×"),
        (19, "×"),
        (27, "×"),
    ] {
        assert_eq!(centre(buffer, SMALL, square).symbol(), mark, "{square}");
    }
    // The piece crowned on 31 and White's king on 30 stand.
    assert_eq!(centre(buffer, SMALL, 31).symbol(), "♚");
    assert_eq!(centre(buffer, SMALL, 30).symbol(), "♔");
}

#[test]
fn the_cursor_is_reversed_and_hidden_while_the_computer_moves() {
    let game = model(Some(Level::Hard));
    let terminal = render(&game, SMALL);
    let buffer = terminal.backend().buffer();
    let reversed = |square| {
        centre(buffer, SMALL, square)
            .modifier
            .contains(Modifier::REVERSED)
    };
    let cursor = connect4_checkers::terminal::square_at(game.cursor.0, game.cursor.1).unwrap() + 1;
    assert!(reversed(cursor));
    assert_eq!((1..=32).filter(|&s| reversed(s)).count(), 1);
    let mut thinking = game.clone();
    click(&mut thinking, &[cursor, cursor + 4]);
    assert!(thinking.computer_to_move(), "{:?}", thinking.message);
    let terminal = render(&thinking, SMALL);
    let buffer = terminal.backend().buffer();
    assert!(
        (1..=32).all(|s| !centre(buffer, SMALL, s)
            .modifier
            .contains(Modifier::REVERSED)),
        "no cursor while the computer chooses"
    );
    let status = (0..80)
        .map(|x| buffer[(x, 23)].symbol())
        .collect::<String>();
    assert!(
        status.starts_with(" ◆ White (hard) is thinking"),
        "{status}"
    );
}
