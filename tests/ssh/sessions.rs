//! Playing through the door with the real client in a pseudo-terminal: a new key
//! names itself and plays the computer to the end, a known key is greeted by name, a
//! name already held is refused, a resized window is drawn again at its size.

use crate::common::pty::Session;
use crate::door::{Door, make_key};
use std::time::{Duration, Instant};

/// Answers the naming screen with `name` and waits for the menu.
fn name_yourself(player: &mut Session, name: &str) {
    player.wait_for("Pick the name other players will see");
    player.send(name);
    player.send("\r");
    player.wait_for(&format!("Hello, {name}"));
}

/// Waits until the screen shows one of `texts`; which one.
fn wait_for_any(player: &Session, texts: &[&str], within: Duration) -> String {
    let deadline = Instant::now() + within;
    loop {
        let screen = player.contents();
        if let Some(text) = texts.iter().find(|text| screen.contains(*text)) {
            return text.to_string();
        }
        assert!(Instant::now() < deadline, "never saw {texts:?}:\n{screen}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn a_new_key_names_itself_plays_the_computer_to_the_end_and_leaves_cleanly() {
    let door = Door::open();
    let keys = tempfile::tempdir().unwrap();
    let key = make_key(keys.path(), "ann");
    let mut player = door.visit(&key);
    name_yourself(&mut player, "ann");
    // The first line is Connect 4 against the computer, at medium: Left makes it easy.
    player.wait_for("Connect 4 against the computer");
    player.send("\x1b[D");
    player.wait_for("easy");
    player.send("\r");
    player.wait_for("to move");
    // Columns in turn, each as often as it takes, until the game is over.
    let mut column = 0;
    let end = loop {
        let screen = player.contents();
        if let Some(end) = [" wins", "Draw"].iter().find(|end| screen.contains(*end)) {
            break end.to_string();
        }
        if screen.contains("ann to move") {
            player.send(&(column % 7 + 1).to_string());
            player.send("\r");
            column += 1;
        }
        assert!(column < 200, "no end came:\n{screen}");
        std::thread::sleep(Duration::from_millis(60));
    };
    assert!(end == " wins" || end == "Draw");
    // Leaving the game comes back to the door; leaving the door ends the session.
    player.send("q");
    wait_for_any(&player, &["Hello, ann", "Quit"], Duration::from_secs(10));
    if !player.contents().contains("Hello, ann") {
        player.send("y");
    }
    player.wait_for("Hello, ann");
    player.send("q");
    let status = player.wait_exit();
    assert!(status.success(), "{status:?}");
    player.assert_terminal_restored();
    let scores = door.data.path().join("ssh-players");
    assert!(scores.is_dir(), "the visitor's folder is kept");
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn a_key_seen_before_is_greeted_by_its_name() {
    let door = Door::open();
    let keys = tempfile::tempdir().unwrap();
    let key = make_key(keys.path(), "ann");
    let mut first = door.visit(&key);
    name_yourself(&mut first, "ann");
    first.send("q");
    assert!(first.wait_exit().success());
    let again = door.visit(&key);
    again.wait_for("Hello, ann");
    assert!(!again.contents().contains("Pick the name"));
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn a_name_another_key_holds_is_refused() {
    let door = Door::open();
    let keys = tempfile::tempdir().unwrap();
    let ann = make_key(keys.path(), "ann");
    let other = make_key(keys.path(), "other");
    let mut first = door.visit(&ann);
    name_yourself(&mut first, "ann");
    let mut second = door.visit(&other);
    second.wait_for("Pick the name other players will see");
    second.send("ANN\r");
    second.wait_for("taken");
    second.send("\x7f\x7f\x7fbob\r");
    second.wait_for("Hello, bob");
}

#[test]
#[ignore = "needs the OpenSSH client: run by .ci/ssh-test"]
fn a_resized_window_is_drawn_again_at_its_new_size() {
    let door = Door::open();
    let keys = tempfile::tempdir().unwrap();
    let key = make_key(keys.path(), "ann");
    let mut player = door.visit(&key);
    name_yourself(&mut player, "ann");
    player.send("\r");
    player.wait_for("to move");
    player.resize(30, 10);
    player.wait_for("Terminal too small");
    player.resize(100, 30);
    wait_for_any(&player, &["ann to move"], Duration::from_secs(10));
    assert!(!player.contents().contains("Terminal too small"));
}
