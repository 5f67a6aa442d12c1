//! `connect4 book build`: solve the opening positions and write the opening book.
//!
//! Resumable: every solved position is appended to a checkpoint file at once, and a
//! rerun with the same checkpoint skips what it already holds. After each finished ply
//! the book file is rewritten, so it is always usable.

pub(super) mod command;
mod complete;

use clap::{Args, Subcommand};
use connect4_classic::game::BoardSize;
use connect4_classic::solver::book_build::{self, Known, Progress};
use connect4_classic::solver::{Book, Solver};
use indicatif::{ProgressBar, ProgressStyle};
use std::fs::{self, File, OpenOptions};
use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Options of `connect4 book`.
#[derive(Debug, Clone, Args)]
pub struct BookArgs {
    #[command(subcommand)]
    pub action: BookAction,
}

#[derive(Debug, Clone, Subcommand)]
pub enum BookAction {
    /// Solve the positions the perfect player can face up to --depth discs and write
    /// the book (7x6 only).
    Build(BuildArgs),
}

#[derive(Debug, Clone, Args)]
pub struct BuildArgs {
    #[command(flatten)]
    pub board: super::BoardArgs,
    /// The last ply (discs on the board) the book covers.
    #[arg(long, default_value_t = 10)]
    pub depth: usize,
    /// Progress file: one solved position per line, appended as they finish.
    #[arg(long, default_value = "target/book-checkpoint.txt")]
    pub checkpoint: PathBuf,
    /// Where to write the book. A book already there is read first: its answers are
    /// reused (and, for the line, its moves followed) and its entries kept (with
    /// --complete, those deeper than --depth).
    #[arg(long, default_value = "games/connect4/assets/book.bin")]
    pub out: PathBuf,
    /// Transposition table size in MiB, kept across all positions (per thread with
    /// --complete).
    #[arg(long, default_value_t = 1024)]
    pub table_mb: usize,
    /// Build the complete book: every position up to --depth, whoever played it (the
    /// deepest ply solved, the others derived), keeping the deeper entries of the
    /// book already in --out.
    #[arg(long)]
    pub complete: bool,
    /// Threads (default: every core): with --complete, each solves positions of its
    /// own; for the line, they search each position together.
    #[arg(long)]
    pub threads: Option<usize>,
}

impl BookArgs {
    /// The board-size flags given to the action.
    pub fn board(&self) -> &super::BoardArgs {
        match &self.action {
            BookAction::Build(build) => &build.board,
        }
    }
}

/// Builds the perfect player's line book (7x6 only).
pub(super) fn run_build(args: &BuildArgs) -> io::Result<()> {
    let size = BoardSize::STANDARD;
    let mut known = load_checkpoint(&args.checkpoint)?;
    eprintln!(
        "book: {} positions already in {}",
        known.len(),
        connect4_classic::escape::escape_path(&args.checkpoint)
    );
    // The book already at --out is kept whole and its answers are reused: the line
    // follows the moves it gives, so the perfect player's choices in the shallower
    // plies (those of the complete book) are the ones the line is built from.
    let existing_book = existing_book(&args.out, size)?;
    let existing_depth = existing_book.as_ref().map_or(0, Book::depth);
    let existing: Vec<(u64, i8, u8)> = existing_book.iter().flat_map(Book::entries).collect();
    for &(key, score, column) in &existing {
        known.entry(key).or_insert((score, column));
    }
    let mut log = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.checkpoint)?;
    let mut solver = Solver::with_table_bytes(size, args.table_mb << 20);
    solver.set_threads(args.threads.unwrap_or_else(connect4_classic::solver::cores));
    let start = Instant::now();
    // A bar per ply on a terminal (nothing when stderr is piped), the ply's summary
    // line always.
    let bar = ProgressBar::new(0);
    bar.set_style(
        ProgressStyle::with_template("ply {msg}: {bar:30} {pos}/{len} positions, about {eta} left")
            .expect("a valid template"),
    );
    let mut log_failure = None;
    let mut book_failure = None;
    book_build::build(
        &mut solver,
        args.depth,
        &mut known,
        |p: Progress| {
            if p.solved {
                let line = format!("{:x} {} {}\n", p.key, p.score, p.column);
                if let Err(e) = log.write_all(line.as_bytes()).and_then(|_| log.flush()) {
                    log_failure.get_or_insert(e);
                }
            }
            if p.done == 1 {
                bar.set_length(p.total as u64);
                bar.set_message(p.ply.to_string());
                bar.reset();
            }
            bar.set_position(p.done as u64);
        },
        |ply, entries| {
            let mut entries = entries.to_vec();
            entries.extend_from_slice(&existing);
            let book = Book::from_entries(size, ply.max(existing_depth), entries);
            if let Err(e) = write_atomically(&args.out, &book.to_bytes()) {
                book_failure.get_or_insert(e);
            }
            bar.suspend(|| {
                eprintln!(
                    "ply {ply} done: {} entries written to {} ({:.0}s in all)",
                    book.len(),
                    connect4_classic::escape::escape_path(&args.out),
                    start.elapsed().as_secs_f64()
                );
            });
        },
    );
    bar.finish_and_clear();
    log_failure.or(book_failure).map_or(Ok(()), Err)
}

/// The book at `path` if there is one for `size`. A book that cannot be read is an
/// error: writing over it would lose it.
pub(super) fn existing_book(path: &Path, size: BoardSize) -> io::Result<Option<Book>> {
    let bytes = match fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    let book = Book::from_bytes(&bytes).map_err(|e| {
        io::Error::other(format!(
            "{}: {e}",
            connect4_classic::escape::escape_path(path)
        ))
    })?;
    Ok((book.size() == size).then_some(book))
}

/// Reads `KEY SCORE COLUMN` lines (key in hex); a missing file is an empty start.
pub(super) fn load_checkpoint(path: &Path) -> io::Result<Known> {
    let mut known = Known::new();
    let file = match File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(known),
        Err(e) => return Err(e),
    };
    for line in BufReader::new(file).lines() {
        let line = line?;
        let mut parts = line.split_whitespace();
        let parsed = (|| {
            let key = u64::from_str_radix(parts.next()?, 16).ok()?;
            let score = parts.next()?.parse().ok()?;
            let column = parts.next()?.parse().ok()?;
            Some((key, (score, column)))
        })();
        // A line cut short by an interrupted write is dropped: it is solved again.
        if let Some((key, answer)) = parsed {
            known.insert(key, answer);
        }
    }
    Ok(known)
}

pub(super) fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let tmp = path.with_extension("tmp");
    fs::write(&tmp, bytes)?;
    fs::rename(&tmp, path)
}
