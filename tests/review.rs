//! The post-game review: a known losing move is marked, and every line of `connect4
//! review` agrees with `connect4 solve --analyze` of the same position.

use connect4_rules::ai::review::{Mark, review_move};
use connect4_rules::ai::{Perfect, Verdict};
use connect4_rules::game::{BoardSize, Game, Player};
use pretty_assertions::assert_eq;
use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

#[test]
fn a_move_that_throws_a_draw_away_is_a_blunder() {
    // After 32435621, column 2 loses while 3, 5 and 6 draw (the solver's test sets'
    // notation; columns are 0-based in the library).
    let game = Game::from_notation(BoardSize::STANDARD, Player::One, "32435621").unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let deadline = Instant::now() + Duration::from_secs(600);
    let reviewed = review_move(&mut Perfect::default(), &game, 1, deadline, &stop).unwrap();
    assert_eq!(reviewed.before, Verdict::Draw);
    assert!(matches!(reviewed.after, Verdict::Loss { .. }));
    assert_eq!(reviewed.best, vec![2, 4, 5]);
    assert_eq!(reviewed.mark, Mark::Blunder);
}

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
