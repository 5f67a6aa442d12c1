//! The command line: flags for the game, and subcommands for scripts.

use clap::Parser;

/// Connect 4 in the terminal: play a friend or the computer.
#[derive(Debug, Parser)]
#[command(version, about, long_about = None)]
pub struct Cli {
    /// Number of columns on the board (4-10).
    #[arg(long, value_parser = clap::value_parser!(u8).range(4..=10))]
    pub columns: Option<u8>,
    /// Number of rows on the board (4-10).
    #[arg(long, value_parser = clap::value_parser!(u8).range(4..=10))]
    pub rows: Option<u8>,
}
