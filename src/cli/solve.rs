//! `connect4 solve`: solve positions read one per line, print `POSITION SCORE` per line.

mod jobs;

use super::failure::Failure;
use super::lines::{CappedLines, InputLine, LineAnswer, MAX_LINE_BYTES};
use clap::Args;
use connect4_classic::escape::{escape, escape_cut};
use connect4_classic::game::BoardSize;
use connect4_classic::solver::{DEFAULT_TABLE_BYTES, Position, Solver};
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::PathBuf;
use std::time::Instant;

/// Options of `connect4 solve`.
#[derive(Debug, Clone, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    pub board: super::BoardArgs,
    /// Print only win (1), draw (0) or loss (-1): faster than the exact score.
    #[arg(long)]
    pub weak: bool,
    /// Print one score per column instead (`x` for a full column).
    #[arg(long)]
    pub analyze: bool,
    /// Add the nodes searched and the microseconds spent to each line.
    #[arg(long)]
    pub stats: bool,
    /// Keep the transposition table from one position to the next (faster on related
    /// positions; by default each position is solved from an empty table).
    #[arg(long)]
    pub keep_table: bool,
    /// Transposition table size in MiB (a power of two is used, at most this).
    #[arg(long, default_value_t = (DEFAULT_TABLE_BYTES >> 20) as u32, value_parser = clap::value_parser!(u32).range(2..=4096))]
    pub table_mb: u32,
    /// Solve this many lines at once, one thread and one table (`--table-mb`) each;
    /// the output is the same, in the same order.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub jobs: u32,
    /// Threads searching each position together, sharing its table (lazy SMP); by
    /// default the cores left over by `--jobs` (all of them with one job). Boards over
    /// 64 bits (8x8 and up, 9x7, 10x6 …) always use one.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub threads: Option<u32>,
    /// Files of positions (move strings such as `4453`, one per line; a second column
    /// is ignored). Reads standard input when none are given.
    pub files: Vec<PathBuf>,
}

impl SolveArgs {
    /// Threads per position: as asked, else the cores each job has.
    pub fn threads(&self) -> usize {
        let cores = connect4_classic::solver::cores();
        self.threads
            .map_or((cores / self.jobs as usize).max(1), |n| n as usize)
    }

    /// A solver as the options ask: its table size and threads.
    pub fn solver(&self, size: BoardSize) -> Solver {
        let mut solver = Solver::with_table_bytes(size, (self.table_mb as usize) << 20);
        solver.set_threads(self.threads());
        solver
    }
}

/// Solves every line of the inputs, printing results to `out` and bad lines to `err`.
/// Returns whether every line was valid. An input file that cannot be opened is a
/// mistake in the command line; one that fails while read, or an output that cannot
/// be written, is a failure.
pub fn run(args: &SolveArgs, size: BoardSize) -> Result<bool, Failure> {
    let mut solver = args.solver(size);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut err = io::stderr();
    let mut all_valid = true;
    if args.files.is_empty() {
        let stdin = io::stdin();
        all_valid &= solve_input(stdin.lock(), "stdin", &mut solver, args, &mut out, &mut err)?;
    }
    for path in &args.files {
        let file = File::open(path).map_err(|e| {
            Failure::Usage(format!(
                "{}: {e}",
                connect4_classic::escape::escape_path(path)
            ))
        })?;
        let name = path.display().to_string();
        all_valid &= solve_input(
            BufReader::new(file),
            &name,
            &mut solver,
            args,
            &mut out,
            &mut err,
        )?;
    }
    Ok(all_valid)
}

/// Solves one input, line by line or (`--jobs`) shared out among the jobs.
fn solve_input(
    input: impl BufRead,
    name: &str,
    solver: &mut Solver,
    args: &SolveArgs,
    out: &mut impl Write,
    err: &mut impl Write,
) -> Result<bool, Failure> {
    if args.jobs == 1 {
        return solve_lines(input, name, solver, args, out, err);
    }
    let size = solver.size();
    let jobs = jobs::Jobs {
        count: args.jobs as usize,
        solver: &|| args.solver(size),
        answer: &|line: &InputLine, index, solver: &mut Solver| {
            answer_line(line, index, name, solver, args)
        },
    };
    jobs.solve(input, name, out, err)
}

/// Solves each line of `input` (named `name` in messages). Output stays aligned with
/// the input: a bad line prints `POSITION invalid`, a blank line a blank line.
fn solve_lines(
    input: impl BufRead,
    name: &str,
    solver: &mut Solver,
    args: &SolveArgs,
    out: &mut impl Write,
    err: &mut impl Write,
) -> Result<bool, Failure> {
    let mut all_valid = true;
    for (index, line) in CappedLines::new(input).enumerate() {
        let line = line.map_err(|e| Failure::input(name, e))?;
        let answer = answer_line(&line, index, name, solver, args);
        all_valid &= answer.write(out, err).map_err(Failure::output)?;
        out.flush().map_err(Failure::output)?;
    }
    Ok(all_valid)
}

/// Solves line `index` (0-based) of the input named `name`.
fn answer_line(
    line: &InputLine,
    index: usize,
    name: &str,
    solver: &mut Solver,
    args: &SolveArgs,
) -> LineAnswer {
    let line = match line {
        InputLine::Text(line) => line,
        InputLine::TooLong(head) => return too_long(head, index, name),
    };
    let line = match std::str::from_utf8(trim_line_end(line)) {
        Ok(text) => text,
        Err(_) => {
            // A line that is not text is a bad line like any other: said, marked,
            // and the rest still solved.
            let shown = escape_cut(&String::from_utf8_lossy(line), 60);
            let lossy = String::from_utf8_lossy(line);
            let first = lossy.split_whitespace().next().unwrap_or("");
            return LineAnswer {
                out: format!("{} invalid", escape(first)),
                err: Some(format!(
                    "{}: line {}: not UTF-8 text: \"{shown}\"",
                    escape(name),
                    index + 1
                )),
            };
        }
    };
    let Some(moves) = line.split_whitespace().next() else {
        return LineAnswer {
            out: String::new(),
            err: None,
        };
    };
    match parse_position(solver.size(), moves) {
        Ok(pos) => LineAnswer {
            out: format!("{moves} {}", solve_one(solver, &pos, args)),
            err: None,
        },
        Err(e) => LineAnswer {
            out: format!("{} invalid", escape(moves)),
            err: Some(format!(
                "{}: line {}: invalid position \"{}\": {e}",
                escape(name),
                index + 1,
                escape_cut(moves, 60)
            )),
        },
    }
}

/// A line too long to be a position: said with its start, cut, and marked invalid
/// (its first word cut too, as it may be the whole line) so output stays aligned.
fn too_long(head: &[u8], index: usize, name: &str) -> LineAnswer {
    let lossy = String::from_utf8_lossy(head);
    let first = lossy.split_whitespace().next().unwrap_or("");
    LineAnswer {
        out: format!("{} invalid", escape_cut(first, 60)),
        err: Some(format!(
            "{}: line {}: too long (over {MAX_LINE_BYTES} bytes) to be a position: \"{}\"",
            escape(name),
            index + 1,
            escape_cut(&lossy, 60)
        )),
    }
}

/// A line without its `\r\n` or `\n` ending, as `BufRead::lines` would give it.
fn trim_line_end(line: &[u8]) -> &[u8] {
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// The position a line's first word names: `-` is the empty board (a blank line stays
/// a blank line), anything else the moves from it.
fn parse_position(
    size: BoardSize,
    moves: &str,
) -> Result<Position, connect4_classic::game::NotationError> {
    if moves == "-" {
        return Ok(Position::new(size));
    }
    Position::from_moves(size, moves)
}

/// The text after the position: the score (or per-column scores), plus the stats.
fn solve_one(solver: &mut Solver, pos: &Position, args: &SolveArgs) -> String {
    if !args.keep_table {
        solver.reset();
    }
    let start = Instant::now();
    let mut text = if args.analyze {
        let scores = solver.analyze(pos, args.weak);
        let cells: Vec<String> = scores
            .iter()
            .map(|s| s.map_or_else(|| "x".to_string(), |v| v.to_string()))
            .collect();
        cells.join(" ")
    } else if args.weak {
        solver.solve_weak(pos).to_string()
    } else {
        solver.solve(pos).to_string()
    };
    let micros = start.elapsed().as_micros();
    if args.stats {
        text = format!("{text} {} {micros}", solver.last_nodes());
    }
    text
}
