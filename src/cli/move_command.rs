//! `connect4 move`: the column a computer level plays in a position, for scripts.

use super::failure::Failure;
use clap::Args;
use connect4_classic::ai::{Computer, Engine, Level};
use connect4_classic::escape::escape_cut;
use connect4_classic::game::{BoardSize, Column, Game};
use connect4_classic::seat::Player;
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Options of `connect4 move`.
#[derive(Debug, Clone, Args)]
pub struct MoveArgs {
    #[command(flatten)]
    pub board: super::BoardArgs,
    /// easy, medium, hard or perfect.
    #[arg(long, default_value_t = Level::Perfect)]
    pub level: Level,
    /// Thinking time in milliseconds.
    #[arg(long, default_value_t = 1000)]
    pub time_ms: u64,
    /// Seed for the levels that play with chance (random when not given).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Threads the perfect level solves on, sharing one table (default: every core).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub threads: Option<u32>,
    /// The moves so far as 1-based column digits (`4453`; `0` is column 10). Empty or
    /// absent for the empty board.
    #[arg(default_value = "")]
    pub position: String,
}

/// The column `args.level` plays, as its notation digit, and whether the move is
/// proven best.
pub fn choose(args: &MoveArgs, size: BoardSize) -> Result<(char, bool), String> {
    // Quoted cut to 60 characters, as `solve` quotes a bad line: a huge argument
    // must not fill the screen.
    let quoted = escape_cut(&args.position, 60);
    let game = Game::from_notation(size, Player::One, &args.position)
        .map_err(|e| format!("invalid position \"{quoted}\": {e}"))?;
    if game.is_over() {
        return Err(format!("the match \"{quoted}\" is already over"));
    }
    let computer = args.seed.map_or_else(Computer::new, Computer::with_seed);
    let mut computer = computer.with_budget(Duration::from_millis(args.time_ms));
    if let Some(threads) = args.threads {
        computer = computer.with_threads(threads as usize);
    }
    let stop = Arc::new(AtomicBool::new(false));
    let choice = computer
        .choose(&game, args.level, &stop)
        .expect("nothing stops the search");
    Ok((Column::to_char(choice.column), choice.proven))
}

/// Prints the column on standard output; a perfect move that is only the best found
/// in time says so on standard error.
pub fn run(args: &MoveArgs, size: BoardSize) -> Result<(), Failure> {
    let (column, proven) = choose(args, size)?;
    writeln!(std::io::stdout(), "{column}").map_err(Failure::output)?;
    if args.level == Level::Perfect && !proven {
        eprintln!("not proven: the best move found within {} ms", args.time_ms);
    }
    Ok(())
}
