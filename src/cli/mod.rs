//! The command line: flags for the game, and subcommands for scripts.

pub mod book;
pub mod match_command;
pub mod move_command;
pub mod solve;

pub use book::BookArgs;
use clap::{Parser, Subcommand};
pub use match_command::MatchArgs;
pub use move_command::MoveArgs;
pub use solve::SolveArgs;

/// Connect 4 in the terminal: play a friend or the computer.
#[derive(Debug, Parser)]
#[command(version, about, long_about = None)]
pub struct Cli {
    /// Number of columns on the board (4-10).
    #[arg(long, global = true, value_parser = clap::value_parser!(u8).range(4..=10))]
    pub columns: Option<u8>,
    /// Number of rows on the board (4-10).
    #[arg(long, global = true, value_parser = clap::value_parser!(u8).range(4..=10))]
    pub rows: Option<u8>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands; without one, the game starts.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve positions exactly: one move string per line in, `POSITION SCORE` out.
    Solve(SolveArgs),
    /// The opening book: `connect4 book build` solves the openings and writes it.
    Book(BookArgs),
    /// Print the column a computer level plays in a position (1-based, 0 for 10).
    Move(MoveArgs),
    /// Play a match between two computer levels and print the score.
    Match(MatchArgs),
}

impl Cli {
    /// The board size the flags ask for (7x6 by default).
    pub fn board_size(&self) -> crate::game::BoardSize {
        let columns = self.columns.map_or(7, usize::from);
        let rows = self.rows.map_or(6, usize::from);
        crate::game::BoardSize::new(columns, rows).expect("clap keeps sizes within 4..=10")
    }
}
