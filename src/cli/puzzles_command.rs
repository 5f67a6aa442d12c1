//! `connect4 puzzles`: build the puzzle set (`build`, in `puzzles_build.rs`), or print
//! the one shipped (`export`).

use super::failure::Failure;
use super::puzzles_build;
use clap::{Args, Subcommand};
use connect4_rules::puzzle::Goal;
use std::io::Write;
use std::path::PathBuf;

/// Options of `connect4 puzzles`.
#[derive(Debug, Clone, Args)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    pub action: PuzzlesAction,
}

#[derive(Debug, Clone, Subcommand)]
pub enum PuzzlesAction {
    /// Find puzzles in games between the computer's levels and in the opening book,
    /// grade them, and write the set. Resumable: what is found is appended to --work
    /// at once, and a rerun goes on from there.
    Build(BuildArgs),
    /// Print the shipped set, one puzzle a line: the moves, the goal (win-in-5,
    /// only-move), the grade (1-5).
    Export(ExportArgs),
}

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
    #[arg(long, default_value = "assets/puzzles.txt")]
    pub out: PathBuf,
    /// Transposition table size in MiB.
    #[arg(long, default_value_t = 256)]
    pub table_mb: usize,
}

#[derive(Debug, Clone, Args)]
pub struct ExportArgs {
    /// Only the puzzles of this goal (win-in-5, only-move).
    #[arg(long)]
    pub goal: Option<Goal>,
    /// Only the puzzles of this grade (1-5).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=5))]
    pub grade: Option<u8>,
}

/// Runs `connect4 puzzles`.
pub fn run(args: &PuzzlesArgs) -> Result<(), Failure> {
    match &args.action {
        PuzzlesAction::Build(build) => {
            puzzles_build::run(build).map_err(|e| Failure::io("cannot build the puzzles", e))
        }
        PuzzlesAction::Export(export) => run_export(export, &mut std::io::stdout().lock()),
    }
}

fn run_export(args: &ExportArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let chosen = crate::puzzles::shipped().iter().filter(|puzzle| {
        args.goal.is_none_or(|goal| puzzle.goal == goal)
            && args
                .grade
                .is_none_or(|grade| puzzle.grade.number() == grade)
    });
    for puzzle in chosen {
        writeln!(out, "{puzzle}").map_err(Failure::output)?;
    }
    out.flush().map_err(Failure::output)
}
