//! `connect4 book`: which book a build makes, the complete one (`--complete`, any
//! board) or the perfect player's line book (7x6).

use super::book::{self, BookAction, BookArgs};
use super::book_complete;
use connect4_rules::game::BoardSize;
use std::io;

/// Runs `connect4 book` on a board of `size` (the perfect player's line book only
/// on 7x6).
pub fn run(args: &BookArgs, size: BoardSize) -> io::Result<()> {
    match &args.action {
        BookAction::Build(build) if build.complete => book_complete::run(build, size),
        BookAction::Build(_) if size != BoardSize::STANDARD => Err(io::Error::other(
            "the perfect player's line book is built for 7x6 only (use --complete)",
        )),
        BookAction::Build(build) => book::run_build(build),
    }
}
