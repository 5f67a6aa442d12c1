//! Resume through the real binary: a match survives `kill -9` and comes back with its
//! discs; `--new` starts afresh; `--moves` starts from a position; a damaged saved
//! match is kept aside and the player told where.

use crate::common::pty::Session;

#[test]
fn a_match_killed_with_sigkill_comes_back() {
    let mut session = Session::start(&[]);
    session.wait_for("Red to move");
    for (column, next) in [
        ("4", "Yellow to move"),
        ("5", "Red to move"),
        ("3", "Yellow to move"),
    ] {
        session.send(&format!("{column}\r"));
        session.wait_for(next);
    }
    session.wait_for("3. ● Red 3");
    // The save runs on its own thread a moment after the screen shows the move: kill
    // only once it is on disk, as a person's kill -9 would come later anyway.
    wait_for_saved_moves(&session, "453");
    session.signal(libc::SIGKILL);
    session.wait_exit();
    let mut again = session.restart(&[]);
    again.wait_for("Resumed the match in progress");
    again.wait_for("3. ● Red 3");
    again.wait_for("Yellow to move");
    assert!(
        again.contents().contains("2. ◆ Yellow 5"),
        "{}",
        again.contents()
    );
    // --new forgets it.
    again.send("q");
    again.wait_for("Quit? This match is kept for the next start");
    again.send("n");
    again.signal(libc::SIGTERM);
    again.wait_exit();
    let mut fresh = again.restart(&["--new"]);
    fresh.wait_for("Red to move");
    assert!(
        !fresh.contents().contains("1. ● Red 4"),
        "{}",
        fresh.contents()
    );
    fresh.send("q");
    fresh.wait_exit();
    let mut after = fresh.restart(&[]);
    after.wait_for("Red to move");
    assert!(
        !after.contents().contains("Resumed"),
        "{}",
        after.contents()
    );
    after.send("q");
    after.wait_exit();
}

#[test]
fn moves_start_from_a_position() {
    let mut session = Session::start(&["--moves", "4453"]);
    session.wait_for("4. ◆ Yellow 3");
    session.wait_for("Red to move");
    session.send("q");
    session.wait_for("Quit? This match is kept for the next start");
    session.send("y");
    assert!(session.wait_exit().success());
}

#[test]
fn a_damaged_saved_match_is_kept_aside_and_said() {
    let mut session = Session::start(&[]);
    session.wait_for("Red to move");
    session.send("q");
    session.wait_exit();
    let data = session.home.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(data.join("match.toml"), "moves = \"4444444\"\n").unwrap();
    let mut again = session.restart(&[]);
    again.wait_for("could not be used");
    again.wait_for("match.damaged-");
    let kept: Vec<_> = std::fs::read_dir(&data)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .filter(|name| name.starts_with("match.damaged-"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    again.send("\r");
    again.wait_for("Red to move");
    again.send("q");
    assert!(again.wait_exit().success());
}

/// Waits (up to 10 s) until the saved match holds exactly `moves`.
fn wait_for_saved_moves(session: &Session, moves: &str) {
    let path = session.home.path().join("data").join("match.toml");
    let wanted = format!("moves = \"{moves}\"");
    let started = std::time::Instant::now();
    while started.elapsed() < std::time::Duration::from_secs(10) {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        if text.lines().any(|line| line == wanted) {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    panic!("{} never held {wanted}", path.display());
}
