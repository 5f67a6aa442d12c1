//! The `connect4` binary.

use clap::Parser;
use connect4::cli::{Cli, Command};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match &cli.command {
        Some(Command::Solve(args)) => match connect4::cli::solve::run(args, cli.board_size()) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::from(1),
            Err(e) => {
                eprintln!("connect4 solve: {e}");
                ExitCode::from(2)
            }
        },
        Some(Command::Book(args)) => match connect4::cli::book::run(args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("connect4 book: {e}");
                ExitCode::from(2)
            }
        },
        None => ExitCode::SUCCESS,
    }
}
