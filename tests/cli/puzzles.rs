//! `connect4 puzzles export` prints the shipped set, one puzzle a line, and filters it
//! by goal and grade; a sample spread over the set is re-verified by the solver to the
//! end of its main line (`cargo bench --bench puzzles` verifies every one).

use connect4_classic::puzzle::{Goal, Oracle, check};
use connect4_classic::terminal::puzzles::{SHIPPED_TEXT, shipped};
use std::process::Command;

fn export(args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args(["puzzles", "export"])
        .args(args)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn export_prints_the_shipped_set_and_filters_it() {
    let all = export(&[]);
    let expected: String = SHIPPED_TEXT
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| format!("{line}\n"))
        .collect();
    assert_eq!(all, expected);
    assert_eq!(all.lines().count(), shipped().len());
    let only = export(&["--goal", "only-move", "--grade", "3"]);
    assert!(
        only.lines().all(|line| line.ends_with(" only-move 3")),
        "{only}"
    );
    let wanted = shipped()
        .iter()
        .filter(|p| p.goal == Goal::OnlyMove && p.grade.number() == 3)
        .count();
    assert_eq!(only.lines().count(), wanted);
}

/// The puzzles re-verified here: enough to catch a set out of step with the solver,
/// few enough to take seconds. The bench checks them all.
const SAMPLE: usize = 48;

#[test]
fn a_sample_of_the_shipped_set_is_what_it_says_to_the_end_of_its_line() {
    let set = shipped();
    assert!(set.len() >= 1000, "several thousand puzzles: {}", set.len());
    let mut oracle = Oracle::new(1, 64 << 20);
    let step = set.len().div_ceil(SAMPLE);
    for puzzle in set.iter().step_by(step) {
        let line = check(puzzle.goal, &puzzle.game(), &mut oracle, u64::MAX)
            .unwrap_or_else(|problem| panic!("{puzzle}: {problem}"));
        if let Goal::WinIn(n) = puzzle.goal {
            assert_eq!(line.steps.len() as u32, n, "{puzzle}");
        }
    }
}
