//! End to end: the real binary in a pseudo-terminal, its screen read through vt100,
//! played with keys as a person would.

use crate::common::pty::Session;

#[test]
fn a_vertical_win_with_digits_and_enter_then_quit() {
    let mut session = Session::start(&[]);
    session.wait_for("Red to move");
    // Red stacks column 4, Yellow answers in column 5; one key at a time, as typed.
    for (turn, column) in "4545454".chars().enumerate() {
        session.send(&format!("{column}\r"));
        if turn < 6 {
            let next = if turn % 2 == 0 {
                "Yellow to move"
            } else {
                "Red to move"
            };
            session.wait_for(next);
        }
    }
    session.wait_for("Red wins");
    assert!(
        session.contents().contains("7. ● Red 4"),
        "{}",
        session.contents()
    );
    session.send("q");
    let status = session.wait_exit();
    assert!(status.success(), "exit status {status:?}");
    session.assert_terminal_restored();

    // The win was saved: the scoreboard outlives the program.
    let scores = std::process::Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args(["scores", "--json"])
        .env("CONNECT4_DATA_DIR", session.home.path().join("data"))
        .env("XDG_CONFIG_HOME", session.home.path().join("config"))
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&scores.stdout).unwrap();
    let text = json.to_string();
    assert!(
        text.contains("\"Red\"") && text.contains("\"Yellow\""),
        "{text}"
    );
    assert_eq!(
        json.pointer("/matchups/0/wins/one"),
        Some(&serde_json::json!(1)),
        "{text}"
    );
}

#[test]
fn quitting_mid_match_asks_first() {
    let mut session = Session::start(&[]);
    session.wait_for("Red to move");
    session.send("\r");
    session.wait_for("Yellow to move");
    session.send("q");
    session.wait_for("Quit? This match is kept for the next start");
    session.send("y");
    assert!(session.wait_exit().success());
}

/// An SGR mouse report, as a terminal sends it: `button` 0 is a left press, 35 a
/// move with no button; `x` and `y` are 0-based screen cells.
fn mouse(button: u8, x: u16, y: u16) -> String {
    format!("\x1b[<{button};{};{}M", x + 1, y + 1)
}

#[test]
fn the_mouse_hovers_a_column_and_a_click_drops_there() {
    let mut session = Session::start(&[]);
    session.wait_for("Red to move");
    // On 80x24 the board's first column has its disc centre at x = 8; row 12 is
    // inside the grid.
    session.send(&mouse(35, 8, 12));
    session.send(&mouse(0, 8, 12));
    session.wait_for("1. ● Red 1");
    session.send(&mouse(0, 44, 12));
    session.wait_for("2. ◆ Yellow 7");
    session.send("\x03");
    assert!(session.wait_exit().success(), "Ctrl-C quits cleanly");
    session.assert_terminal_restored();
}

#[test]
fn the_computer_answers_a_move() {
    let mut session = Session::start(&["--vs", "perfect"]);
    session.wait_for("Red to move");
    session.send("\r");
    session.wait_for("is thinking");
    session.wait_for("2. ◆ Yellow 4");
    session.wait_for("Red to move");
    session.send("q");
    session.wait_for("Quit? This match is kept for the next start");
    session.send("y");
    assert!(session.wait_exit().success());
}
