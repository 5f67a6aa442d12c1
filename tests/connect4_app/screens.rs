//! Whole screens rendered into ratatui's TestBackend: insta snapshots for the layout,
//! explicit style checks for colour (snapshots do not record it).

use crate::app_settings;
use connect4::scoreboard::{MatchResult, Tally, Timestamp};
use connect4::shell::ShellMessage;
use connect4::shell::Theme;
use connect4_classic::game::{Cell, Game, Player};
use connect4_classic::terminal::screen_layout;
use connect4_classic::terminal::view;
use connect4_classic::terminal::{Message, Model, Settings, update};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};

fn model_after(moves: &str) -> Model {
    let mut model = Model::new(app_settings(), Tally::default());
    model.game = Game::from_notation(model.settings.size, Player::One, moves).unwrap();
    if let Some(winner) = model.game.outcome().and_then(|o| o.winner()) {
        model.tally.record(MatchResult::Win(winner), Timestamp(0));
    }
    model
}

fn render(model: &Model, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| view(model, &Theme::default(), frame))
        .unwrap();
    terminal
}

/// The buffer cell at the centre of a board cell, on an 80x24 screen.
fn disc_at<'a>(buffer: &'a Buffer, model: &Model, cell: Cell) -> &'a ratatui::buffer::Cell {
    let layout = screen_layout(Rect::new(0, 0, 80, 24), model.game.size());
    let board = layout.board().unwrap();
    let x = board.column_x(cell.column) + 1 + board.cell_width / 2;
    &buffer[(x, board.row_y(cell.row))]
}

#[test]
fn empty_board() {
    insta::assert_snapshot!(render(&model_after(""), 80, 24).backend());
}

#[test]
fn mid_match() {
    insta::assert_snapshot!(render(&model_after("4453542"), 80, 24).backend());
}

#[test]
fn win_with_highlight() {
    insta::assert_snapshot!(render(&model_after("12234334544"), 80, 24).backend());
}

#[test]
fn help_overlay() {
    let mut model = model_after("44");
    update(&mut model, Message::Shell(ShellMessage::ToggleHelp));
    insta::assert_snapshot!(render(&model, 80, 24).backend());
}

#[test]
fn too_small() {
    insta::assert_snapshot!(render(&model_after("44"), 24, 10).backend());
}

#[test]
fn large_terminal() {
    insta::assert_snapshot!(render(&model_after("4453"), 200, 60).backend());
}

#[test]
fn narrow_terminal_hides_the_panel() {
    insta::assert_snapshot!(render(&model_after("4453"), 36, 17).backend());
}

#[test]
fn discs_have_their_players_colours() {
    let model = model_after("45");
    let terminal = render(&model, 80, 24);
    let buffer = terminal.backend().buffer();
    let red = disc_at(buffer, &model, Cell::new(3, 0));
    let yellow = disc_at(buffer, &model, Cell::new(4, 0));
    assert_eq!((red.symbol(), red.fg), ("●", Color::LightRed));
    assert_eq!((yellow.symbol(), yellow.fg), ("◆", Color::LightYellow));
    let empty = disc_at(buffer, &model, Cell::new(0, 0));
    assert_eq!((empty.symbol(), empty.fg), ("·", Color::DarkGray));
}

#[test]
fn the_winning_four_is_highlighted_and_nothing_else() {
    let model = model_after("12234334544");
    let terminal = render(&model, 80, 24);
    let buffer = terminal.backend().buffer();
    for (column, row) in [(0, 0), (1, 1), (2, 2), (3, 3)] {
        let cell = disc_at(buffer, &model, Cell::new(column, row));
        assert!(
            cell.modifier.contains(Modifier::REVERSED),
            "({column}, {row}) not highlighted"
        );
        assert_eq!(cell.fg, Color::LightRed);
    }
    let other = disc_at(buffer, &model, Cell::new(3, 0));
    assert_eq!(other.fg, Color::LightRed);
    assert!(!other.modifier.contains(Modifier::REVERSED));
}

#[test]
fn the_hover_marker_shows_the_next_players_colour() {
    let model = model_after("4");
    let terminal = render(&model, 80, 24);
    let buffer = terminal.backend().buffer();
    let layout = screen_layout(Rect::new(0, 0, 80, 24), model.game.size());
    let board = layout.board().unwrap();
    let marker = &buffer[(
        board.column_x(model.hover.index()) + 1 + board.cell_width / 2,
        board.area.y,
    )];
    assert_eq!((marker.symbol(), marker.fg), ("◆", Color::LightYellow));
}

#[test]
fn the_status_bar_has_its_own_colours_and_says_whose_turn() {
    let model = model_after("4");
    let terminal = render(&model, 80, 24);
    let buffer = terminal.backend().buffer();
    let status: String = (0..80).map(|x| buffer[(x, 23)].symbol()).collect();
    assert!(status.starts_with(" ◆ Yellow to move"), "{status}");
    assert_eq!(buffer[(40, 23)].bg, Color::DarkGray);
    assert_eq!(
        buffer[(1, 23)].fg,
        Color::LightYellow,
        "the disc in the status bar is coloured"
    );
}

#[test]
fn without_colour_the_glyphs_still_differ() {
    let model = model_after("45");
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let theme = Theme::default().without_color();
    terminal.draw(|frame| view(&model, &theme, frame)).unwrap();
    let buffer = terminal.backend().buffer();
    let red = disc_at(buffer, &model, Cell::new(3, 0));
    let yellow = disc_at(buffer, &model, Cell::new(4, 0));
    assert_eq!((red.fg, yellow.fg), (Color::Reset, Color::Reset));
    assert_ne!(red.symbol(), yellow.symbol());
}

#[test]
fn hint_row_over_the_board() {
    use connect4_classic::ai::Verdict;
    let mut model = model_after("4453");
    model.hints = true;
    model.analysis = Some(vec![
        Some(Verdict::Loss { moves: 4 }),
        Some(Verdict::Draw),
        Some(Verdict::Win { moves: 9 }),
        Some(Verdict::Win { moves: 11 }),
        Some(Verdict::Unknown),
        Some(Verdict::Draw),
        None,
    ]);
    let terminal = render(&model, 80, 24);
    insta::assert_snapshot!(terminal.backend());
    let board = *screen_layout(Rect::new(0, 0, 80, 24), model.game.size())
        .board()
        .unwrap();
    let win = &terminal.backend().buffer()[(board.column_x(2) + 2, board.hint_row())];
    assert_eq!((win.symbol(), win.fg), ("W", Color::LightGreen));
    let loss = &terminal.backend().buffer()[(board.column_x(0) + 2, board.hint_row())];
    assert_eq!((loss.symbol(), loss.fg), ("L", Color::Red));
}

#[test]
fn opponent_menu() {
    let mut model = model_after("");
    update(&mut model, Message::Shell(ShellMessage::ToggleMenu));
    update(&mut model, Message::Shell(ShellMessage::MenuMove(1)));
    insta::assert_snapshot!(render(&model, 80, 24).backend());
}

#[test]
fn computer_thinking() {
    let settings = Settings {
        seats: connect4::shell::Seats::against(Some(connect4_classic::ai::Level::Hard)),
        ..app_settings()
    };
    let mut model = Model::new(settings, Tally::default());
    update(&mut model, Message::Drop);
    let terminal = render(&model, 80, 24);
    let buffer = terminal.backend().buffer();
    let status: String = (0..80).map(|x| buffer[(x, 23)].symbol()).collect();
    assert!(
        status.starts_with(" ◆ Yellow (hard) is thinking ⠋"),
        "{status}"
    );
    let layout = screen_layout(Rect::new(0, 0, 80, 24), model.game.size());
    let hover_row: String = (0..80)
        .map(|x| buffer[(x, layout.board().unwrap().area.y)].symbol())
        .collect();
    assert!(
        !hover_row.contains('◆'),
        "no hover marker while the computer chooses: {hover_row}"
    );
}

#[test]
fn the_panel_names_the_computer_and_the_matchup() {
    let settings = Settings {
        seats: connect4::shell::Seats::against(Some(connect4_classic::ai::Level::Perfect)),
        ..app_settings()
    };
    let model = Model::new(settings, Tally::default());
    let terminal = render(&model, 80, 24);
    let buffer = terminal.backend().buffer();
    let row = |y| (0..80).map(|x| buffer[(x, y)].symbol()).collect::<String>();
    assert!(row(0).contains("╭ Red v Yellow · 7x6 ─"), "{}", row(0));
    assert!(row(2).contains("◆ Yellow (perfect)   0"), "{}", row(2));
    assert!(row(1).contains("● Red              "), "{}", row(1));
}

#[test]
fn long_names_are_cut_so_the_level_and_the_size_still_show() {
    let settings = Settings {
        seats: connect4::shell::Seats::against(Some(connect4_classic::ai::Level::Medium)),
        names: connect4_classic::game::ByPlayer::new(
            "Bartholomew".to_string(),
            "Maximilianus".to_string(),
        ),
        ..app_settings()
    };
    let model = Model::new(settings, Tally::default());
    let terminal = render(&model, 80, 24);
    let buffer = terminal.backend().buffer();
    let row = |y| (0..80).map(|x| buffer[(x, y)].symbol()).collect::<String>();
    assert!(row(0).contains("╭ Bartholomew v M… · 7x6 ╮"), "{}", row(0));
    assert!(row(2).contains("◆ Maximi… (medium)   0"), "{}", row(2));
}

#[test]
fn a_notice_shows_the_whole_backup_path() {
    let mut model = Model::new(app_settings(), Tally::default());
    model.shell.notices.push(
        "The scoreboard /home/ada/.local/share/connect4/scores.toml could not be read \
         (it is not UTF-8 text); it was kept as /home/ada/.local/share/connect4/\
         scores.damaged-20261122T101010Z.toml and a new one started."
            .to_string(),
    );
    insta::assert_snapshot!(render(&model, 80, 24).backend());
}

#[test]
fn the_help_lists_the_keys_in_effect() {
    let keys: connect4::config::KeysConfig = toml::from_str("drop = [\"x\", \"ctrl-d\"]").unwrap();
    let settings = Settings {
        keys: keys.keymap(),
        ..app_settings()
    };
    let mut model = Model::new(settings, Tally::default());
    update(&mut model, Message::Shell(ShellMessage::ToggleHelp));
    let terminal = render(&model, 80, 30);
    let screen: String = terminal
        .backend()
        .buffer()
        .content()
        .iter()
        .map(|cell| cell.symbol())
        .collect();
    assert!(screen.contains("x, Ctrl-D  drop a disc"), "{screen}");
    assert!(!screen.contains("Enter, Space  drop a disc"), "{screen}");
    let status = (0..80)
        .map(|x| terminal.backend().buffer()[(x, 29)].symbol())
        .collect::<String>();
    assert!(status.contains("Esc close"), "{status}");
}

/// A puzzle open on a match's 6x5 board: the puzzle's own 7x6 board, its panel (the
/// goal, the player's rating and streak, the line) and the task in the status bar.
#[test]
fn puzzle_mode() {
    use connect4_classic::game::BoardSize;
    use connect4_classic::puzzle::Puzzle;
    use connect4_classic::terminal::Puzzling;
    let settings = Settings {
        size: BoardSize::new(6, 5).unwrap(),
        ..app_settings()
    };
    let mut model = Model::new(settings, Tally::default());
    let puzzle = Puzzle::from_line("5443521355 win-in-5 4").unwrap();
    model.puzzle = Some(Puzzling::open(11, puzzle, None, false));
    model.puzzles.streak = 2;
    model.puzzles.best_streak = 3;
    insta::assert_snapshot!(render(&model, 80, 24).backend());
}
