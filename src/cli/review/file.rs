//! `connect4 review FILE`: a record file's game printed with its analysis, a Connect 4
//! game (`.c4n`) with the perfect player's review, a checkers game (`.pdn`) with the
//! checkers engine's, or a Connect 4 game exported with its review.

use super::ReviewArgs;
use super::export::export;
use super::lines::{review, write_review};
use super::record_file::{Games, open, pick};
use crate::cli::failure::Failure;
use connect4_classic::ai::review::ReviewedMove;
use connect4_classic::escape::{escape_cut, escape_path};
use connect4_classic::game::Game;
use connect4_classic::record::{Record, RecordResult};
use connect4_classic::seat::Player;
use std::io::{IsTerminal, Write};
use std::path::Path;

/// The longest value of a tag or comment printed.
const SHOWN: usize = 200;

/// Whether `review` opens its record in the game's review rather than printing it:
/// a record file, not `--print` nor `--export`, and a terminal to show it on.
pub fn opens_in_game(args: &ReviewArgs) -> bool {
    super::record_file::is_record_path(&args.moves)
        && !args.print
        && args.export.is_none()
        && std::io::stdout().is_terminal()
        && std::io::stdin().is_terminal()
}

/// The Connect 4 game `--game` of the record file, to open in the game's review: its
/// moves from the empty board, the first by player one; `None` for a checkers game.
pub fn game_to_open(args: &ReviewArgs) -> Result<Option<Game>, Failure> {
    let path = Path::new(&args.moves);
    match open(path)? {
        Games::Connect4(games) => {
            let record = pick(games, args.game, path)?;
            // Replayed afresh: the game shows as played, not as decided off the board.
            let game = Game::from_notation(record.size(), Player::One, &record.game.notation())
                .expect("a record's moves replay");
            Ok(Some(game))
        }
        Games::Checkers(_) => Ok(None),
    }
}

/// Reviews game `--game` of the record file `args.moves`, and prints or exports it.
pub fn run(args: &ReviewArgs) -> Result<(), Failure> {
    let path = Path::new(&args.moves);
    match open(path)? {
        Games::Connect4(games) => {
            let record = pick(games, args.game, path)?;
            let reviewed = review(&record.game, args.time_ms);
            match &args.export {
                Some(to) => export(to, record, &reviewed),
                None => {
                    let mut out = std::io::stdout().lock();
                    print_connect4(&mut out, &record, &reviewed).map_err(Failure::output)
                }
            }
        }
        Games::Checkers(games) => {
            if args.export.is_some() {
                return Err(Failure::Usage(format!(
                    "--export writes Connect 4 records, and {} is a checkers game (PDN already)",
                    escape_path(path)
                )));
            }
            let game = pick(games, args.game, path)?;
            let analysed = super::checkers::analyse(&game, args.time_ms);
            let mut out = std::io::stdout().lock();
            super::checkers::print(&mut out, &game, &analysed).map_err(Failure::output)
        }
    }
}

/// The tags, the review's lines, then the record's own comments.
pub fn print_connect4(
    out: &mut impl Write,
    record: &Record,
    reviewed: &[ReviewedMove],
) -> std::io::Result<()> {
    let own = ["Result", "Variant", "Columns", "Rows"];
    for (name, value) in record
        .tags
        .iter()
        .filter(|(name, _)| !own.contains(&name.as_str()))
    {
        writeln!(
            out,
            "{}: {}",
            escape_cut(name, 40),
            escape_cut(value, SHOWN)
        )?;
    }
    let size = record.size();
    writeln!(out, "Board: {}x{}", size.columns(), size.rows())?;
    let said = match record.result {
        RecordResult::FirstWins => "the first player won",
        RecordResult::SecondWins => "the second player won",
        RecordResult::Draw => "a draw",
        RecordResult::Unknown => "not finished",
    };
    writeln!(out, "Result: {} ({said})", record.result.text())?;
    writeln!(out)?;
    write_review(out, reviewed)?;
    if !record.comments.is_empty() {
        writeln!(out)?;
        for (ply, text) in &record.comments {
            writeln!(out, "after ply {ply}: {}", escape_cut(text, SHOWN))?;
        }
    }
    Ok(())
}
