//! Re-verifies every puzzle of the shipped set (`assets/puzzles.txt` at the
//! repository's root) with the solver: each position must be the puzzle its goal says,
//! and its main line must play out against the perfect defence. The app's tests check
//! a sample; this checks them all, and times it.
//!
//! `cargo bench --bench puzzles -- [--set PATH] [--threads N]`
//!
//! Exits with status 1 if any puzzle fails, after listing them.

use connect4_classic::puzzle::{Goal, Oracle, check, parse_set};
use std::collections::BTreeMap;
use std::time::Instant;

fn main() {
    let mut set = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/puzzles.txt").to_string();
    let mut threads = 1;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--set" => set = args.next().expect("PATH"),
            "--threads" => threads = args.next().and_then(|v| v.parse().ok()).expect("N"),
            _ => {}
        }
    }
    let text = std::fs::read_to_string(&set).unwrap_or_else(|e| panic!("{set}: {e}"));
    let puzzles = parse_set(&text).unwrap_or_else(|e| panic!("{set}: {e}"));
    let mut oracle = Oracle::new(threads, 256 << 20);
    let started = Instant::now();
    let mut failed = Vec::new();
    let mut per_goal: BTreeMap<String, usize> = BTreeMap::new();
    let mut per_grade = [0; 5];
    let mut dearest = 0;
    for (index, puzzle) in puzzles.iter().enumerate() {
        match check(puzzle.goal, &puzzle.game(), &mut oracle, u64::MAX) {
            Ok(line) => {
                let steps = line.steps.len() as u32;
                if matches!(puzzle.goal, Goal::WinIn(n) if n != steps) {
                    failed.push(format!("{puzzle}: its line takes {steps} moves"));
                }
                dearest = dearest.max(line.dearest);
            }
            Err(problem) => failed.push(format!("{puzzle}: {problem}")),
        }
        let goal = match puzzle.goal {
            Goal::WinIn(_) => "win-in-N".to_string(),
            Goal::OnlyMove => puzzle.goal.to_string(),
        };
        *per_goal.entry(goal).or_default() += 1;
        per_grade[usize::from(puzzle.grade.number() - 1)] += 1;
        if (index + 1) % 500 == 0 {
            eprintln!(
                "{} checked, {:.0} s",
                index + 1,
                started.elapsed().as_secs_f64()
            );
        }
    }
    println!(
        "{} puzzles checked in {:.1} s ({} solver nodes, the dearest analysis {dearest})",
        puzzles.len(),
        started.elapsed().as_secs_f64(),
        oracle.nodes()
    );
    println!("by goal: {per_goal:?}; by grade 1-5: {per_grade:?}");
    if !failed.is_empty() {
        for failure in &failed {
            println!("FAILED {failure}");
        }
        std::process::exit(1);
    }
}
