//! The review through the real binary and its real engine, on a 5x4 board where every
//! position solves at once: `v` after the match, the exact values fill in, the arrows
//! step, and `v` returns to the finished match.

use crate::common::pty::Session;

#[test]
fn the_review_fills_in_exact_values_and_returns_to_the_match() {
    let mut session = Session::start(&[
        "--vs",
        "human",
        "--columns",
        "5",
        "--rows",
        "4",
        "--moves",
        "121212",
    ]);
    session.wait_for("Red to move");
    session.send("1\r");
    session.wait_for("Red wins");
    session.wait_for("v review");
    session.send("v");
    session.wait_for("Review 7/7 · ● Red played 1: W1→W1 best");
    // The opening blunder: a draw thrown into a loss in ten, as `connect4 review` says.
    session.wait_for("1. ● 1  D→L10 ??");
    session.wait_for("6. ◆ 2  W8→L1 ??");
    session.send("\x1b[H"); // Home
    session.wait_for("Review 0/7 · the empty board");
    session.send("\x1b[C\x1b[C"); // Right, Right
    session.wait_for("Review 2/7 · ◆ Yellow played 2: W10→W10 best");
    session.send("v");
    session.wait_for("Red wins");
    assert!(
        session.contents().contains("7. ● Red 1"),
        "{}",
        session.contents()
    );
}
