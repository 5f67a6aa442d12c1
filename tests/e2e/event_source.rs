//! One event source, through the real binary in a pseudo-terminal: news from the
//! engine is drawn as soon as it arrives, with no key pressed, and a game nobody
//! touches sleeps (no thread of the process wakes).

use crate::common::pty::Session;
use std::time::{Duration, Instant};

/// Waits until the screen satisfies `shows`, failing with the screen if it never does.
fn wait_until_screen(session: &Session, what: &str, shows: impl Fn(&str) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        if shows(&session.contents()) {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("never saw {what}; the screen was:\n{}", session.contents());
}

/// A hint's move on screen (`hint 11-15`), not the `hint …` shown while it is sought.
fn shows_a_hint_move(screen: &str) -> bool {
    screen
        .match_indices("hint ")
        .any(|(at, found)| screen[at + found.len()..].starts_with(|c: char| c.is_ascii_digit()))
}

#[test]
fn a_checkers_hint_appears_with_no_key_pressed() {
    let mut session = Session::start(&["--game", "checkers", "--vs", "human"]);
    session.wait_for("Black to move");
    session.send("a");
    wait_until_screen(&session, "the hint's move", shows_a_hint_move);
}

/// How often every thread of `pid` has been switched out so far: a thread that wakes
/// (a timer, a poll) adds to it, one that sleeps on a channel or a read does not.
fn context_switches(pid: i32) -> u64 {
    let tasks = std::fs::read_dir(format!("/proc/{pid}/task")).unwrap();
    tasks
        .filter_map(|task| std::fs::read_to_string(task.ok()?.path().join("status")).ok())
        .flat_map(|status| {
            status
                .lines()
                .filter(|line| line.contains("ctxt_switches:"))
                .filter_map(|line| line.split_whitespace().nth(1)?.parse::<u64>().ok())
                .collect::<Vec<_>>()
        })
        .sum()
}

/// Waits until the process has settled (its engine has loaded): no switch in a
/// quarter of a second.
fn settle(pid: i32) {
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut before = context_switches(pid);
    while Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(250));
        let now = context_switches(pid);
        if now == before {
            return;
        }
        before = now;
    }
    panic!("the game never settled");
}

#[test]
fn an_idle_game_never_wakes() {
    for args in [
        &["--vs", "human"][..],
        &["--game", "checkers", "--vs", "human"],
    ] {
        let mut session = Session::start(args);
        session.wait_for("to move");
        let pid = session.pid();
        settle(pid);
        let before = context_switches(pid);
        std::thread::sleep(Duration::from_secs(2));
        let woken = context_switches(pid) - before;
        assert_eq!(woken, 0, "{args:?}: threads woke {woken} times while idle");
        session.send("\x03");
        assert!(session.wait_exit().success());
    }
}
