//! `connect4 puzzles build`: the opening book's positions, then games between the
//! levels, each position examined (classified, its line checked, graded); the finds
//! appended to a progress file as they come, so a rerun goes on where the last one
//! stopped; and at the end the set picked from them and written.

use clap::Args;
use connect4_classic::escape::escape_path;
use connect4_classic::puzzle::{self, Features, Found, Grade, Oracle, Puzzle};
use connect4_classic::solver::{Position, canonical_key};
use std::collections::HashSet;
use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Options of `connect4 puzzles build`.
#[derive(Debug, Clone, Args)]
pub struct BuildArgs {
    /// Games between the levels to search (in all, counting those a rerun finds done).
    #[arg(long, default_value_t = 3000)]
    pub games: u64,
    /// How many puzzles the set takes, spread over the grades.
    #[arg(long, default_value_t = 5000)]
    pub total: usize,
    /// Seed of the games' openings and of the levels that play with chance.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The most solver nodes one analysis of a puzzle's line may take: dearer
    /// positions are passed over, so that the app (and the page) answers quickly.
    #[arg(long, default_value_t = 3_000_000)]
    pub max_nodes: u64,
    /// Leave out the opening book's positions.
    #[arg(long)]
    pub no_book: bool,
    /// Progress file: each puzzle found and each game done, appended as they come.
    #[arg(long, default_value = "target/puzzles-work.txt")]
    pub work: PathBuf,
    /// Where to write the set.
    #[arg(long, default_value = "games/connect4/assets/puzzles.txt")]
    pub out: PathBuf,
    /// Transposition table size in MiB.
    #[arg(long, default_value_t = 256)]
    pub table_mb: usize,
}

/// What the progress file says was done.
#[derive(Default)]
struct Progress {
    found: Vec<Found>,
    games: HashSet<u64>,
    book_done: bool,
}

/// The line that marks the book's positions done.
const BOOK_DONE: &str = "book done";

/// Builds the set as `args` says.
pub fn run(args: &BuildArgs) -> io::Result<()> {
    let mut progress = read_progress(&args.work)?;
    eprintln!(
        "puzzles: {} found and {} games done in {}",
        progress.found.len(),
        progress.games.len(),
        escape_path(&args.work)
    );
    let mut seen: HashSet<u64> = progress
        .found
        .iter()
        .map(|f| key(&f.puzzle.moves))
        .collect();
    let mut log = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.work)?;
    let mut oracle = Oracle::new(1, args.table_mb << 20);
    let started = Instant::now();
    if !args.no_book && !progress.book_done {
        let positions = puzzle::book_positions(&mut oracle);
        eprintln!("puzzles: {} book positions to examine", positions.len());
        for (index, game) in positions.iter().enumerate() {
            let moves = game.notation();
            if !seen.insert(key(&moves)) {
                continue;
            }
            let seed = index as u64 ^ args.seed.rotate_left(32);
            if let Some(found) = puzzle::examine(game, &mut oracle, args.max_nodes, seed) {
                writeln!(log, "{}", found_line(&found))?;
                progress.found.push(found);
            }
        }
        writeln!(log, "{BOOK_DONE}")?;
        log.flush()?;
        report("book", &progress, started);
    }
    for index in 0..args.games {
        if progress.games.contains(&index) {
            continue;
        }
        let game = puzzle::level_game(args.seed, index);
        for ply in 2..game.moves().len() {
            let moves = &game.notation()[..ply];
            if !seen.insert(key(moves)) {
                continue;
            }
            let position = puzzle_game(moves);
            let seed = (index << 8 | ply as u64) ^ args.seed;
            if let Some(found) = puzzle::examine(&position, &mut oracle, args.max_nodes, seed) {
                writeln!(log, "{}", found_line(&found))?;
                progress.found.push(found);
            }
        }
        writeln!(log, "game {index}")?;
        log.flush()?;
        progress.games.insert(index);
        if index % 10 == 9 {
            report(&format!("game {}", index + 1), &progress, started);
        }
    }
    let set = puzzle::select(&progress.found, args.total);
    write_set(&args.out, &set, &progress)?;
    eprintln!(
        "puzzles: {} of {} found written to {}",
        set.len(),
        progress.found.len(),
        escape_path(&args.out)
    );
    Ok(())
}

fn puzzle_game(moves: &str) -> connect4_classic::game::Game {
    Puzzle {
        moves: moves.to_string(),
        goal: puzzle::Goal::OnlyMove,
        grade: Grade::ALL[0],
    }
    .game()
}

/// The position's key, its mirror image's the same.
fn key(moves: &str) -> u64 {
    let size = connect4_classic::game::BoardSize::STANDARD;
    let pos = Position::from_moves(size, moves).expect("the generator's own moves");
    canonical_key(&pos).0
}

fn report(what: &str, progress: &Progress, started: Instant) {
    let mut per_grade = [0; 5];
    for found in &progress.found {
        per_grade[usize::from(found.puzzle.grade.number() - 1)] += 1;
    }
    eprintln!(
        "puzzles: {what}: {} found (grades 1-5: {per_grade:?}), {:.0} s",
        progress.found.len(),
        started.elapsed().as_secs_f64()
    );
}

/// A find in the progress file: `found MOVES GOAL GRADE LINE TEMPTING EASY MEDIUM NODES`.
fn found_line(found: &Found) -> String {
    let f = &found.features;
    format!(
        "found {} {} {} {:.3} {:.3} {}",
        found.puzzle, f.line, f.tempting, f.easy_misses, f.medium_misses, found.dearest
    )
}

fn parse_found(line: &str) -> Option<Found> {
    let fields: Vec<&str> = line.strip_prefix("found ")?.split(' ').collect();
    let [moves, goal, grade, length, tempting, easy, medium, nodes] = fields[..] else {
        return None;
    };
    let puzzle = Puzzle::from_line(&format!("{moves} {goal} {grade}")).ok()?;
    Some(Found {
        puzzle,
        features: Features {
            line: length.parse().ok()?,
            tempting: tempting.parse().ok()?,
            easy_misses: easy.parse().ok()?,
            medium_misses: medium.parse().ok()?,
        },
        dearest: nodes.parse().ok()?,
    })
}

/// The progress file's finds and games; a missing file is a fresh start, and a line
/// cut short by an interrupted write is dropped.
fn read_progress(path: &Path) -> io::Result<Progress> {
    let mut progress = Progress::default();
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(progress),
        Err(e) => return Err(e),
    };
    for line in text.lines() {
        if line == BOOK_DONE {
            progress.book_done = true;
        } else if let Some(index) = line.strip_prefix("game ") {
            progress.games.extend(index.parse::<u64>().ok());
        } else if let Some(found) = parse_found(line) {
            progress.found.push(found);
        }
    }
    Ok(progress)
}

/// Writes the set (with a header saying what it was picked from) through a temporary
/// file renamed into place.
fn write_set(path: &Path, set: &[Puzzle], progress: &Progress) -> io::Result<()> {
    let mut text = String::from(
        "# Connect 4 puzzles (7x6): MOVES GOAL GRADE, one a line. Written by `connect4 puzzles build`.\n",
    );
    text.push_str(&format!(
        "# {} picked from {} found in the opening book and {} games between the levels.\n",
        set.len(),
        progress.found.len(),
        progress.games.len()
    ));
    for puzzle in set {
        text.push_str(&format!("{puzzle}\n"));
    }
    let tmp = path.with_extension("tmp");
    fs::write(&tmp, text)?;
    fs::rename(&tmp, path)
}
