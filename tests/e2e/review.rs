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
    // Every move judged: the empty board shows each player's accuracy.
    session.wait_for("Review 0/7 · ● ");
    session.wait_for("% best, loss");
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

/// `connect4 review FILE` on a terminal: the record opens in the review with its
/// values, and the player's own saved match is neither replaced nor written over.
#[test]
fn a_record_opens_in_the_review_and_leaves_the_saved_match_alone() {
    let mut session = Session::start(&["--vs", "human", "--columns", "5", "--rows", "4"]);
    session.wait_for("Red to move");
    session.send("3\r");
    session.wait_for("Yellow to move");
    let saved = session.home.path().join("data").join("match.toml");
    let started = std::time::Instant::now();
    while !std::fs::read_to_string(&saved).is_ok_and(|text| text.contains("moves = \"3\"")) {
        assert!(
            started.elapsed().as_secs() < 10,
            "the match was never saved"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let before = std::fs::read_to_string(&saved).unwrap();
    session.send("q");
    session.wait_for("Quit?");
    session.send("y");
    session.wait_exit();
    let record = session.home.path().join("club.c4n");
    std::fs::write(
        &record,
        "[First \"Ann\"]\n[Columns \"5\"]\n[Rows \"4\"]\n1. 1 2 2. 1 2 3. 1 2 4. 1 1-0\n",
    )
    .unwrap();
    let mut review = session.restart(&["review", record.to_str().unwrap()]);
    review.wait_for("Review 7/7 · ● Red played 1: W1→W1 best");
    review.wait_for("1. ● 1  D→L10 ??");
    review.send("\x1b[D"); // Left
    review.wait_for("Review 6/7");
    review.send("v");
    review.wait_for("Red wins");
    review.send("q");
    review.wait_exit();
    assert_eq!(std::fs::read_to_string(&saved).unwrap(), before);
    let again = review.restart(&[]);
    again.wait_for("Resumed the match in progress");
    again.wait_for("1. ● Red 3");
}
