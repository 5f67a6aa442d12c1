//! `connect4 checkers`: checkers from the command line. `perft N` counts the move
//! sequences of length N (each multi-jump one move) from the start or a FEN position,
//! `--divide` per first move: the published figures check the rules.

use crate::checkers::{Board, divide, perft};
use clap::{Args, Subcommand};
use std::io::Write;

/// Options of `connect4 checkers`.
#[derive(Debug, Clone, Args)]
pub struct CheckersArgs {
    #[command(subcommand)]
    pub command: CheckersCommand,
}

#[derive(Debug, Clone, Subcommand)]
pub enum CheckersCommand {
    /// Count the move sequences of DEPTH moves (perft), to check the rules
    Perft {
        /// How many moves deep (0-12; each level takes about five times the last)
        #[arg(value_parser = clap::value_parser!(u32).range(0..=12))]
        depth: u32,
        /// Print the count after each first move, then the total
        #[arg(long)]
        divide: bool,
        /// Start from this position instead (`B:W21,22,K30:B1,2,K5`)
        #[arg(long)]
        fen: Option<String>,
    },
}

pub fn run(args: &CheckersArgs) -> Result<(), String> {
    match &args.command {
        CheckersCommand::Perft {
            depth,
            divide: by_move,
            fen,
        } => {
            let board = match fen {
                Some(text) => text
                    .parse::<Board>()
                    .map_err(|e| format!("--fen: {}", crate::escape::escape(&e.to_string())))?,
                None => Board::start(),
            };
            let mut out = std::io::stdout().lock();
            let write = |out: &mut dyn Write, line: String| {
                writeln!(out, "{line}").map_err(|e| format!("cannot write: {e}"))
            };
            if *by_move {
                let split = divide(&board, *depth);
                for (mv, count) in &split {
                    write(&mut out, format!("{mv} {count}"))?;
                }
                let total: u64 = split.iter().map(|(_, n)| n).sum();
                write(&mut out, format!("total {total}"))
            } else {
                write(&mut out, perft(&board, *depth).to_string())
            }
        }
    }
}
