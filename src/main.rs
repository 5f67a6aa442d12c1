//! The `connect4` binary: read the command line and the config, then run a
//! subcommand or play.

use clap::Parser;
use connect4::cli::{self, Cli};
use connect4::config::Env;
use std::process::ExitCode;

/// Config and usage mistakes exit with 2, like clap's own usage errors.
const USAGE_ERROR: u8 = 2;

fn main() -> color_eyre::Result<ExitCode> {
    color_eyre::install()?;
    let cli = Cli::parse();
    if let Some(status) = cli::run_without_config(&cli) {
        return Ok(status);
    }
    let env = Env::from_process();
    if cli.wants_config_path() {
        cli::print_config_path(&cli, &env, &mut std::io::stdout())?;
        return Ok(ExitCode::SUCCESS);
    }
    // Before any terminal setup, so the message lands on a normal screen.
    let config = match cli.load_config(&env) {
        Ok(config) => config,
        Err(error) => {
            eprintln!("error: {error}");
            return Ok(ExitCode::from(USAGE_ERROR));
        }
    };
    match &cli.command {
        Some(command) => cli::run_command(command, &cli, &config),
        None => cli::play(&cli, &config).map(|()| ExitCode::SUCCESS),
    }
}
