//! Game records through the real binary: `review FILE --print` for a Connect 4 record
//! (the same review as of its move string) and a checkers PDN game, `--export` read
//! back, `--game N`, and bad records refused with status 2, the file and the bad move
//! named, a 100 MB file at once.

use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

fn connect4(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_connect4"))
        .env_remove("CONNECT4_CONFIG")
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).unwrap()
}

/// Runs `review` on `path` and checks it is refused with status 2, nothing printed,
/// and a message that names the file; the message.
fn refused(path: &Path, extra: &[&str]) -> String {
    let mut args = vec!["review", path.to_str().unwrap()];
    args.extend_from_slice(extra);
    let output = connect4(&args);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(output.stdout.is_empty(), "{output:?}");
    let message = String::from_utf8(output.stderr).unwrap();
    let name = path.file_name().unwrap().to_str().unwrap();
    assert!(message.starts_with("connect4 review: "), "{message}");
    assert!(message.contains(name), "{message}");
    message
}

const RECORD: &str = "[Event \"Club \u{1b}[2Jnight\"]\n[First \"Ann\"]\n[Second \"Bob\"]\n\
                      [Columns \"5\"]\n[Rows \"4\"]\n\n1. 3 {centre} 2 2. 4 1 3. 5 3 *\n";

#[test]
fn a_record_prints_its_tags_and_the_review_of_its_moves() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.c4n");
    std::fs::write(&path, RECORD).unwrap();
    let printed = stdout(&connect4(&["review", path.to_str().unwrap(), "--print"]));
    let review = stdout(&connect4(&[
        "--columns",
        "5",
        "--rows",
        "4",
        "review",
        "324153",
    ]));
    assert!(
        printed.starts_with(
            "Event: Club \\u{1b}[2Jnight\nFirst: Ann\nSecond: Bob\nBoard: 5x4\n\
             Result: * (not finished)\n\n"
        ),
        "{printed}"
    );
    assert!(printed.contains(&review), "{printed}\n---\n{review}");
    assert!(printed.ends_with("\nafter ply 1: centre\n"), "{printed}");
}

#[test]
fn an_export_reads_back_as_the_same_review_with_its_comments() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("out.c4n");
    let out = path.to_str().unwrap();
    let review = stdout(&connect4(&[
        "--columns",
        "5",
        "--rows",
        "4",
        "review",
        "324153",
    ]));
    stdout(&connect4(&[
        "--columns",
        "5",
        "--rows",
        "4",
        "review",
        "324153",
        "--export",
        out,
    ]));
    let written = std::fs::read_to_string(&path).unwrap();
    assert!(
        written.contains("[Columns \"5\"]\n[Rows \"4\"]\n"),
        "{written}"
    );
    assert!(written.contains("2. 4 {L9 ??, best 2 D}"), "{written}");
    let printed = stdout(&connect4(&["review", out, "--print"]));
    assert!(printed.contains(&review), "{printed}");
    assert!(
        printed.contains("after ply 3: L9 ??, best 2 D"),
        "{printed}"
    );
}

#[test]
fn a_checkers_game_prints_its_moves_the_engine_s_view_and_the_result() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.pdn");
    let game = "[Event \"Test\"]\n[Black \"Ann\"]\n[White \"Bob\"]\n[Result \"1/2-1/2\"]\n\
                [GameType \"21\"]\n\n1. 11-15 23-19 2. 8-11 22-17 3. 9-13 {a} 17-14 \
                (3... 25-22) 4. 10x17 21x14 1/2-1/2\n\n[Event \"Second\"]\n1. 9-13 *\n";
    std::fs::write(&path, game).unwrap();
    let printed = stdout(&connect4(&["review", path.to_str().unwrap(), "--print"]));
    let lines: Vec<&str> = printed.lines().collect();
    assert_eq!(
        lines[..5],
        [
            "Event: Test",
            "Black: Ann",
            "White: Bob",
            "Result: 1/2-1/2 (a draw)",
            ""
        ]
    );
    let moves: Vec<&str> = lines[6..]
        .iter()
        .map(|line| line.split_whitespace().nth(2).unwrap())
        .collect();
    assert_eq!(
        moves,
        [
            "11-15", "23-19", "8-11", "22-17", "9-13", "17-14", "10x17", "21x14"
        ]
    );
    let second = stdout(&connect4(&[
        "review",
        path.to_str().unwrap(),
        "--game",
        "2",
    ]));
    assert!(
        second.starts_with("Event: Second\nResult: * (not finished)\n"),
        "{second}"
    );
    let none = refused(&path, &["--game", "3"]);
    assert!(none.contains("holds 2 games; there is no game 3"), "{none}");
}

#[test]
fn bad_records_are_refused_naming_the_file_and_what_is_wrong() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "full.c4n",
            "1. 4 4 2. 4 4 3. 4 4 4. 4 *",
            "full.c4n: game 1 (line 1): move 4 (First), \"4\": Column 4 is full",
        ),
        (
            "variant.c4n",
            "[Variant \"five-in-a-row\"]\n4 *",
            "Variant \"five-in-a-row\": \"five-in-a-row\" is not a variant of Connect 4",
        ),
        ("broken.c4n", "[Event \"open\n4 *", "a tag pair is written"),
        (
            "illegal.pdn",
            "[Event \"x\"]\n1. 11-15 23-19\n2. 15-24 *",
            "illegal.pdn: game 1 (line 3): move 2 (Black), \"15-24\": 15-24 is not a legal move here",
        ),
        (
            "draughts.pdn",
            "[GameType \"20\"]\n1. 32-28 *",
            "GameType \"20\" is not English checkers",
        ),
    ];
    for (name, text, said) in cases {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        let message = refused(&path, &["--print"]);
        assert!(message.contains(said), "{name}: {message}");
    }
    let missing = refused(&dir.path().join("missing.c4n"), &[]);
    assert!(missing.contains("cannot read"), "{missing}");
}

#[test]
fn a_record_of_100_mb_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["huge.c4n", "huge.pdn"] {
        let path = dir.path().join(name);
        let file = std::fs::File::create(&path).unwrap();
        file.set_len(100 << 20).unwrap();
        let started = Instant::now();
        let message = refused(&path, &["--print"]);
        assert!(message.contains("larger than 16 MiB"), "{message}");
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{:?}",
            started.elapsed()
        );
    }
}

#[test]
fn moves_from_a_bad_record_are_refused_before_the_game_opens() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let path = dir.path().join("full.c4n");
    std::fs::write(&path, "1. 4 4 2. 4 4 3. 4 4 4. 4 *").unwrap();
    let data_dir = data.to_str().unwrap();
    let output = connect4(&["--data-dir", data_dir, "--moves", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    let message = String::from_utf8(output.stderr).unwrap();
    assert!(
        message.contains("--moves: ") && message.contains("full.c4n: game 1 (line 1): move 4"),
        "{message}"
    );
}
