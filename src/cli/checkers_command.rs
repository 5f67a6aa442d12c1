//! `connect4 checkers`: checkers from the command line. `perft N` counts the move
//! sequences of length N (each multi-jump one move) from the start or a FEN position,
//! `--divide` per first move: the published figures check the rules. `match` plays
//! two levels, `move` prints the computer's move, `hub` speaks a text protocol, and
//! `egtb build` builds the endgame database, `egtb verify` checks one.

mod book;
mod egtb;
mod engine_move;
mod hub;
mod hub_message;

use super::failure::Failure;
use clap::{Args, Subcommand};
use connect4_checkers::{Board, Level, divide, perft, play_match};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

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
    /// Play games between two computer levels and print the score of the first
    Match {
        /// The first level: easy, medium or hard (plays Black in even games)
        #[arg(long)]
        first: Level,
        /// The second level
        #[arg(long)]
        second: Level,
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// Seed of the random opening moves (4 a game)
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The longest a move may take, in milliseconds (hard may stop early)
        #[arg(long, default_value_t = 1000)]
        time_ms: u64,
    },
    /// Print the move the computer plays in a position
    Move {
        /// The position, as FEN (`B:W21,22,K30:B1,2,K5`)
        #[arg(long)]
        fen: String,
        /// The level: easy, medium or hard
        #[arg(long, default_value = "hard")]
        level: Level,
        /// The longest the move may take, in milliseconds
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
        time_ms: u64,
        /// Where a 5-piece endgame database was built, instead of $CONNECT4_DATA_DIR or the platform's
        #[arg(long, value_name = "PATH", env = "CONNECT4_DATA_DIR")]
        data_dir: Option<PathBuf>,
    },
    /// Speak a Hub-like text protocol on standard input and output (docs/checkers.md)
    Hub {
        /// The level until `set-param name=level` changes it
        #[arg(long, default_value = "hard")]
        level: Level,
        /// The time a move takes until `level move-time=S` changes it, in milliseconds
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
        time_ms: u64,
        /// Where a 5-piece endgame database was built, instead of $CONNECT4_DATA_DIR or the platform's
        #[arg(long, value_name = "PATH", env = "CONNECT4_DATA_DIR")]
        data_dir: Option<PathBuf>,
    },
    /// The opening book: `book build --out FILE`
    Book {
        #[command(subcommand)]
        command: BookCommand,
    },
    /// The endgame database: `egtb build --pieces N`, `egtb verify [--file FILE]`
    Egtb {
        #[command(subcommand)]
        command: EgtbCommand,
    },
}

#[derive(Debug, Clone, Subcommand)]
pub enum BookCommand {
    /// Search each position around the ACF 3-move ballots and write the book
    Build {
        /// The book file (games/checkers/assets/checkers-book.txt ships); lines already
        /// in it are kept, and their positions not searched again
        #[arg(long, value_name = "FILE")]
        out: PathBuf,
        /// The time each position is searched, in seconds
        #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=3600))]
        seconds: u64,
    },
}

#[derive(Debug, Clone, Subcommand)]
pub enum EgtbCommand {
    /// Build the endgame database of up to N pieces by retrograde analysis
    Build {
        /// Up to how many pieces (1-5; 4 ships with connect4, 5 takes minutes)
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=5))]
        pieces: u32,
        /// The file to write, instead of checkers-endgame-N.bin in the data directory
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// The data directory, instead of $CONNECT4_DATA_DIR or the platform's
        #[arg(long, value_name = "PATH", env = "CONNECT4_DATA_DIR")]
        data_dir: Option<PathBuf>,
    },
    /// Check every position of a database against its moves (the shipped one, or FILE)
    Verify {
        /// A database file (`egtb build` writes them), instead of the shipped one
        #[arg(long, value_name = "FILE")]
        file: Option<PathBuf>,
    },
}

pub fn run(args: &CheckersArgs) -> Result<(), Failure> {
    match &args.command {
        CheckersCommand::Move {
            fen,
            level,
            time_ms,
            data_dir,
        } => engine_move::run(fen, *level, *time_ms, data_dir.as_deref()),
        CheckersCommand::Hub {
            level,
            time_ms,
            data_dir,
        } => hub::run(
            *level,
            *time_ms,
            crate::play::tablebases::larger(data_dir.as_deref())?,
        ),
        CheckersCommand::Book {
            command: BookCommand::Build { out, seconds },
        } => book::build(out, *seconds),
        CheckersCommand::Egtb {
            command:
                EgtbCommand::Build {
                    pieces,
                    out,
                    data_dir,
                },
        } => egtb::build(*pieces, out.as_deref(), data_dir.as_deref()),
        CheckersCommand::Egtb {
            command: EgtbCommand::Verify { file },
        } => egtb::verify(file.as_deref()),
        CheckersCommand::Match {
            first,
            second,
            games,
            seed,
            time_ms,
        } => {
            let bar = ProgressBar::new(u64::from(*games));
            bar.set_style(
                ProgressStyle::with_template("{msg} {bar:30} {pos}/{len} games, about {eta} left")
                    .expect("a valid template"),
            );
            let budget = Duration::from_millis(*time_ms);
            let tally = play_match(*first, *second, *games, *seed, budget, |done, tally| {
                bar.set_position(u64::from(done));
                bar.set_message(format!(
                    "+{} ={} -{}",
                    tally.wins, tally.draws, tally.losses
                ));
            });
            bar.finish_and_clear();
            writeln!(
                std::io::stdout(),
                "{first} v {second}: {} wins, {} draws, {} losses in {games} games: {first} \
                 scores {:.1} %",
                tally.wins,
                tally.draws,
                tally.losses,
                100.0 * tally.score()
            )
            .map_err(Failure::output)
        }
        CheckersCommand::Perft {
            depth,
            divide: by_move,
            fen,
        } => {
            let board = match fen {
                Some(text) => text.parse::<Board>().map_err(|e| {
                    format!(
                        "--fen: {}",
                        connect4_classic::escape::escape(&e.to_string())
                    )
                })?,
                None => Board::start(),
            };
            let mut out = std::io::stdout().lock();
            let write = |out: &mut dyn Write, line: String| {
                writeln!(out, "{line}").map_err(Failure::output)
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
