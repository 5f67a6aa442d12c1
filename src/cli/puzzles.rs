//! `connect4 puzzles`: build the puzzle set (`build`, in `puzzles/build.rs`), or print
//! the one shipped (`export`).

mod build;

use super::failure::Failure;
use build::BuildArgs;
use clap::{Args, Subcommand};
use connect4_classic::puzzle::Goal;
use std::io::Write;

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
            build::run(build).map_err(|e| Failure::io("cannot build the puzzles", e))
        }
        PuzzlesAction::Export(export) => run_export(export, &mut std::io::stdout().lock()),
    }
}

fn run_export(args: &ExportArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let chosen = connect4_classic::terminal::puzzles::shipped()
        .iter()
        .filter(|puzzle| {
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
