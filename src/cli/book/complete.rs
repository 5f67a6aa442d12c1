//! `connect4 book build --complete`: every position up to a depth in the book.
//!
//! The deepest ply is solved on every core, each answer appended to the checkpoint at
//! once (a rerun skips what it holds, so the build survives being stopped and can be
//! carried over several sittings); once it is complete, the shallower plies are
//! derived and the book is written.

use super::{BuildArgs, existing_book, load_checkpoint, write_atomically};
use connect4_classic::game::BoardSize;
use connect4_classic::solver::book_complete::{
    Answers, derive_shallower, floors_below, positions_at, solve_all,
};
use connect4_classic::solver::{Book, Position, canonical_key};
use indicatif::{ProgressBar, ProgressStyle};
use std::collections::HashMap;
use std::fs::OpenOptions;
use std::io::{self, Write};
use std::sync::atomic::AtomicBool;

/// Builds the complete book on `size`, whose positions fit 64 bits (`book::run`
/// checks).
pub fn run(args: &BuildArgs, size: BoardSize) -> io::Result<()> {
    let known = load_checkpoint(&args.checkpoint)?;
    let deepest = positions_at(size, args.depth);
    let todo: Vec<Position> = deepest
        .iter()
        .filter(|pos| !known.contains_key(&canonical_key(pos).0))
        .copied()
        .collect();
    let mut answers: Answers = known;
    // The book already there is read once, now: a book that cannot be read stops the
    // build before any work. Its scores (one ply shallower, say) spare the searches
    // proving what they tell, and its deeper entries are kept.
    let existing = existing_book(&args.out, size)?;
    let floors = match (&existing, args.depth.checked_sub(1)) {
        (Some(book), Some(above)) => {
            let shallower: Answers = book.entries().map(|(k, s, c)| (k, (s, c))).collect();
            floors_below(size, above, &shallower)
        }
        _ => HashMap::new(),
    };
    solve_deepest(args, &todo, deepest.len(), &floors, &mut answers)?;
    let mut book: Answers = deepest
        .iter()
        .map(|pos| canonical_key(pos).0)
        .map(|key| (key, answers[&key]))
        .collect();
    derive_shallower(size, args.depth, &mut book);
    let mut entries: Vec<(u64, i8, u8)> = book.into_iter().map(|(k, (s, c))| (k, s, c)).collect();
    entries.extend(deeper_entries(existing.as_ref(), args.depth, size));
    let written = Book::from_entries(size, deepest_ply(&entries, size), entries);
    write_atomically(&args.out, &written.to_bytes())?;
    eprintln!(
        "book: {} entries written to {}",
        written.len(),
        connect4_classic::escape::escape_path(&args.out)
    );
    Ok(())
}

/// Solves `todo`, appending each answer to the checkpoint as it comes.
fn solve_deepest(
    args: &BuildArgs,
    todo: &[Position],
    total: usize,
    floors: &HashMap<u64, i32>,
    answers: &mut Answers,
) -> io::Result<()> {
    let mut log = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.checkpoint)?;
    let bar = ProgressBar::new(total as u64).with_position((total - todo.len()) as u64);
    bar.set_style(
        ProgressStyle::with_template(
            "ply {msg}: {bar:30} {pos}/{len} solved, {per_sec}, about {eta} left",
        )
        .expect("a valid template"),
    );
    bar.set_message(args.depth.to_string());
    bar.reset_eta();
    let threads = args.threads.unwrap_or_else(default_threads);
    let stop = AtomicBool::new(false);
    let mut failure = None;
    solve_all(
        todo,
        threads,
        args.table_mb << 20,
        floors,
        &stop,
        |key, (score, column)| {
            let line = format!("{key:x} {score} {column}\n");
            if let Err(e) = log.write_all(line.as_bytes()).and_then(|()| log.flush()) {
                failure.get_or_insert(e);
                stop.store(true, std::sync::atomic::Ordering::Relaxed);
            }
            answers.insert(key, (score, column));
            bar.inc(1);
        },
    );
    bar.finish_and_clear();
    failure.map_or(Ok(()), Err)
}

fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The entries of the book already at `--out` that lie deeper than `depth` (the
/// perfect player's own line, built by the plain `book build`), kept as they are.
fn deeper_entries(existing: Option<&Book>, depth: usize, size: BoardSize) -> Vec<(u64, i8, u8)> {
    existing
        .into_iter()
        .flat_map(Book::entries)
        .filter(|(key, _, _)| ply_of(*key, size).is_some_and(|ply| ply > depth))
        .collect()
}

fn ply_of(key: u64, size: BoardSize) -> Option<usize> {
    Position::from_key(size, key.into()).map(|pos| pos.moves())
}

fn deepest_ply(entries: &[(u64, i8, u8)], size: BoardSize) -> usize {
    entries
        .iter()
        .filter_map(|(key, _, _)| ply_of(*key, size))
        .max()
        .unwrap_or(0)
}
