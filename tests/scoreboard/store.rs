//! The scoreboard on disk: results survive restarts, results from two writers add
//! up, and a writer killed at any instant leaves a readable file. Damaged and newer
//! files are in `damaged.rs`.

use connect4::scoreboard::{
    Aids, MatchResult, Matchup, Played, ScoreStore, Scoreboard, Tally, Timestamp, decode,
};
use connect4_classic::game::{BoardSize, ByPlayer, Player};
use pretty_assertions::assert_eq;
use proptest::prelude::*;
use std::path::{Path, PathBuf};
use std::time::Duration;

fn matchup(two: &str, columns: usize) -> Matchup {
    Matchup {
        names: ByPlayer::new("Ada".into(), two.into()),
        computer: (two == "Computer").then(|| "perfect".into()),
        board: Some(BoardSize::new(columns, 6).unwrap()),
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

#[test]
fn a_missing_file_is_an_empty_scoreboard() {
    let dir = tempfile::tempdir().unwrap();
    let loaded = ScoreStore::in_dir(dir.path().join("not/yet"), &connect4::games::KEPT)
        .load()
        .unwrap();
    assert_eq!(loaded.scoreboard, Scoreboard::new());
    assert_eq!(loaded.notice, None);
}

#[test]
fn results_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let game = matchup("Bo", 7);
    ScoreStore::in_dir(dir.path(), &connect4::games::KEPT)
        .record(&game, MatchResult::Win(Player::Two), AT)
        .unwrap();
    let recorded = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT)
        .record(&game, MatchResult::Draw, AT)
        .unwrap();
    let loaded = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT)
        .load()
        .unwrap();
    assert_eq!(loaded.scoreboard.tally(&game), recorded.tally);
    assert_eq!((recorded.tally.wins.two, recorded.tally.draws), (1, 1));
    assert_eq!(recorded.tally.last_played, Some(AT));
}

#[test]
fn the_file_reads_as_the_documented_format() {
    let (_dir, store) = store_with("valid.toml");
    let tally = store
        .load()
        .unwrap()
        .scoreboard
        .tally(&matchup("Computer", 7));
    assert_eq!(
        (tally.wins, tally.draws, tally.best_streak.two),
        (ByPlayer::new(2, 5), 1, 3)
    );
    assert_eq!(
        tally.last_played.unwrap().to_string(),
        "2026-11-21T22:50:00Z"
    );
    // Written back unchanged but for the new result.
    store
        .record(&matchup("Computer", 7), MatchResult::Win(Player::Two), AT)
        .unwrap();
    let text = std::fs::read_to_string(store.path()).unwrap();
    assert!(text.starts_with("version = 3\n"), "{text}");
    assert!(
        text.contains("wins_two = 6\n") && text.contains("streak = 4\n"),
        "{text}"
    );
}

#[test]
fn reset_empties_the_scoreboard() {
    let (_dir, store) = store_with("valid.toml");
    store.reset().unwrap();
    assert_eq!(store.load().unwrap().scoreboard, Scoreboard::new());
}

fn result_strategy() -> impl Strategy<Value = (bool, MatchResult)> {
    let result = prop_oneof![
        Just(MatchResult::Win(Player::One)),
        Just(MatchResult::Win(Player::Two)),
        Just(MatchResult::Draw),
    ];
    (any::<bool>(), result)
}

/// What a list of results adds up to, for the matchups `false` and `true`.
fn expected(results: &[(bool, MatchResult)]) -> [Tally; 2] {
    let mut tallies = [Tally::default(), Tally::default()];
    for (which, result) in results {
        tallies[usize::from(*which)].record(*result, AT);
    }
    tallies
}

fn counts(tally: Tally) -> (u32, u32, u32) {
    (tally.wins.one, tally.wins.two, tally.draws)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Two copies of the program, each with its own scoreboard read at start, record
    /// results in any interleaving: every result is counted exactly once.
    #[test]
    fn interleaved_writers_add_up_exactly(
        first in prop::collection::vec(result_strategy(), 0..12),
        second in prop::collection::vec(result_strategy(), 0..12),
        schedule in prop::collection::vec(any::<bool>(), 24),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let writers = [ScoreStore::in_dir(dir.path(), &connect4::games::KEPT), ScoreStore::in_dir(dir.path(), &connect4::games::KEPT)];
        let queues = [&first, &second];
        let mut next = [0, 0];
        let turns = schedule.iter().map(|&b| usize::from(b)).chain([0; 12]).chain([1; 12]);
        for writer in turns {
            if let Some((which, result)) = queues[writer].get(next[writer]) {
                writers[writer].record(&matchup(if *which { "Cy" } else { "Bo" }, 7), *result, AT).unwrap();
                next[writer] += 1;
            }
        }
        let all: Vec<_> = first.iter().chain(&second).copied().collect();
        let expected = expected(&all);
        let board = writers[0].load().unwrap().scoreboard;
        prop_assert_eq!(counts(board.tally(&matchup("Bo", 7))), counts(expected[0]));
        prop_assert_eq!(counts(board.tally(&matchup("Cy", 7))), counts(expected[1]));
    }

    /// The same with two threads writing at the same time, as two processes would.
    #[test]
    fn concurrent_writers_add_up_exactly(
        first in prop::collection::vec(result_strategy(), 1..10),
        second in prop::collection::vec(result_strategy(), 1..10),
    ) {
        let dir = tempfile::tempdir().unwrap();
        std::thread::scope(|scope| {
            for results in [&first, &second] {
                let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
                scope.spawn(move || {
                    for (which, result) in results {
                        let game = matchup(if *which { "Cy" } else { "Bo" }, 7);
                        store.record(&game, *result, AT).unwrap();
                    }
                });
            }
        });
        let all: Vec<_> = first.iter().chain(&second).copied().collect();
        let expected = expected(&all);
        let board = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT).load().unwrap().scoreboard;
        prop_assert_eq!(counts(board.tally(&matchup("Bo", 7))), counts(expected[0]));
        prop_assert_eq!(counts(board.tally(&matchup("Cy", 7))), counts(expected[1]));
    }
}

/// Set in the child process that [`writer_child`] runs as.
const WRITER_DIR_ENV: &str = "CONNECT4_TEST_WRITER_DIR";
const WRITER_READY: &str = "writer ready";

/// Not a test on its own: when the kill test runs this test binary again with
/// `WRITER_DIR_ENV` set, this records results into that directory until killed.
#[test]
fn writer_child() {
    let Some(dir) = std::env::var_os(WRITER_DIR_ENV) else {
        return;
    };
    let store = ScoreStore::in_dir(PathBuf::from(dir), &connect4::games::KEPT);
    // Tells the parent that start-up is over, so its kill lands among the writes.
    println!("{WRITER_READY}");
    for round in 0u64.. {
        // Several matchups so the file is long enough to be caught half-written.
        let game = matchup(&format!("Player {}", round % 8), 4 + (round % 7) as usize);
        store
            .record(&game, MatchResult::Win(Player::One), AT)
            .unwrap();
    }
}

#[test]
fn a_writer_killed_at_any_instant_leaves_a_readable_file() {
    let dir = tempfile::tempdir().unwrap();
    let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
    let mut previous_total = 0;
    let mut caught_mid_write = 0;
    for round in 0..40 {
        // The test's full name in this binary: its module path less the crate's name.
        let writer = module_path!().split_once("::").unwrap().1.to_owned() + "::writer_child";
        let mut child = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["--exact", &writer, "--nocapture", "--test-threads=1"])
            .env(WRITER_DIR_ENV, dir.path())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        // Kept open until the kill, so the child never writes into a closed pipe.
        let _output = wait_for_ready(&mut child);
        std::thread::sleep(Duration::from_millis(fastrand::u64(0..40)));
        child.kill().unwrap();
        child.wait().unwrap();
        caught_mid_write += usize::from(has_temp_file(dir.path()));
        let loaded = store.load().unwrap();
        assert_eq!(loaded.notice, None, "round {round}: the file was damaged");
        let total: u32 = loaded
            .scoreboard
            .iter()
            .map(|(_, tally)| tally.matches())
            .sum();
        assert!(total >= previous_total, "round {round}: results were lost");
        previous_total = total;
        // Read with the pure decoder too: nothing was moved aside behind our back. A
        // kill before the first write leaves no file, and nothing to read.
        match std::fs::read_to_string(store.path()) {
            Ok(text) => {
                decode(&text, &connect4::games::KEPT).unwrap();
            }
            Err(error) if error.kind() == std::io::ErrorKind::NotFound && total == 0 => {}
            Err(error) => panic!("round {round}: {error}"),
        }
    }
    assert!(previous_total > 0, "the writer never got to write");
    // A leftover temporary file shows a kill landed while a new file was written:
    // the case this test is about. The sync makes that window most of each write.
    assert!(caught_mid_write > 0, "no kill landed during a write");
    assert!(store.backups().is_empty());
}

fn has_temp_file(dir: &Path) -> bool {
    std::fs::read_dir(dir).unwrap().any(|entry| {
        entry
            .unwrap()
            .file_name()
            .to_string_lossy()
            .ends_with(".tmp")
    })
}

/// Reads the child's output (the test harness's lines, then ours) up to the ready line.
fn wait_for_ready(
    child: &mut std::process::Child,
) -> std::io::BufReader<std::process::ChildStdout> {
    use std::io::BufRead;
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    while stdout.read_line(&mut line).unwrap() > 0 {
        if line.contains(WRITER_READY) {
            return stdout;
        }
        line.clear();
    }
    panic!("the writer exited before it was ready");
}

#[test]
fn hints_and_undos_used_are_counted_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let store = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT);
    let game = matchup("Computer", 7);
    let aids = |hints, undos| Aids { hints, undos };
    store
        .record_match(&game, MatchResult::Win(Player::One), aids(3, 1), AT)
        .unwrap();
    let recorded = store
        .record_match(&game, MatchResult::Draw, aids(2, 0), AT)
        .unwrap();
    assert_eq!((recorded.tally.hints, recorded.tally.undos), (5, 1));
    let reloaded = ScoreStore::in_dir(dir.path(), &connect4::games::KEPT)
        .load()
        .unwrap();
    let tally = reloaded.scoreboard.tally(&game);
    assert_eq!((tally.hints, tally.undos), (5, 1));
}
