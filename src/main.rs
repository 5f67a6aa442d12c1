//! The `connect4` binary: parse the command line, then play or run a subcommand.

use clap::Parser;
use connect4::app::{self, Model, Settings};
use connect4::cli::{Cli, Command, book, match_command, move_command, solve};
use connect4::ui::Theme;
use std::process::ExitCode;

fn main() -> color_eyre::Result<ExitCode> {
    color_eyre::install()?;
    let cli = Cli::parse();
    let size = cli.board_size();
    let done = match &cli.command {
        Some(Command::Solve(args)) => match solve::run(args, size) {
            Ok(true) => Ok(()),
            Ok(false) => return Ok(ExitCode::from(1)),
            Err(e) => Err(("solve", e.to_string())),
        },
        Some(Command::Book(args)) => book::run(args).map_err(|e| ("book", e.to_string())),
        Some(Command::Move(args)) => move_command::run(args, size).map_err(|e| ("move", e)),
        Some(Command::Match(args)) => match_command::run(args, size).map_err(|e| ("match", e)),
        None => {
            let model = Model::new(Settings {
                size,
                ..Settings::default()
            });
            app::run(model, &Theme::default(), |_, _| {})?;
            Ok(())
        }
    };
    Ok(match done {
        Ok(()) => ExitCode::SUCCESS,
        Err((command, e)) => {
            eprintln!("connect4 {command}: {e}");
            ExitCode::from(2)
        }
    })
}
