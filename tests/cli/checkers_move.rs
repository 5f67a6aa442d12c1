//! `connect4 checkers move --fen` prints a legal move, and refuses hostile input with
//! the reason and status 2; `connect4 checkers hub` answers the protocol's messages;
//! `connect4 checkers egtb build` writes a database that `move` then uses, and
//! `egtb verify` checks one.

use connect4_checkers::Board;
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn connect4(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args(args)
        .env("CONNECT4_DATA_DIR", env!("CARGO_TARGET_TMPDIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn the_move_printed_is_legal_and_a_won_ending_is_played_from_the_database() {
    let fen = "W:W18,24,K10:B12,16,K22";
    let out = connect4(&["checkers", "move", "--fen", fen, "--time-ms", "50"], "");
    assert_eq!(out.status.code(), Some(0));
    let printed = String::from_utf8(out.stdout).unwrap();
    let board: Board = fen.parse().unwrap();
    assert!(board.parse_move(printed.trim()).is_ok(), "{printed}");
    // Two kings against one in the double corner: the database's quickest way on.
    let out = connect4(
        &[
            "checkers",
            "move",
            "--fen",
            "B:WK1:BK14,K15",
            "--level",
            "medium",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn hostile_input_is_refused_with_the_reason_and_status_2() {
    let long = "B:W".to_string() + &"1,".repeat(50_000);
    let cases: [(&[&str], &str); 6] = [
        (&["--fen", "B:W99"], "\"99\" is not a square 1-32"),
        (&["--fen", "W:W:B1"], "the game is over (White has no move)"),
        (&["--fen", "B:W\u{1b}[2J"], "\\u{1b}[2J"),
        (&["--fen", &long], "--fen \"B:W1,1,1,"),
        (&["--fen", "B:W21:B1", "--time-ms", "0"], "--time-ms"),
        (
            &["--fen", "B:W21:B1", "--level", "perfect"],
            "easy, medium or hard",
        ),
    ];
    for (args, said) in cases {
        let mut all = vec!["checkers", "move"];
        all.extend(args);
        let out = connect4(&all, "");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(said), "{args:?}: {stderr}");
        assert!(!stderr.contains('\u{1b}'), "{args:?}");
        assert!(stderr.len() < 1000, "{args:?}: quoted short");
    }
}

#[test]
fn the_hub_protocol_is_answered_line_by_line() {
    let input = "hub\ninit\nping\nset-param name=level value=medium\nlevel move-time=0.05\n\
                 pos moves=\"11-15 23-19\"\ngo think\nstop\nfoo\npos pos=B:W99\n\
                 pos moves=\"11-15 23-19 9-9\"\nquit\ngo think\n";
    let out = connect4(&["checkers", "hub"], input);
    assert_eq!(out.status.code(), Some(0));
    let lines: Vec<String> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    assert!(lines[0].starts_with("id name=connect4"), "{lines:?}");
    assert_eq!(lines[2..5], ["wait", "ready", "pong"]);
    let done = lines
        .iter()
        .find(|l| l.starts_with("done move="))
        .expect("a move");
    let mut board: Board = Board::start();
    for mv in ["11-15", "23-19"] {
        board = board.play(&board.parse_move(mv).unwrap());
    }
    assert!(
        board.parse_move(&done["done move=".len()..]).is_ok(),
        "{done}"
    );
    let errors: Vec<&String> = lines.iter().filter(|l| l.starts_with("error")).collect();
    assert_eq!(errors.len(), 3, "{lines:?}");
    assert!(errors[0].contains("unknown command foo"));
    assert!(errors[1].contains("not a square"));
    // Nothing after quit is answered: one move only.
    assert_eq!(lines.iter().filter(|l| l.starts_with("done")).count(), 1);
}

#[test]
fn egtb_build_writes_the_database_where_it_is_asked() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("three.bin");
    let out = connect4(
        &[
            "checkers",
            "egtb",
            "build",
            "--pieces",
            "3",
            "--out",
            file.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(
        said.starts_with("268316 positions of up to 3 pieces"),
        "{said}"
    );
    let base = connect4_checkers::endgame::decode(&std::fs::read(&file).unwrap());
    assert_eq!(base.unwrap().positions(3), 261_224);
    let out = connect4(&["checkers", "egtb", "build", "--pieces", "6"], "");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn egtb_verify_passes_a_built_database_and_names_the_position_a_changed_one_gets_wrong() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("three.bin");
    let path = file.to_str().unwrap();
    let built = connect4(
        &["checkers", "egtb", "build", "--pieces", "3", "--out", path],
        "",
    );
    assert_eq!(built.status.code(), Some(0));
    let out = connect4(&["checkers", "egtb", "verify", "--file", path], "");
    assert_eq!(out.status.code(), Some(0));
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(
        said.starts_with("268316 positions of up to 3 pieces agree with their moves"),
        "{said}"
    );
    // The shipped database too.
    let out = connect4(&["checkers", "egtb", "verify"], "");
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    // A file that is no database is refused, named (a position its moves do not bear
    // out is the unit tests' case: endgame/verify.rs).
    std::fs::write(&file, b"not a database").unwrap();
    let out = connect4(&["checkers", "egtb", "verify", "--file", path], "");
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8(out.stderr).unwrap();
    assert!(said.contains("is not an endgame database"), "{said}");
}
