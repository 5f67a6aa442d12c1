//! The `connect4` binary: read the command line and the config, then run a
//! subcommand or play.

use connect4::cli;
use connect4::config::Env;
use connect4::shell::Console;
use connect4_classic::escape::escape;
use std::process::ExitCode;

use connect4::cli::failure::{BROKEN_PIPE, USAGE_ERROR};

fn main() -> color_eyre::Result<ExitCode> {
    let cli = match cli::parse() {
        Ok(cli) => cli,
        Err(status) => return Ok(status),
    };
    install_reports(&cli)?;
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
    let result = match &cli.command {
        Some(command) => cli::run_command(command, &cli, &config),
        None => {
            connect4::play::play_games(&cli, &Console::Local, &config).map(|()| ExitCode::SUCCESS)
        }
    };
    result.or_else(plain_if_ordinary)
}

/// An ordinary failure (a file that cannot be read or written, no terminal, a closed
/// output) is one plain sentence and status 1, a mistake in what was typed status 2;
/// anything else is a bug, and keeps color-eyre's full report.
fn plain_if_ordinary(report: color_eyre::Report) -> color_eyre::Result<ExitCode> {
    let usage = report.chain().any(|cause| cause.is::<cli::UsageError>());
    let ordinary = usage
        || report.chain().any(|cause| {
            cause.is::<std::io::Error>()
                || cause.is::<connect4::scoreboard::StoreError>()
                || cause.is::<connect4::config::ConfigError>()
                || cause.is::<cli::UserError>()
        });
    if !ordinary {
        return Err(report);
    }
    // A reader that stopped early (`connect4 scores | head -1`) is no failure to report.
    let broken_pipe = report.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    });
    if broken_pipe {
        return Ok(ExitCode::from(BROKEN_PIPE));
    }
    let sentence: Vec<String> = report.chain().map(|cause| cause.to_string()).collect();
    eprintln!("connect4: {}", escape(&sentence.join(": ")));
    Ok(if usage {
        ExitCode::from(USAGE_ERROR)
    } else {
        ExitCode::FAILURE
    })
}

/// How errors and panics are reported. At a terminal, color-eyre's: with
/// RUST_BACKTRACE set, every error carries its backtrace, resolved at once. A server
/// makes errors in the ordinary course (each ssh visit that ends with its connection
/// ends on one), and resolving a backtrace reads the binary's debug info into a cache
/// that is never given back: the first visit to end took the door from 22 MiB to 190
/// MiB. So `connect4 serve` uses eyre's plain reports, whose backtrace (if asked
/// for) is only resolved if it is printed.
fn install_reports(cli: &cli::Cli) -> color_eyre::Result<()> {
    #[cfg(feature = "server")]
    if matches!(cli.command, Some(cli::Command::Serve(_))) {
        color_eyre::eyre::set_hook(Box::new(color_eyre::eyre::DefaultHandler::default_with))?;
        return Ok(());
    }
    let _ = cli;
    color_eyre::install()
}
