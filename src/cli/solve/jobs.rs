//! `connect4 solve --jobs N`: the lines of one input solved by N threads, each with a
//! solver and a table of its own, and printed in the input's order as soon as every
//! line before them is done. Scores are exact, so the output is the same as with one
//! job; only `--stats` (nodes and time) depends on which thread took a line.
//!
//! The input is read as the answers go out, never more than a window of lines ahead
//! of the output, so an endless input takes no more memory than a short one.

use super::super::failure::Failure;
use super::super::lines::{CappedLines, InputLine, LineAnswer};
use connect4_classic::solver::Solver;
use std::collections::BTreeMap;
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, channel, sync_channel};
use std::sync::{Mutex, PoisonError};
use std::thread;

/// How many lines per job may be read ahead of the last one written: enough to keep
/// every job busy while one line takes long.
const LINES_AHEAD_PER_JOB: usize = 64;

/// The threads and what each does: how many, how one makes its solver, and how it
/// answers line `index`.
pub struct Jobs<'a> {
    pub count: usize,
    pub solver: &'a (dyn Fn() -> Solver + Sync),
    pub answer: &'a (dyn Fn(&InputLine, usize, &mut Solver) -> LineAnswer + Sync),
}

impl Jobs<'_> {
    /// Solves every line of `input`, writing each answer in order; whether every line
    /// was valid.
    pub fn solve(
        &self,
        input: impl BufRead,
        name: &str,
        out: &mut impl Write,
        err: &mut impl Write,
    ) -> Result<bool, Failure> {
        let (lines, queue) = sync_channel::<(usize, InputLine)>(self.count);
        let queue = Mutex::new(queue);
        // Set when the output fails (a closed pipe): the threads stop taking lines.
        let abandoned = AtomicBool::new(false);
        let (answers, received) = channel::<(usize, LineAnswer)>();
        thread::scope(|scope| {
            for _ in 0..self.count {
                let answers = answers.clone();
                let (queue, abandoned) = (&queue, &abandoned);
                scope.spawn(move || self.work(queue, &answers, abandoned));
            }
            drop(answers);
            let ahead = self.count * LINES_AHEAD_PER_JOB;
            let written = feed_and_write(input, name, lines, &received, ahead, out, err);
            if written.is_err() {
                abandoned.store(true, Ordering::Relaxed);
            }
            written
        })
    }

    /// One thread: takes lines from the queue until it is closed (or the output failed).
    fn work(
        &self,
        queue: &Mutex<Receiver<(usize, InputLine)>>,
        answers: &std::sync::mpsc::Sender<(usize, LineAnswer)>,
        abandoned: &AtomicBool,
    ) {
        let mut solver = (self.solver)();
        loop {
            // A thread waits for the next line holding the lock; the others wait for
            // the lock. Nothing panics while holding it.
            let next = queue.lock().unwrap_or_else(PoisonError::into_inner).recv();
            let Ok((index, line)) = next else { break };
            if abandoned.load(Ordering::Relaxed) {
                break;
            }
            let answer = (self.answer)(&line, index, &mut solver);
            if answers.send((index, answer)).is_err() {
                break;
            }
        }
    }
}

/// Reads the lines and queues them for the threads, at most `ahead` lines past the
/// last one written, writing answers as they come in the input's order.
fn feed_and_write(
    input: impl BufRead,
    name: &str,
    lines: SyncSender<(usize, InputLine)>,
    received: &Receiver<(usize, LineAnswer)>,
    ahead: usize,
    out: &mut impl Write,
    err: &mut impl Write,
) -> Result<bool, Failure> {
    let mut order = InOrder::default();
    for (index, line) in CappedLines::new(input).enumerate() {
        let line = line.map_err(|e| Failure::input(name, e))?;
        while index >= order.next + ahead {
            // Every line not yet written is with a thread: an answer will come.
            let Ok(arrived) = received.recv() else { break };
            order.accept(arrived, out, err)?;
        }
        while let Ok(arrived) = received.try_recv() {
            order.accept(arrived, out, err)?;
        }
        let too_long = matches!(line, InputLine::TooLong(_));
        if lines.send((index, line)).is_err() {
            break;
        }
        // The rest of a too-long line is skipped while reading the next one, which
        // may never come (an endless line): say what is wrong with it first.
        while too_long && order.next <= index {
            let Ok(arrived) = received.recv() else { break };
            order.accept(arrived, out, err)?;
        }
    }
    // Closing the queue ends the threads once it is empty, and so the answers.
    drop(lines);
    for arrived in received.iter() {
        order.accept(arrived, out, err)?;
    }
    Ok(order.all_valid)
}

/// Answers arriving in any order, written as soon as all before them have come.
struct InOrder {
    waiting: BTreeMap<usize, LineAnswer>,
    next: usize,
    all_valid: bool,
}

impl Default for InOrder {
    fn default() -> Self {
        InOrder {
            waiting: BTreeMap::new(),
            next: 0,
            all_valid: true,
        }
    }
}

impl InOrder {
    fn accept(
        &mut self,
        (index, answer): (usize, LineAnswer),
        out: &mut impl Write,
        err: &mut impl Write,
    ) -> Result<(), Failure> {
        self.waiting.insert(index, answer);
        while let Some(answer) = self.waiting.remove(&self.next) {
            self.all_valid &= answer.write(out, err).map_err(Failure::output)?;
            self.next += 1;
        }
        out.flush().map_err(Failure::output)
    }
}
