//! Signals and panics through the real binary in a pseudo-terminal: the terminal is
//! always given back (no alternate screen, no mouse reporting, a visible cursor) and
//! the exit status says what happened.

use crate::common::pty::Session;
use rstest::rstest;
use std::time::{Duration, Instant};

#[rstest]
#[case::term(libc::SIGTERM)]
#[case::hangup(libc::SIGHUP)]
#[case::interrupt_sent_by_kill(libc::SIGINT)]
#[case::quit(libc::SIGQUIT)]
fn a_signal_restores_the_terminal_and_exits_with_128_plus_its_number(#[case] signal: i32) {
    let mut session = Session::start(&[]);
    session.wait_for("Red to move");
    session.signal(signal);
    let status = session.wait_exit();
    assert_eq!(status.exit_code(), 128 + signal as u32);
    session.assert_terminal_restored();
}

#[test]
fn a_suspended_game_gives_the_terminal_back_and_redraws_when_continued() {
    let mut session = Session::start_with_env(&[], &[("RUST_BACKTRACE", "0")]);
    session.wait_for("Red to move");
    session.send("4\r");
    session.wait_for("Yellow to move");
    session.signal(libc::SIGTSTP);
    wait_until(|| !session.on_alternate_screen(), "the terminal given back");
    session.assert_terminal_restored();
    session.signal(libc::SIGCONT);
    wait_until(|| session.on_alternate_screen(), "the game's screen back");
    session.wait_for("Yellow to move");
    session.wait_for("1. ● Red 4");
    session.send("q");
    session.wait_for("Quit? This match is kept for the next start");
    session.send("y");
    assert!(session.wait_exit().success());
}

#[test]
fn a_panic_in_the_engine_ends_the_game_cleanly_and_reports_once() {
    // Without backtraces the whole report fits the screen the test reads.
    let env = [("CONNECT4_FAULT", "engine-panic"), ("RUST_BACKTRACE", "0")];
    let mut session = Session::start_with_env(&["--vs", "easy"], &env);
    session.wait_for("Red to move");
    session.send("\r");
    let status = session.wait_exit();
    assert!(!status.success(), "a failing status");
    session.assert_terminal_restored();
    let screen = session.contents();
    assert_eq!(
        screen
            .matches("injected fault: the engine panicked")
            .count(),
        1,
        "the report once, on the normal screen:\n{screen}"
    );
    assert!(screen.contains("the computer's engine stopped"), "{screen}");
}

fn wait_until(done: impl Fn() -> bool, what: &str) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !done() {
        assert!(Instant::now() < deadline, "never saw {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}
