//! `connect4 book`: which book a build makes, the complete one (`--complete`, any
//! board) or the perfect player's line book (7x6).

use super::super::failure::Failure;
use super::complete;
use super::{BookAction, BookArgs};
use connect4_classic::game::BoardSize;

/// Runs `connect4 book` on a board of `size` (the perfect player's line book only
/// on 7x6).
pub fn run(args: &BookArgs, size: BoardSize) -> Result<(), Failure> {
    let BookAction::Build(build) = &args.action;
    let built = if build.complete {
        if size.columns() * (size.rows() + 1) > 64 {
            let why = format!("a book needs a board whose positions fit 64 bits; {size} does not");
            return Err(Failure::Usage(why));
        }
        complete::run(build, size)
    } else {
        if size != BoardSize::STANDARD {
            let why = "the perfect player's line book is built for 7x6 only (use --complete)";
            return Err(Failure::Usage(why.into()));
        }
        super::run_build(build)
    };
    built.map_err(|e| Failure::io("cannot build the book", e))
}
