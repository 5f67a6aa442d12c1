//! Hostile data directories: a huge scoreboard, a FIFO or device where the file should
//! be, a symlink planted on the lock, a directory that cannot be written, duplicate
//! matchups and counters at their limit. Nothing hangs, nothing is lost, nothing
//! outside the data directory is touched.

use connect4::scoreboard::{
    MatchResult, Matchup, Played, ScoreStore, Scoreboard, StoreError, Timestamp,
};
use connect4_classic::game::{BoardSize, ByPlayer, Player};
use std::process::Command;
use std::time::{Duration, Instant};

const AT: Timestamp = Timestamp(1_795_296_600);

fn matchup(one: &str, two: &str) -> Matchup {
    Matchup {
        names: ByPlayer::new(one.into(), two.into()),
        computer: None,
        board: Some(BoardSize::STANDARD),
        played: Played::CONNECT4,
    }
}

fn is_root() -> bool {
    // SAFETY: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() == 0 }
}

/// How long a scoreboard of `matchups` matchups takes to load.
fn load_time(matchups: usize) -> Duration {
    let dir = tempfile::tempdir().unwrap();
    let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
    let mut board = Scoreboard::new();
    for i in 0..matchups {
        board.record(&matchup(&format!("P{i}"), "Bo"), MatchResult::Draw, AT);
    }
    std::fs::write(store.path(), connect4::scoreboard::encode(&board)).unwrap();
    let start = Instant::now();
    let loaded = store.load().unwrap();
    let took = start.elapsed();
    assert_eq!(loaded.scoreboard.len(), matchups);
    took
}

#[test]
fn a_hundred_thousand_matchups_load_without_a_stall() {
    // Ten times the matchups must take about ten times as long, not a hundred (the
    // quadratic loader took minutes here). A ratio, not a time, so a slow or busy
    // machine does not fail it.
    let small = load_time(10_000);
    let large = load_time(100_000);
    assert!(
        large < small * 40,
        "10,000 matchups load in {small:?}, 100,000 in {large:?}"
    );
}

#[test]
fn a_fifo_as_the_scoreboard_is_left_alone_without_hanging() {
    let dir = tempfile::tempdir().unwrap();
    let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
    let made = Command::new("mkfifo").arg(store.path()).status();
    if !made.is_ok_and(|s| s.success()) {
        eprintln!("SKIPPED: mkfifo is not available");
        return;
    }
    assert!(matches!(store.load(), Err(StoreError::Refused { .. })));
    let recorded = store.record(&matchup("Ada", "Bo"), MatchResult::Draw, AT);
    assert!(matches!(recorded, Err(StoreError::Refused { .. })));
    assert!(store.path().exists(), "the FIFO is still there");
}

#[test]
fn scores_of_a_device_are_refused_in_one_sentence() {
    let dir = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink("/dev/zero", dir.path().join("scores.toml")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args(["--data-dir", dir.path().to_str().unwrap(), "scores"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("is left alone because it is not a regular file"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "one sentence, not a report: {err}");
}

#[test]
fn a_symlinked_lock_is_never_followed() {
    let dir = tempfile::tempdir().unwrap();
    let outside = tempfile::tempdir().unwrap();
    let victim = outside.path().join("victim");
    std::os::unix::fs::symlink(&victim, dir.path().join("scores.lock")).unwrap();
    let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
    let recorded = store.record(&matchup("Ada", "Bo"), MatchResult::Draw, AT);
    assert!(
        matches!(recorded, Err(StoreError::Io { .. })),
        "{recorded:?}"
    );
    assert!(!victim.exists(), "the lock's symlink target was created");
}

#[test]
fn scores_read_without_the_lock() {
    // The lock cannot be taken (a directory stands where it goes, as a read-only
    // data directory would refuse it): reading works anyway, writing says why not.
    let dir = tempfile::tempdir().unwrap();
    let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
    store
        .record(&matchup("Ada", "Bo"), MatchResult::Win(Player::One), AT)
        .unwrap();
    std::fs::remove_file(dir.path().join("scores.lock")).unwrap();
    std::fs::create_dir(dir.path().join("scores.lock")).unwrap();
    let loaded = store.load().unwrap();
    assert_eq!(loaded.scoreboard.tally(&matchup("Ada", "Bo")).wins.one, 1);
    let recorded = store.record(&matchup("Ada", "Bo"), MatchResult::Draw, AT);
    assert!(matches!(recorded, Err(StoreError::Io { .. })));
}

#[test]
fn a_read_only_directory_still_shows_the_scores() {
    if is_root() {
        eprintln!("SKIPPED: root ignores permission bits (see scores_read_without_the_lock)");
        return;
    }
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
    store
        .record(&matchup("Ada", "Bo"), MatchResult::Draw, AT)
        .unwrap();
    std::fs::remove_file(dir.path().join("scores.lock")).unwrap();
    let read_only = std::fs::Permissions::from_mode(0o555);
    std::fs::set_permissions(dir.path(), read_only).unwrap();
    let loaded = store.load();
    let writable = std::fs::Permissions::from_mode(0o755);
    std::fs::set_permissions(dir.path(), writable).unwrap();
    assert_eq!(loaded.unwrap().scoreboard.len(), 1);
}

#[test]
fn an_unreadable_file_is_not_damaged_and_stays_where_it_is() {
    if is_root() {
        eprintln!("SKIPPED: root reads files whatever their permission bits");
        return;
    }
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
    store
        .record(&matchup("Ada", "Bo"), MatchResult::Draw, AT)
        .unwrap();
    std::fs::set_permissions(store.path(), std::fs::Permissions::from_mode(0o000)).unwrap();
    let loaded = store.load();
    assert!(matches!(loaded, Err(StoreError::Io { .. })), "{loaded:?}");
    assert!(store.backups().is_empty(), "nothing was moved aside");
    std::fs::set_permissions(store.path(), std::fs::Permissions::from_mode(0o644)).unwrap();
}

#[test]
fn duplicates_in_a_file_are_merged_and_counters_saturate_on_disk() {
    let dir = tempfile::tempdir().unwrap();
    let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
    let entry = |wins: u64| {
        format!(
            "[[matchup]]\none = \"Ada\"\ntwo = \"Bo\"\ncolumns = 7\nrows = 6\nwins_one = {wins}\n\
             wins_two = 1\ndraws = 0\nbest_streak_one = 1\nbest_streak_two = 1\n\n"
        )
    };
    let text = format!("version = 1\n\n{}{}", entry(u64::from(u32::MAX)), entry(3));
    std::fs::write(store.path(), text).unwrap();
    let recorded = store
        .record(&matchup("Ada", "Bo"), MatchResult::Win(Player::One), AT)
        .unwrap();
    assert_eq!(recorded.tally.wins.one, u32::MAX);
    assert_eq!(recorded.tally.wins.two, 2, "both entries' wins are kept");
    let loaded = store.load().unwrap();
    assert_eq!(loaded.scoreboard.len(), 1);
    assert_eq!(
        loaded.scoreboard.tally(&matchup("Ada", "Bo")),
        recorded.tally
    );
}
