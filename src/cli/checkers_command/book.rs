//! `connect4 checkers book build --out FILE`: the opening book, by a long search of
//! each position around the ACF ballots. Each position's line is added to the file as
//! soon as it is found, and positions already in the file are not searched again, so
//! a build that is stopped goes on where it was when started again.

use crate::cli::failure::Failure;
use connect4_checkers::{Board, Book, Computer, Level, Move, book_line, book_positions};
use connect4_classic::escape::escape_path;
use indicatif::{ProgressBar, ProgressStyle};
use std::collections::HashMap;
use std::io::Write;
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

pub fn build(out: &Path, seconds: u64) -> Result<(), Failure> {
    let doing = || format!("cannot write {}", escape_path(out));
    let known = match std::fs::read_to_string(out) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(Failure::io(format!("cannot read {}", escape_path(out)), e)),
    };
    let known: &'static Book = Box::leak(Box::new(Book::parse(&known)));
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(out)
        .map_err(|e| Failure::io(doing(), e))?;
    let mut computer = Computer::with_seed(1, Duration::from_secs(seconds));
    computer.set_book(None);
    let stop = AtomicBool::new(false);
    let bar = ProgressBar::new_spinner();
    bar.set_style(ProgressStyle::with_template("{spinner} {pos} positions {msg}").expect("valid"));
    let mut failed = None;
    let mut found_now: HashMap<Board, Move> = HashMap::new();
    let mut answer = |board: &Board| {
        if let Some(mv) = known.get(board).or_else(|| found_now.get(board).cloned()) {
            return Some(mv);
        }
        let found = computer.think(board, &[], Level::Hard, &stop)?;
        found_now.insert(*board, found.best.clone());
        let line = book_line(board, &found.best, found.score, found.depth);
        if let Err(e) = writeln!(file, "{line}") {
            failed.get_or_insert(e);
        }
        bar.inc(1);
        bar.set_message(line);
        Some(found.best)
    };
    // The ballots' positions and their replies first, then the way to them.
    let positions = book_positions(&mut answer);
    for board in positions {
        answer(&board);
    }
    bar.finish_and_clear();
    if let Some(e) = failed {
        return Err(Failure::io(doing(), e));
    }
    writeln!(std::io::stdout(), "the book is in {}", escape_path(out)).map_err(Failure::output)
}
