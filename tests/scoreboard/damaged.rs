//! Damaged scoreboard files are moved aside to a backup beside them, never
//! overwritten, and the user is told where; a newer program's file is left alone.

use connect4::scoreboard::{
    MatchResult, Matchup, Notice, Played, ScoreStore, Scoreboard, StoreError, Timestamp,
};
use connect4_classic::game::{BoardSize, ByPlayer};
use pretty_assertions::assert_eq;
use rstest::rstest;
use std::path::{Path, PathBuf};

fn matchup() -> Matchup {
    Matchup {
        names: ByPlayer::new("Ada".into(), "Bo".into()),
        computer: None,
        board: Some(BoardSize::STANDARD),
        played: Played::CONNECT4,
    }
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/scores")
        .join(name)
}

/// A store in a fresh directory holding a copy of `fixture` as its scoreboard.
fn store_with(fixture_name: &str) -> (tempfile::TempDir, ScoreStore) {
    let dir = tempfile::tempdir().unwrap();
    let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
    std::fs::copy(fixture(fixture_name), store.path()).unwrap();
    (dir, store)
}

const AT: Timestamp = Timestamp(1_795_296_600);

#[rstest]
#[case::torn("damaged_torn.toml")]
#[case::wrong_type("damaged_wrong_type.toml")]
#[case::no_version("damaged_no_version.toml")]
#[case::old_version("damaged_old_version.toml")]
#[case::board_size("damaged_board_size.toml")]
#[case::streak_without_player("damaged_streak_without_player.toml")]
#[case::zeroes("damaged_zeroes.toml")]
#[case::not_utf8("damaged_not_utf8.toml")]
#[case::bidi_override_in_a_name("damaged_bidi_name.toml")]
#[case::zero_width_name("damaged_zero_width_name.toml")]
fn a_damaged_file_is_moved_aside_and_a_fresh_tally_starts(#[case] name: &str) {
    let (_dir, store) = store_with(name);
    let original = std::fs::read(store.path()).unwrap();
    let loaded = store.load().unwrap();
    assert_eq!(loaded.scoreboard, Scoreboard::new());
    let Some(Notice::MovedAside { backup, .. }) = &loaded.notice else {
        panic!("expected a backup notice, got {:?}", loaded.notice);
    };
    assert_eq!(
        std::fs::read(backup).unwrap(),
        original,
        "the backup is the file as it was"
    );
    assert_eq!(
        backup.parent(),
        store.path().parent(),
        "the backup is beside the file"
    );
    assert_eq!(store.backups(), vec![backup.clone()]);
    assert!(
        loaded
            .notice
            .as_ref()
            .unwrap()
            .to_string()
            .contains(&backup.display().to_string())
    );
    let tally = store
        .record(&matchup(), MatchResult::Draw, AT)
        .unwrap()
        .tally;
    assert_eq!(tally.draws, 1);
}

#[test]
fn a_damaged_file_found_while_recording_is_moved_aside_too() {
    let (_dir, store) = store_with("damaged_torn.toml");
    let recorded = store.record(&matchup(), MatchResult::Draw, AT).unwrap();
    assert!(matches!(recorded.notice, Some(Notice::MovedAside { .. })));
    assert_eq!(store.backups().len(), 1);
    assert_eq!(store.load().unwrap().notice, None);
}

#[test]
fn two_damaged_files_in_the_same_second_keep_both_backups() {
    let (_dir, store) = store_with("damaged_torn.toml");
    store.load().unwrap();
    std::fs::copy(fixture("damaged_zeroes.toml"), store.path()).unwrap();
    store.load().unwrap();
    assert_eq!(store.backups().len(), 2);
}

#[test]
fn a_newer_file_is_left_alone() {
    let (_dir, store) = store_with("newer_version.toml");
    let original = std::fs::read(store.path()).unwrap();
    let loaded = store.load().unwrap();
    assert!(
        matches!(loaded.notice, Some(Notice::Newer { version: 99, .. })),
        "{loaded:?}"
    );
    let recorded = store.record(&matchup(), MatchResult::Draw, AT);
    assert!(
        matches!(recorded, Err(StoreError::Newer(_))),
        "{recorded:?}"
    );
    assert!(matches!(store.reset(), Err(StoreError::Newer(_))));
    assert_eq!(std::fs::read(store.path()).unwrap(), original);
    assert!(store.backups().is_empty());
}

#[test]
fn leftovers_of_a_crashed_writer_are_cleaned_up() {
    let dir = tempfile::tempdir().unwrap();
    let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
    let leftover = dir.path().join(".scores.toml.abc123.tmp");
    std::fs::write(&leftover, "version = 1\n[[matc").unwrap();
    store.record(&matchup(), MatchResult::Draw, AT).unwrap();
    assert!(!leftover.exists());
}
