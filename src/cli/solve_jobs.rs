//! `connect4 solve --jobs N`: the lines of one input solved by N threads, each with a
//! solver and a table of its own, and printed in the input's order as soon as every
//! line before them is done. Scores are exact, so the output is the same as with one
//! job; only `--stats` (nodes and time) depends on which thread took a line.

use super::solve::{LineAnswer, SolveArgs, answer_line};
use connect4_rules::game::BoardSize;
use std::collections::BTreeMap;
use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::channel;
use std::thread;

/// Solves `lines` (the input named `name`) with `jobs` threads, writing each line's
/// answer in order; whether every line was valid.
pub fn solve_in_parallel(
    lines: &[Vec<u8>],
    name: &str,
    size: BoardSize,
    args: &SolveArgs,
    out: &mut impl Write,
    err: &mut impl Write,
) -> io::Result<bool> {
    let next = AtomicUsize::new(0);
    // Set when the output fails (a closed pipe): the threads stop taking lines.
    let abandoned = AtomicBool::new(false);
    let (answers, received) = channel::<(usize, LineAnswer)>();
    thread::scope(|scope| {
        for _ in 0..args.jobs {
            let answers = answers.clone();
            let (next, abandoned) = (&next, &abandoned);
            scope.spawn(move || {
                let mut solver = args.solver(size);
                while !abandoned.load(Ordering::Relaxed) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(line) = lines.get(index) else { break };
                    let answer = answer_line(line, index, name, &mut solver, args);
                    if answers.send((index, answer)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(answers);
        let written = write_in_order(received.iter(), out, err);
        if written.is_err() {
            abandoned.store(true, Ordering::Relaxed);
        }
        written
    })
}

/// Writes answers arriving in any order as soon as all before them have come.
fn write_in_order(
    arriving: impl Iterator<Item = (usize, LineAnswer)>,
    out: &mut impl Write,
    err: &mut impl Write,
) -> io::Result<bool> {
    let mut waiting = BTreeMap::new();
    let mut next = 0;
    let mut all_valid = true;
    for (index, answer) in arriving {
        waiting.insert(index, answer);
        while let Some(answer) = waiting.remove(&next) {
            all_valid &= answer.write(out, err)?;
            next += 1;
        }
        out.flush()?;
    }
    Ok(all_valid)
}
