//! Saving never freezes the screen: with another process holding the scoreboard's lock,
//! a won match shows at once, the player is told the save waits, and the result is
//! saved when the lock is free, or kept for the next launch if the player quits first.

use crate::common::pty::Session;
use connect4::scoreboard::{MatchResult, Matchup, Played, ScoreStore, Timestamp};
use connect4_classic::game::{BoardSize, ByPlayer, Player};
use std::fs::File;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// Holds the scoreboard's lock as another running copy would.
fn hold_lock(data: &Path) -> File {
    std::fs::create_dir_all(data).unwrap();
    let lock = File::create(data.join("scores.lock")).unwrap();
    lock.lock().unwrap();
    lock
}

fn red_wins_vertically(session: &mut Session) {
    session.wait_for("Red to move");
    for column in "4545454".chars() {
        session.send(&format!("{column}\r"));
    }
}

fn wins_one_on_disk(data: &Path) -> serde_json::Value {
    let out = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args(["scores", "--json", "--data-dir", data.to_str().unwrap()])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    json.pointer("/matchups/0/wins/one")
        .cloned()
        .unwrap_or_default()
}

#[test]
fn a_win_shows_at_once_while_another_copy_holds_the_lock() {
    let mut session = Session::start(&[]);
    let data = session.home.path().join("data");
    let lock = hold_lock(&data);
    red_wins_vertically(&mut session);
    let started = Instant::now();
    session.wait_for("Red wins");
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    session.wait_for("Another connect4 is saving");
    assert!(
        session.contents().contains("● Red                1"),
        "{}",
        session.contents()
    );
    drop(lock);
    let deadline = Instant::now() + Duration::from_secs(10);
    while wins_one_on_disk(&data) != serde_json::json!(1) {
        assert!(Instant::now() < deadline, "the win was never saved");
        std::thread::sleep(Duration::from_millis(50));
    }
    session.send("q");
    assert!(session.wait_exit().success());
}

#[test]
fn quitting_while_the_lock_is_held_keeps_the_result_for_the_next_launch() {
    let mut session = Session::start(&[]);
    let data = session.home.path().join("data");
    let lock = hold_lock(&data);
    red_wins_vertically(&mut session);
    session.wait_for("Red wins");
    session.send("q");
    assert!(session.wait_exit().success());
    // Counted already, though the scoreboard itself could not be written...
    assert_eq!(wins_one_on_disk(&data), serde_json::json!(1));
    assert!(!data.join("scores.toml").exists());
    // ...and folded into it by the next save.
    drop(lock);
    let store = ScoreStore::in_dir(&data, &connect4::games::KEPT);
    let matchup = Matchup {
        names: ByPlayer::new("Red".into(), "Yellow".into()),
        computer: None,
        board: Some(BoardSize::STANDARD),
        played: Played::CONNECT4,
    };
    let recorded = store
        .record(&matchup, MatchResult::Win(Player::One), Timestamp::now())
        .unwrap();
    assert_eq!(recorded.tally.wins.one, 2);
    assert_eq!(recorded.tally.streak.map(|s| s.length), Some(2));
    let leftovers: Vec<_> = std::fs::read_dir(&data)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .filter(|name| name.contains("pending"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}
