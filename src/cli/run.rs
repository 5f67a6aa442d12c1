//! Runs a subcommand with the real stdout, stderr and stdin.

use super::{Cli, Command, Terminal, print_config, run_scores};
use crate::config::Config;
use std::process::ExitCode;

/// Runs `command` (anything but playing) with the config in effect.
pub fn run_command(command: &Command, cli: &Cli, config: &Config) -> color_eyre::Result<ExitCode> {
    let mut stdout = std::io::stdout().lock();
    match command {
        Command::Config(_) => {
            print_config(config, &mut stdout)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Scores(args) => {
            let terminal = Terminal {
                out: &mut stdout,
                err: &mut std::io::stderr(),
                input: &mut std::io::stdin().lock(),
            };
            run_scores(args, &cli.score_store()?, terminal)
        }
    }
}
