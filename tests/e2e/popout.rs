//! PopOut at the terminal, end to end: the real binary in a pseudo-terminal plays it
//! against the computer (a drop and a pop, the computer's answers, a game kept and
//! resumed after a restart), and two terminals play it online through the real
//! `connect4 serve`, a pop included, until one resigns.

use crate::common::pty::Session;
use crate::online_play::{Server, invite_code};
use std::thread;
use std::time::{Duration, Instant};

/// The board's rows on a screen (the lines between the frame's sides).
fn board(text: &str) -> Vec<String> {
    let rows = text.lines().filter(|line| line.contains('│'));
    rows.map(|line| line.trim().to_string()).collect()
}

/// The screen once it stops changing: a disc seen falling has landed.
fn settled(session: &Session) -> String {
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut last = session.contents();
    loop {
        thread::sleep(Duration::from_millis(300));
        let now = session.contents();
        if now == last || Instant::now() > deadline {
            return now;
        }
        last = now;
    }
}

#[test]
fn popout_drops_pops_and_is_resumed_after_a_restart() {
    let mut session = Session::start(&["--game", "popout", "--vs", "easy"]);
    session.wait_for("Red to move");
    // Red drops into column 4; the computer answers.
    session.send("\r");
    session.wait_for("Yellow played");
    // Back to column 4's bottom: Red pops its own disc, and the computer answers.
    session.send("p");
    session.wait_for("Red played p4");
    session.wait_for("Yellow played");
    let screen = settled(&session);
    session.send("q");
    session.wait_for("Quit? This match is kept for the next start");
    session.send("y");
    assert!(session.wait_exit().success());
    session.assert_terminal_restored();
    let mut again = session.restart(&["--game", "popout"]);
    again.wait_for("Resumed the game in progress");
    let resumed = again.contents();
    assert_eq!(
        board(&resumed),
        board(&screen),
        "the same board, against the same level"
    );
    again.send("q");
    again.send("y");
    assert!(again.wait_exit().success());
}

#[test]
fn popout_is_hosted_joined_and_played_online_with_a_pop() {
    let server = Server::start();
    let host = [
        "host",
        "--game",
        "popout",
        "--server",
        &server.url,
        "--name",
        "ann",
    ];
    let mut ann = Session::start(&host);
    let code = invite_code(&ann);
    let mut bob = Session::start(&["join", &code, "--server", &server.url, "--name", "bob"]);
    bob.wait_for("waiting for ann to move");
    ann.wait_for("ann to move");
    ann.send("\r");
    bob.wait_for("ann played d4 · bob to move");
    bob.send("\r");
    ann.wait_for("bob played d4 · ann to move");
    // ann pops her own disc from column 4: bob's falls to the bottom.
    ann.send("p");
    bob.wait_for("ann played p4 · bob to move");
    bob.send("R");
    bob.wait_for("Resign this game?");
    bob.send("y");
    bob.wait_for("ann wins");
    ann.wait_for("bob resigned");
    ann.send("\r");
    ann.wait_for("ann wins");
    for player in [&mut ann, &mut bob] {
        player.send("q");
        player.wait_exit();
        player.assert_terminal_restored();
    }
}

/// An SGR mouse report of a left press at a screen cell (0-based), as a terminal
/// sends it.
fn click(x: usize, y: usize) -> String {
    format!("\x1b[<0;{};{}M\x1b[<0;{};{}m", x + 1, y + 1, x + 1, y + 1)
}

#[test]
fn the_mouse_drops_into_a_column_and_pops_the_movers_own_bottom_disc() {
    let mut session = Session::start(&["--game", "popout", "--vs", "human"]);
    session.wait_for("Red to move");
    // The bottom row: the last line between the frame's sides; column 4's hole is
    // the fourth mark after its left side.
    let screen = session.contents();
    let lines: Vec<&str> = screen.lines().collect();
    let bottom = lines.iter().rposition(|line| line.contains('│')).unwrap();
    let side = lines[bottom].find('│').unwrap();
    let column4 = lines[bottom][..side].chars().count() + 2 + 2 * 3;
    session.send(&click(column4, bottom));
    session.wait_for("Red played d4 · Yellow to move");
    // Yellow presses Red's disc: not Yellow's own, so a drop on top of it.
    session.send(&click(column4, bottom));
    session.wait_for("Yellow played d4 · Red to move");
    // Red presses its own bottom disc: a pop.
    session.send(&click(column4, bottom));
    session.wait_for("Red played p4 · Yellow to move");
    session.send("q");
    session.send("y");
    assert!(session.wait_exit().success());
}
