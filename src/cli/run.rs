//! Runs a subcommand with the real stdout, stderr and stdin.

use super::failure::Failure;
use super::{Cli, Command, Terminal, print_config, run_scores};
use crate::config::Config;
#[cfg(feature = "online")]
use crate::online::Start;
#[cfg(feature = "online")]
use crate::play::online::seat_at_game;
#[cfg(feature = "online")]
use crate::play::play_online;
use crate::shell::Console;
use std::process::ExitCode;

/// Runs the commands that do not read the config file (a broken config must not stop
/// a script that only solves positions); `None` for every other command.
pub fn run_without_config(cli: &Cli) -> Option<ExitCode> {
    match &cli.command {
        Some(Command::Solve(args)) => {
            Some(match super::solve::run(args, cli.board_size(&args.board)) {
                Ok(true) => ExitCode::SUCCESS,
                // A bad line: said on its own line of stderr already.
                Ok(false) => ExitCode::FAILURE,
                Err(failure) => failure.report("solve"),
            })
        }
        Some(Command::Book(args)) => Some(report(
            "book",
            super::book::command::run(args, cli.board_size(args.board())),
        )),
        Some(Command::Move(args)) => Some(report(
            "move",
            super::move_command::run(args, cli.board_size(&args.board)),
        )),
        Some(Command::Match(args)) => Some(report(
            "match",
            super::match_command::run(args, cli.board_size(&args.board)),
        )),
        // A record opened in the game's review needs the config: `run_command`.
        Some(Command::Review(args)) if super::review::file::opens_in_game(args) => None,
        Some(Command::Review(args)) => Some(report(
            "review",
            // A record file names its own game and board.
            if super::review::record_file::is_record_path(&args.moves) {
                super::review::file::run(args)
            } else {
                super::review::run(args, cli.board_size(&args.board))
            },
        )),
        Some(Command::Puzzles(args)) => Some(report("puzzles", super::puzzles::run(args))),
        Some(Command::Checkers(args)) => {
            Some(report("checkers", super::checkers_command::run(args)))
        }
        #[cfg(feature = "server")]
        Some(Command::Serve(args)) => Some(report(
            "serve",
            super::serve::run(args, cli.data_dir.as_deref()),
        )),
        #[cfg(feature = "server")]
        Some(Command::Agent(args)) => Some(report("agent", super::agent::run(args))),
        _ => None,
    }
}

/// Exit status 0, or what failed on stderr and its status (see `Failure`).
fn report(command: &str, result: Result<(), Failure>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.report(command),
    }
}

/// Runs `command` (anything but playing) with the config in effect.
pub fn run_command(command: &Command, cli: &Cli, config: &Config) -> color_eyre::Result<ExitCode> {
    // Stdout is locked only where it is written: a game's other threads (the
    // signals', restoring the terminal) write to it too, and the game waits for them.
    match command {
        Command::Config(args) if args.write => {
            super::config_command::write_config(cli, config, &mut std::io::stdout().lock())?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Config(_) => {
            print_config(config, &mut std::io::stdout().lock())?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Scores(args) => {
            let terminal = Terminal {
                out: &mut std::io::stdout().lock(),
                err: &mut std::io::stderr(),
                input: &mut std::io::stdin().lock(),
            };
            run_scores(
                args,
                &cli.score_store_in(args.data_dir.as_deref())?,
                terminal,
            )
        }
        Command::Puzzle(args) => {
            crate::play::play_puzzles(cli, &Console::Local, config, args.pick())?;
            Ok(ExitCode::SUCCESS)
        }
        #[cfg(feature = "online")]
        Command::Host(_) | Command::Join(_) | Command::Watch(_) => {
            play_online_command(command, cli, config)
        }
        #[cfg(feature = "online")]
        Command::Online(args) => {
            crate::play::online::lobby::run_lobby(cli, &Console::Local, config, args)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Review(args) if super::review::file::opens_in_game(args) => {
            match super::review::file::game_to_open(args) {
                Ok(Some(game)) => {
                    crate::play::play_review(cli, &Console::Local, config, game)?;
                    Ok(ExitCode::SUCCESS)
                }
                // Checkers has no review in the game: its review is printed.
                Ok(None) => Ok(report("review", super::review::file::run(args))),
                Err(failure) => Ok(failure.report("review")),
            }
        }
        Command::Solve(_)
        | Command::Book(_)
        | Command::Move(_)
        | Command::Match(_)
        | Command::Review(_)
        | Command::Puzzles(_)
        | Command::Checkers(_) => {
            Ok(run_without_config(cli).expect("solve and book run without the config"))
        }
        #[cfg(feature = "server")]
        Command::Serve(_) | Command::Agent(_) => {
            Ok(run_without_config(cli).expect("serve and agent run without the config"))
        }
    }
}

/// `connect4 host`, `join` or `watch`: seated at the game, then its board.
#[cfg(feature = "online")]
fn play_online_command(
    command: &Command,
    cli: &Cli,
    config: &Config,
) -> color_eyre::Result<ExitCode> {
    let (server, start) = match command {
        Command::Host(args) => {
            // clap took only a registered game's name.
            let game = crate::games::from_name(&args.game).unwrap_or_else(crate::games::first);
            let kind = crate::games::entry(game).kind();
            let (clock, rated) = (args.clock, !args.unrated);
            (&args.server, Start::Host { kind, clock, rated })
        }
        Command::Join(args) => (&args.server, Start::Join(args.code)),
        Command::Watch(args) => (&args.server, Start::Watch(args.code)),
        _ => unreachable!("only the online commands come here"),
    };
    let seated = seat_at_game(server, config, cli.data_dir.clone(), start)?;
    play_online(cli, &Console::Local, config, seated)?;
    Ok(ExitCode::SUCCESS)
}
