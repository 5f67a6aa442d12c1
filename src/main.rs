//! The `connect4` binary: read the command line and the config, then run a
//! subcommand or play.

use clap::Parser;
use connect4::cli::{self, Cli, Command};
use connect4::config::{Config, Env};
use std::process::ExitCode;

/// Config and usage mistakes exit with 2, like clap's own usage errors.
const USAGE_ERROR: u8 = 2;

fn main() -> color_eyre::Result<ExitCode> {
    color_eyre::install()?;
    let cli = Cli::parse();
    let env = Env::from_process();
    let mut stdout = std::io::stdout().lock();
    if cli.wants_config_path() {
        cli::print_config_path(&cli, &env, &mut stdout)?;
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
        Some(Command::Config(_)) => cli::print_config(&config, &mut stdout)?,
        Some(Command::Scores(args)) => {
            let terminal = cli::Terminal {
                out: &mut stdout,
                err: &mut std::io::stderr(),
                input: &mut std::io::stdin().lock(),
            };
            return cli::run_scores(args, &cli.score_store()?, terminal);
        }
        None => play(&cli, &config)?,
    }
    Ok(ExitCode::SUCCESS)
}

/// INTEGRATION POINT: launch the game here with `config` (`config.theme()`,
/// `config.board.size()`, `config.players`) and the scoreboard in `cli.data_dir`.
fn play(_cli: &Cli, _config: &Config) -> color_eyre::Result<()> {
    Ok(())
}
