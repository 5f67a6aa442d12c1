//! The real `connect4 solve` binary: output aligned with the input, bad lines reported
//! on stderr with their line numbers, `--analyze` and `--stats` formats.

use pretty_assertions::assert_eq;
use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `connect4 solve ARGS` with `input` on stdin: (exit code, stdout, stderr).
fn solve(args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .arg("solve")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        out.status.code().unwrap(),
        text(out.stdout),
        text(out.stderr),
    )
}

#[test]
fn scores_every_line_and_ignores_the_expected_column() {
    let input = "2252576253462244111563365343671351441 -1\n7422341735647741166133573473242566 1\n";
    let (code, out, err) = solve(&[], input);
    assert_eq!(err, "");
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "2252576253462244111563365343671351441 -1\n7422341735647741166133573473242566 1\n"
    );
}

#[test]
fn bad_lines_are_reported_and_the_rest_is_solved() {
    let input = "\
2252576253462244111563365343671351441 -1
448
4444444
12121212
44a5
7422341735647741166133573473242566 1
";
    let (code, out, err) = solve(&[], input);
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "\
2252576253462244111563365343671351441 -1
448 invalid
4444444 invalid
12121212 invalid
44a5 invalid
7422341735647741166133573473242566 1
"
    );
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 4, "{err}");
    assert!(lines[0].starts_with("stdin: line 2: ") && lines[0].contains("no column 8"));
    assert!(lines[1].starts_with("stdin: line 3: ") && lines[1].contains("Column 4 is full"));
    assert!(lines[2].starts_with("stdin: line 4: ") && lines[2].contains("over"));
    assert!(lines[3].starts_with("stdin: line 5: ") && lines[3].contains("'a'"));
}

#[test]
fn analyze_prints_a_score_per_column_and_marks_full_ones() {
    // Column 4 is full; the player to move wins at once in column 1 (score (42 + 1 - 12) / 2 = 15).
    let (code, out, _) = solve(&["--analyze"], "444444121212\n");
    assert_eq!(code, 0);
    let fields: Vec<&str> = out.split_whitespace().collect();
    assert_eq!(fields.len(), 8, "{out}");
    assert_eq!(fields[0], "444444121212");
    assert_eq!(fields[1], "15");
    assert_eq!(fields[4], "x");
}

#[test]
fn weak_and_stats() {
    let (_, out, _) = solve(
        &["--weak", "--stats"],
        "2252576253462244111563365343671351441\n",
    );
    let fields: Vec<&str> = out.split_whitespace().collect();
    assert_eq!(fields[1], "-1");
    assert_eq!(fields.len(), 4, "{out}");
    assert!(fields[2].parse::<u64>().unwrap() > 0);
    assert!(fields[3].parse::<u64>().is_ok());
}

#[test]
fn other_board_sizes() {
    // On 4x4 the first player cannot force a win: a draw.
    let (code, out, _) = solve(&["--columns", "4", "--rows", "4"], "22\n5\n");
    assert_eq!(code, 1);
    assert!(out.starts_with("22 "), "{out}");
    assert!(out.ends_with("5 invalid\n"), "{out}");
}

#[test]
fn a_dash_is_the_empty_board() {
    let board = ["--columns", "5", "--rows", "4"];
    let run = |extra: &[&str], input: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_connect4"))
            .args(board)
            .arg("solve")
            .args(extra)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(input.as_bytes()).unwrap();
        drop(stdin);
        String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap()
    };
    // 5x4 is a draw from the empty board; a first disc on either edge loses.
    assert_eq!(run(&[], "-\n\n-\n"), "- 0\n\n- 0\n");
    assert_eq!(run(&["--analyze"], "-\n"), "- -1 0 0 0 -1\n");
}

#[test]
fn a_line_that_is_not_utf8_is_a_bad_line_and_the_rest_is_solved() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .arg("solve")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"44\xff\n2252576253462244111563365343671351441\n")
        .unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "44\u{fffd} invalid\n2252576253462244111563365343671351441 -1\n"
    );
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "stdin: line 1: not UTF-8 text: \"44\u{fffd}\"\n"
    );
}

#[test]
fn jobs_share_the_lines_out_and_print_the_same_in_the_same_order() {
    // Positions of different difficulty, so the threads finish out of order; a blank
    // line and a bad one keep their places.
    let sample: Vec<&str> = include_str!("../../games/connect4/benches/data/Test_L2_R1")
        .lines()
        .step_by(50)
        .take(12)
        .collect();
    let mut lines: Vec<String> = sample.iter().map(|l| l.to_string()).collect();
    lines.insert(3, String::new());
    lines.insert(5, "448".to_string());
    let input = lines.join("\n") + "\n";
    let one = solve(&[], &input);
    let three = solve(&["--jobs", "3"], &input);
    assert_eq!(three, one);
    assert_eq!(one.0, 1, "the bad line fails the run");
    assert_eq!(one.1.lines().count(), lines.len());
    assert_eq!(one.1.lines().nth(3), Some(""));
    assert_eq!(one.1.lines().nth(5), Some("448 invalid"));
}

#[test]
fn threads_searching_together_print_the_same_scores() {
    // Begin-Medium positions have 28 or more empty cells, past the 24 from which the
    // threads search together.
    let input = include_str!("../../games/connect4/tests/data/begin_medium.txt");
    let one = solve(&["--threads", "1", "--analyze"], input);
    let three = solve(&["--threads", "3", "--analyze"], input);
    assert_eq!(three, one);
    assert_eq!(one.0, 0);
    // `move` takes the flag too (the perfect level's move past the book).
    let out = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args(["move", "--level", "perfect", "--threads", "2"])
        .arg("4444435566")
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let column: usize = String::from_utf8(out.stdout)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    assert!((1..=7).contains(&column));
}
