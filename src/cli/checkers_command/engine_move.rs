//! `connect4 checkers move --fen FEN`: the move the computer plays in a position,
//! printed in the standard notation. A position that cannot be read, or where the side
//! to move has no move, is refused with the reason (status 2).

use crate::cli::failure::Failure;
use crate::play::tablebases;
use connect4_checkers::{Board, Computer, Level};
use connect4_classic::escape::escape_cut;
use std::io::Write;
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The longest a FEN is quoted back in a complaint.
const QUOTED: usize = 60;

pub fn run(fen: &str, level: Level, time_ms: u64, data_dir: Option<&Path>) -> Result<(), Failure> {
    let board: Board = fen
        .parse()
        .map_err(|e| format!("--fen \"{}\": {e}", escape_cut(fen, QUOTED)))?;
    if board.legal_moves().is_empty() {
        return Err(Failure::Usage(format!(
            "--fen \"{}\": the game is over ({} has no move)",
            escape_cut(fen, QUOTED),
            board.to_move().name()
        )));
    }
    let mut computer = Computer::with_seed(fastrand::u64(..), Duration::from_millis(time_ms));
    if let Some(larger) = tablebases::larger(data_dir)? {
        computer.set_tablebase(Some(larger));
    }
    let mv = computer
        .choose(&board, level, &AtomicBool::new(false))
        .expect("nothing stops it");
    writeln!(std::io::stdout(), "{mv}").map_err(Failure::output)
}
