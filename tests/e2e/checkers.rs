//! Checkers through the real binary in a pseudo-terminal: `--game checkers` (or
//! `game = "checkers"` in the config) starts it on the same shell, a move entered with
//! the arrows and Enter or with mouse clicks is played and listed, a draw offered and
//! accepted ends the game, the menus switch between the games, and quitting mid-game
//! asks first and restores the terminal.

use crate::common::pty::Session;

#[test]
fn checkers_starts_plays_a_move_and_quits() {
    let mut session = Session::start(&["--game", "checkers", "--vs", "human"]);
    session.wait_for("Black to move");
    session.wait_for("32");
    // The cursor starts on 10, a piece that can move: right twice to 11, pick it, then
    // down-left to 15.
    let (down, left, right) = ("\x1b[B", "\x1b[D", "\x1b[C");
    session.send(&format!("{}\r", right.repeat(2)));
    session.send(&format!("{down}{left}\r"));
    session.wait_for("1. 11-15");
    session.wait_for("White to move");
    session.send("q");
    session.wait_for("Quit? This match is kept for the next start");
    session.send("y");
    assert!(session.wait_exit().success());
    session.assert_terminal_restored();
}

/// An SGR mouse report of a left press at a screen cell (0-based), as a terminal
/// sends it.
fn click(x: u16, y: u16) -> String {
    format!("\x1b[<0;{};{}M\x1b[<0;{};{}m", x + 1, y + 1, x + 1, y + 1)
}

/// A click in the middle of the square at a row and column on the pty's 80x24 screen.
fn click_square(row: u8, column: u8) -> String {
    let screen = ratatui::layout::Rect::new(0, 0, 80, 24);
    let board = *connect4_checkers::terminal::checkers_layout(screen)
        .board()
        .unwrap();
    let cell = board.cell(row, column);
    click(cell.x + cell.width / 2, cell.y + cell.height / 2)
}

#[test]
fn the_config_starts_checkers_and_the_mouse_plays_a_move() {
    let home = tempfile::tempdir().unwrap();
    let config = home.path().join("checkers.toml");
    std::fs::write(&config, "game = \"checkers\"\n").unwrap();
    let config = config.to_str().unwrap();
    let mut session = Session::start_with_env(&[], &[("CONNECT4_CONFIG", config)]);
    session.wait_for("Black to move");
    // Square 11 is row 2, column 5; square 15 row 3, column 4: clicked in their middle,
    // where the layout of an 80x24 screen draws them.
    session.send(&click_square(2, 5));
    session.send(&click_square(3, 4));
    session.wait_for("1. 11-15");
    session.wait_for("White to move");
    // White offers a draw and Black takes it: the game ends drawn and is counted.
    session.send("d");
    session.wait_for("White offers a draw. Black, do you accept?");
    session.send("y");
    session.wait_for("Draw (agreed)");
    session.wait_for("Draws              1");
    session.send("q");
    assert!(session.wait_exit().success());
    session.assert_terminal_restored();
}

#[test]
fn the_menus_switch_between_the_games_in_one_run() {
    let mut session = Session::start(&[]);
    session.wait_for("Red to move");
    // The opponent menu's last lines (Up wraps to them) are the other games, in the
    // registry's order: checkers, then PopOut.
    session.send("o\x1b[A\x1b[A\r");
    session.wait_for("Black to move");
    session.wait_for("32");
    session.send("o\x1b[A\r");
    session.wait_for("Yellow 0 · draws 0");
    session.send("o\x1b[A\x1b[A\r");
    session.wait_for("Red v Yellow");
    session.send("q");
    assert!(session.wait_exit().success());
    session.assert_terminal_restored();
}

#[test]
fn a_damaged_five_piece_database_is_named_and_the_game_plays_on_without_it() {
    let session = Session::start(&["--version"]);
    let data = session.home.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(data.join("checkers-endgame-5.bin"), b"not a database").unwrap();
    let mut session = session.restart(&["--game", "checkers", "--vs", "human"]);
    session.wait_for("5-piece endgame database is not used");
    session.wait_for("checkers-endgame-5.bin");
    session.send("\r");
    session.wait_for("Black to move");
    session.send("q");
    assert!(session.wait_exit().success());
    session.assert_terminal_restored();
}
