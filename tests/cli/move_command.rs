//! The `move` command against `solve --analyze`: on benchmark positions it picks a
//! column with the best exact score, and it refuses positions that are not legal. (The
//! perfect level itself is tested in Connect 4's crate, tests/connect4_classic/ai_perfect.rs.)

use connect4_classic::game::Column;
use std::io::Write;
use std::process::{Command, Stdio};

/// Every `step`-th position of a sample file in Connect 4's crate's tests/data.
fn sample(file: &str, step: usize) -> Vec<String> {
    let path = format!(
        "{}/games/connect4/tests/data/{file}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .step_by(step)
        .filter_map(|line| line.split_whitespace().next().map(str::to_string))
        .collect()
}

/// Runs the binary with `args`, feeding `input`, and returns its standard output.
fn run(args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "connect4 {args:?} failed");
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn the_move_command_agrees_with_the_solve_command() {
    let positions: Vec<String> = [("middle_easy.txt", 50), ("begin_easy.txt", 40)]
        .into_iter()
        .flat_map(|(file, step)| sample(file, step))
        .collect();
    let analysis = run(&["solve", "--analyze"], &(positions.join("\n") + "\n"));
    for (moves, line) in positions.iter().zip(analysis.lines()) {
        let column = run(
            &["move", "--level", "perfect", "--time-ms", "20000", moves],
            "",
        );
        let column = Column::from_char(column.trim().chars().next().unwrap()).unwrap();
        // `POSITION s1 s2 ...`, with `x` for a full column.
        let scores: Vec<Option<i32>> = line
            .split_whitespace()
            .skip(1)
            .map(|s| s.parse().ok())
            .collect();
        let best = scores.iter().flatten().max().unwrap();
        assert_eq!(
            scores[column.index()].as_ref(),
            Some(best),
            "{moves}: {line}"
        );
    }
}

#[test]
fn the_move_command_rejects_bad_positions() {
    let output = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args(["move", "--level", "easy", "44x"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("invalid position"));
    let over = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args(["move", "1212121"])
        .output()
        .unwrap();
    assert_eq!(over.status.code(), Some(2));
}
