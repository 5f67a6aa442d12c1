//! `connect4 review` against `connect4 solve --analyze`: every line of the review agrees
//! with the analysis of the same position. (The review's marks are tested in Connect
//! 4's crate, tests/connect4_classic/review.rs.)

use connect4_classic::ai::Verdict;
use connect4_classic::game::BoardSize;
use pretty_assertions::assert_eq;
use std::io::Write;
use std::process::{Command, Stdio};

/// Runs the binary with `args` and `input` on stdin; its stdout, after checking that it
/// succeeded.
fn run(args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The per-column scores `solve --analyze` prints for a position (`None` when full).
fn analyze_line(line: &str) -> Vec<Option<i32>> {
    line.split_whitespace()
        .skip(1)
        .map(|s| (s != "x").then(|| s.parse().unwrap()))
        .collect()
}

#[test]
fn every_line_agrees_with_solve_analyze() {
    let size = BoardSize::new(5, 4).unwrap();
    let moves = "3241534215";
    let review = run(&["--columns", "5", "--rows", "4", "review", moves], "");
    let prefixes: String = (0..moves.len())
        .map(|n| format!("{}\n", &moves[..n]))
        .collect();
    // `solve` cannot express the empty board (a blank line stays blank), so the first
    // move is not checked here.
    let analyses = run(
        &["--columns", "5", "--rows", "4", "solve", "--analyze"],
        &prefixes,
    );
    let mut lines = review.lines();
    assert_eq!(
        lines.next().unwrap(),
        "ply  move  player  before  after  mark     best"
    );
    for (ply, (line, analysis)) in lines.zip(analyses.lines()).enumerate().skip(1) {
        let scores = analyze_line(analysis);
        let played = moves.as_bytes()[ply] - b'1';
        let best_score = scores.iter().flatten().max().copied().unwrap();
        let best: Vec<String> = (0..scores.len())
            .filter(|&c| scores[c] == Some(best_score))
            .map(|c| (c + 1).to_string())
            .collect();
        let after = scores[usize::from(played)].unwrap();
        let fields: Vec<&str> = line.split_whitespace().collect();
        let label = |score| Verdict::from_score(score, size, ply).label();
        assert_eq!(fields[3], label(best_score), "before, at ply {}", ply + 1);
        assert_eq!(fields[4], label(after), "after, at ply {}", ply + 1);
        assert_eq!(fields[6], best.join(","), "best, at ply {}", ply + 1);
        let mark = match (best_score, after) {
            (b, a) if a == b => "best",
            (b, a) if a < 0 && b >= 0 => "??",
            (b, 0) if b > 0 => "?",
            _ => "?!",
        };
        assert_eq!(fields[5], mark, "mark, at ply {}", ply + 1);
    }
}
