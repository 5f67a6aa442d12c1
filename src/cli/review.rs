//! `connect4 review`: the post-game review as text, one line per move, for scripts;
//! of a move string here, of a record file in `file` (`run.rs` picks): a record read
//! (`record_file`), Connect 4's lines (`lines`) or checkers' (`checkers`), and a match
//! written as a record (`export`).

pub(super) mod checkers;
pub(super) mod export;
pub(super) mod file;
pub(super) mod lines;
pub(crate) mod record_file;

use super::failure::Failure;
use clap::Args;
use connect4_classic::ai::review::REVIEW_TIME_PER_MOVE;
use connect4_classic::game::{BoardSize, Game};
use connect4_classic::record::Record;
use connect4_classic::seat::Player;
use lines::{review, write_review};

/// Options of `connect4 review`.
#[derive(Debug, Clone, Args)]
pub struct ReviewArgs {
    #[command(flatten)]
    pub board: super::BoardArgs,
    /// The longest time spent solving one position, in milliseconds; a verdict not
    /// found in time prints as `?`.
    #[arg(long, default_value_t = REVIEW_TIME_PER_MOVE.as_millis() as u64)]
    pub time_ms: u64,
    /// The match as 1-based column digits (`44455554221`; `0` is column 10), or a
    /// record file: `.c4n` for Connect 4, `.pdn` for checkers (docs/records.md)
    #[arg(value_name = "MOVES|FILE")]
    pub moves: String,
    /// Print the review of a record file as text, even on a terminal, where a
    /// Connect 4 record opens in the game's review otherwise
    #[arg(long)]
    pub print: bool,
    /// Which game of a record file holding several, counting from 1
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub game: u32,
    /// Write the Connect 4 match, with the review as comments, as a record (`.c4n`)
    /// to FILE, `-` for standard output, instead of printing the review
    #[arg(long, value_name = "FILE")]
    pub export: Option<std::path::PathBuf>,
}

/// Reviews the match and prints one line per move on standard output, or exports it.
pub fn run(args: &ReviewArgs, size: BoardSize) -> Result<(), Failure> {
    let game = Game::from_notation(size, Player::One, &args.moves).map_err(|e| {
        let quoted = connect4_classic::escape::escape_cut(&args.moves, 60);
        format!("invalid match \"{quoted}\": {e}")
    })?;
    let reviewed = review(&game, args.time_ms);
    if let Some(path) = &args.export {
        let record = Record::from_game(&game, Vec::new());
        return export::export(path, record, &reviewed);
    }
    let mut out = std::io::stdout().lock();
    write_review(&mut out, &reviewed).map_err(Failure::output)
}
