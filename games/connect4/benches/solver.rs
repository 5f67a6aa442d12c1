//! The solver benchmark: solves the six public test sets, each position from an empty
//! table, checks every score, and prints docs/solver.md's table beside the reference.
//!
//! `cargo bench --bench solver -- [--dir DIR] [--limit N] [--hard-limit N] [--only NAME]`
//!
//! - `--dir`: the folder holding Test_L1_R1 ... Test_L3_R1 (default: the copies vendored in
//!   `benches/data/`, so the bench runs from a fresh clone).
//! - `--limit`: positions per set (default all 1000).
//! - `--hard-limit`: positions of Begin-Hard (default 50, as the reference figure).
//! - `--only`: run only the sets whose name contains NAME (e.g. `Middle`).
//! - `--repeat N`: on the four fast sets, solve each position N times (from an empty
//!   table each time) and keep its fastest run: on a shared machine this filters out
//!   the time stolen by other processes. Begin-Medium and Begin-Hard run once.
//! - `--threads N`: threads searching each position together (default 1, as the
//!   reference figures are; the CPU time column is then the main thread's only).

use connect4_classic::game::BoardSize;
use connect4_classic::solver::{Position, Solver};
use std::time::{Duration, Instant};

/// (file, name, reference mean time, reference mean nodes) of the best-known public
/// solver on a 2-core x86_64 cloud machine, from `benches/data/README.md`.
const SETS: [(&str, &str, &str, u64); 6] = [
    ("Test_L3_R1", "End-Easy", "4.2 µs", 51),
    ("Test_L2_R1", "Middle-Easy", "32 µs", 449),
    ("Test_L2_R2", "Middle-Medium", "3.0 ms", 39_807),
    ("Test_L1_R1", "Begin-Easy", "0.21 ms", 3_296),
    ("Test_L1_R2", "Begin-Medium", "135 ms", 1_187_923),
    ("Test_L1_R3", "Begin-Hard", "5.6 s", 48_679_022),
];

struct Options {
    dir: String,
    limit: usize,
    hard_limit: usize,
    only: Option<String>,
    repeat: u32,
    threads: usize,
}

fn options() -> Options {
    let mut opts = Options {
        dir: concat!(env!("CARGO_MANIFEST_DIR"), "/benches/data").into(),
        limit: usize::MAX,
        hard_limit: 50,
        only: None,
        repeat: 1,
        threads: 1,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().unwrap_or_else(|| panic!("{arg} needs a value"));
        match arg.as_str() {
            "--dir" => opts.dir = value(),
            "--limit" => opts.limit = value().parse().expect("--limit N"),
            "--hard-limit" => opts.hard_limit = value().parse().expect("--hard-limit N"),
            "--only" => opts.only = Some(value()),
            "--repeat" => opts.repeat = value().parse().expect("--repeat N"),
            "--threads" => opts.threads = value().parse().expect("--threads N"),
            _ => {} // cargo passes --bench
        }
    }
    opts
}

/// Mean wall time, mean CPU time (this thread), mean nodes, wrong answers, count.
struct Outcome {
    wall: Duration,
    cpu: Duration,
    nodes: f64,
    wrong: usize,
    count: usize,
}

fn run_set(solver: &mut Solver, path: &str, limit: usize, repeat: u32) -> Outcome {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let (mut wall, mut cpu, mut nodes, mut wrong, mut count) = (Duration::ZERO, 0, 0u64, 0, 0);
    for line in text.lines().take(limit) {
        let mut parts = line.split_whitespace();
        let moves = parts.next().expect("a position");
        let expected: i32 = parts.next().expect("a score").parse().expect("a number");
        let pos = Position::from_moves(BoardSize::STANDARD, moves).expect("a valid position");
        let (mut best_wall, mut best_cpu, mut score) = (Duration::MAX, u64::MAX, 0);
        for _ in 0..repeat.max(1) {
            solver.reset();
            let (start, cpu_start) = (Instant::now(), thread_cpu_nanos());
            score = solver.solve(&pos);
            best_cpu = best_cpu.min(thread_cpu_nanos() - cpu_start);
            best_wall = best_wall.min(start.elapsed());
        }
        cpu += best_cpu;
        wall += best_wall;
        nodes += solver.last_nodes();
        if score != expected {
            eprintln!("WRONG: {moves} expected {expected} got {score}");
            wrong += 1;
        }
        count += 1;
    }
    let n = count.max(1) as u32;
    Outcome {
        wall: wall / n,
        cpu: Duration::from_nanos(cpu / u64::from(n)),
        nodes: nodes as f64 / f64::from(n),
        wrong,
        count,
    }
}

/// CPU time of this thread: unlike wall time, not inflated when other processes share
/// the cores.
#[cfg(target_os = "linux")]
fn thread_cpu_nanos() -> u64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: a valid clock id and a valid pointer to a timespec.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

#[cfg(not(target_os = "linux"))]
fn thread_cpu_nanos() -> u64 {
    0
}

fn show(d: Duration) -> String {
    let secs = d.as_secs_f64();
    if secs >= 1.0 {
        format!("{secs:.2} s")
    } else if secs >= 1e-3 {
        format!("{:.2} ms", secs * 1e3)
    } else {
        format!("{:.1} µs", secs * 1e6)
    }
}

fn main() {
    let opts = options();
    let mut solver = Solver::new(BoardSize::STANDARD);
    solver.set_threads(opts.threads);
    println!(
        "| set | positions | mean time (wall) | mean CPU time | mean nodes | reference time | reference nodes | wrong |"
    );
    println!("| --- | --- | --- | --- | --- | --- | --- | --- |");
    for (file, name, ref_time, ref_nodes) in SETS {
        if opts
            .only
            .as_ref()
            .is_some_and(|o| !name.contains(o.as_str()))
        {
            continue;
        }
        let limit = if name == "Begin-Hard" {
            opts.hard_limit.min(opts.limit)
        } else {
            opts.limit
        };
        let slow = name.starts_with("Begin-Medium") || name.starts_with("Begin-Hard");
        let repeat = if slow { 1 } else { opts.repeat };
        let out = run_set(&mut solver, &format!("{}/{file}", opts.dir), limit, repeat);
        println!(
            "| {name} | {} | {} | {} | {:.0} | {ref_time} | {ref_nodes} | {} |",
            out.count,
            show(out.wall),
            show(out.cpu),
            out.nodes,
            out.wrong
        );
    }
}
