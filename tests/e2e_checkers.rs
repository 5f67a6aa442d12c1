//! Checkers through the real binary in a pseudo-terminal: `--game checkers` starts it
//! on the same shell, a move entered with the arrows and Enter is played and listed,
//! and quitting mid-game asks first and restores the terminal.

mod common;

use common::pty::Session;

#[test]
fn checkers_starts_plays_a_move_and_quits() {
    let mut session = Session::start(&["--game", "checkers", "--vs", "human"]);
    session.wait_for("Black to move");
    session.wait_for("32");
    // From the cursor's start (square 21) up to 11, pick it, then down-left to 15.
    let (up, down, left, right) = ("\x1b[A", "\x1b[B", "\x1b[D", "\x1b[C");
    session.send(&format!("{up}{up}{up}{}\r", right.repeat(5)));
    session.send(&format!("{down}{left}\r"));
    session.wait_for("1. 11-15");
    session.wait_for("White to move");
    session.send("q");
    session.wait_for("Abandon this match and quit?");
    session.send("y");
    assert!(session.wait_exit().success());
    session.assert_terminal_restored();
}
