//! Each game's results apart in one scoreboard file: version 2 adds `game`, a version
//! 1 file (Connect 4 only) is read and written back as version 2 with nothing lost,
//! and checkers results never mix with Connect 4's; a game this build does not know
//! (a newer build's) is kept through a save, not taken for damage.

use connect4::scoreboard::{
    DecodeError, MatchResult, Matchup, Played, ScoreStore, Timestamp, decode,
};
use connect4_classic::game::{BoardSize, ByPlayer};
use pretty_assertions::assert_eq;
use std::path::Path;

const AT: Timestamp = Timestamp(1_795_296_600);

fn matchup(played: Played, columns: usize, rows: usize) -> Matchup {
    Matchup {
        names: ByPlayer::new("Ada".into(), "Computer".into()),
        computer: Some("perfect".into()),
        board: played
            .is_connect4()
            .then(|| BoardSize::new(columns, rows).unwrap()),
        played,
    }
}

#[test]
fn a_version_1_file_is_migrated_with_nothing_lost_and_games_kept_apart() {
    let dir = tempfile::tempdir().unwrap();
    let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/scores/valid.toml");
    std::fs::copy(fixture, store.path()).unwrap();
    let connect4 = matchup(Played::CONNECT4, 7, 6);
    let before = store.load().unwrap().scoreboard.tally(&connect4);
    assert_eq!((before.wins.one, before.wins.two, before.draws), (2, 5, 1));

    let checkers = matchup(connect4_checkers::terminal::PLAYED, 8, 8);
    store.record(&checkers, MatchResult::Draw, AT).unwrap();
    let text = std::fs::read_to_string(store.path()).unwrap();
    assert!(text.starts_with("version = 3\n"), "{text}");
    assert_eq!(text.matches("game = \"checkers\"").count(), 1, "{text}");

    let after = store.load().unwrap().scoreboard;
    assert_eq!(
        after.tally(&connect4),
        before,
        "Connect 4's tally is untouched"
    );
    assert_eq!(after.tally(&checkers).draws, 1);
    assert_eq!(after.len(), 2);
    let report = connect4::scoreboard::report::json(&after, "scores.toml");
    assert!(report.contains("\"game\": \"checkers\""), "{report}");
}

#[test]
fn a_version_1_file_naming_another_game_is_damaged() {
    let text = "version = 1\n\n[[matchup]]\ngame = \"checkers\"\none = \"A\"\ntwo = \"B\"\n\
                columns = 8\nrows = 8\nwins_one = 0\nwins_two = 0\ndraws = 1\n\
                best_streak_one = 0\nbest_streak_two = 0\n";
    assert!(matches!(
        decode(text, &connect4::games::KEPT),
        Err(DecodeError::Damaged(_))
    ));
    let newer = text.replace("version = 1", "version = 4");
    assert_eq!(
        decode(&newer, &connect4::games::KEPT).unwrap_err(),
        DecodeError::Newer(4)
    );
    let current = text.replace("version = 1", "version = 2");
    assert_eq!(decode(&current, &connect4::games::KEPT).unwrap().len(), 1);
}

/// A file from a newer connect4 that plays a game this one does not know: no damage,
/// no backup, and the other game's rows are still there after this one saves.
#[test]
fn a_newer_builds_other_game_is_kept_through_a_save() {
    let dir = tempfile::tempdir().unwrap();
    let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
    let other = "[[matchup]]\ngame = \"gomoku\"\none = \"Ada\"\ntwo = \"Bo\"\n\
                 columns = 7\nrows = 6\nwins_one = 4\nwins_two = 0\ndraws = 0\npops = 11\n\
                 best_streak_one = 4\nbest_streak_two = 0\n";
    std::fs::write(store.path(), format!("version = 3\n\n{other}")).unwrap();
    let loaded = store.load().unwrap();
    assert_eq!(loaded.notice, None, "not taken for damage");
    assert_eq!(loaded.scoreboard.len(), 0);
    assert_eq!(loaded.scoreboard.other_games().len(), 1);

    let connect4 = matchup(Played::CONNECT4, 7, 6);
    store.record(&connect4, MatchResult::Draw, AT).unwrap();
    assert!(store.backups().is_empty());
    let text = std::fs::read_to_string(store.path()).unwrap();
    assert!(text.starts_with("version = 3\n"), "{text}");
    assert!(text.contains("game = \"gomoku\""), "{text}");
    assert!(text.contains("pops = 11"), "{text}");
    let after = store.load().unwrap().scoreboard;
    assert_eq!(after.tally(&connect4).draws, 1);
    assert_eq!(after.other_games(), loaded.scoreboard.other_games());
}
