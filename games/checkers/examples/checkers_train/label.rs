//! The search's opinion of each position, to blend with its game's result: a game's
//! result is a noisy label for a position (a later blunder decides it), a shallow
//! search's score a biased but steady one; strong engines' Texel tuning fits a mix.

use crate::{Options, bar};
use connect4_checkers::endgame;
use connect4_checkers::learned::Weights;
use connect4_checkers::{Board, Color, Evaluation, Limits, Searcher};
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::sync::atomic::AtomicBool;

/// Positions scored with one searcher (its table carried over between them); a run
/// stopped goes on from the last whole chunk.
const CHUNK: usize = 2000;

/// Writes `scores.txt` beside `positions.txt`: one line per position, the score for
/// Black in hundredths of a man of a `--depth` search with the weights fitted to the
/// results alone (`trainer.bin`) or with the weights file `--label-with` names, or
/// `-` for a position with a single legal move (no search is made for it).
pub fn label(options: &Options) {
    let weights = match &options.label_with {
        Some(path) => {
            let bytes = fs::read(path).expect("the weights to label with are read");
            Weights::decode(&bytes).expect("a weights file of this engine")
        }
        None => crate::net::linear_weights(&options.dir.join("trainer.bin")),
    };
    let evaluation = Evaluation::Weighted(Box::leak(Box::new(weights)));
    let positions = fs::read_to_string(options.dir.join("positions.txt"))
        .expect("the positions are read; run generate first");
    let boards: Vec<Board> = positions
        .lines()
        .filter_map(|line| line.split_once(' ')?.0.parse().ok())
        .collect();
    let path = options.dir.join("scores.txt");
    let written = fs::read_to_string(&path).unwrap_or_default();
    // Whole chunks only: a chunk cut short is scored again.
    let done = written.lines().count() / CHUNK * CHUNK;
    let kept: String = written
        .lines()
        .take(done)
        .map(|l| format!("{l}\n"))
        .collect();
    fs::write(&path, kept).expect("the scores are written");
    let mut file = OpenOptions::new()
        .append(true)
        .open(&path)
        .expect("the scores open");
    let progress = bar(boards.len() as u64, "positions");
    progress.set_position(done as u64);
    let stop = AtomicBool::new(false);
    for chunk in boards[done..].chunks(CHUNK) {
        let mut searcher = Searcher::with_tablebase(Some(endgame::shipped()));
        searcher.set_evaluation(evaluation);
        let mut lines = String::new();
        for board in chunk {
            lines += &score(board, options.depth, &mut searcher, &stop);
            lines.push('\n');
        }
        file.write_all(lines.as_bytes())
            .expect("the scores are written");
        progress.inc(chunk.len() as u64);
    }
    progress.finish_and_clear();
    eprintln!("{} positions scored in {}", boards.len(), path.display());
}

fn score(board: &Board, depth: u32, searcher: &mut Searcher, stop: &AtomicBool) -> String {
    if board.legal_moves().len() < 2 {
        return "-".into();
    }
    let limits = Limits {
        depth,
        deadline: None,
        stop,
    };
    let found = searcher
        .best_move(board, &limits)
        .expect("nothing stops it");
    let black = if board.to_move() == Color::Black {
        found.score
    } else {
        -found.score
    };
    black.to_string()
}
