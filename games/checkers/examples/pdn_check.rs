//! Reads a PDN collection and says whether it is sound: every game's moves legal (the
//! reader checks each one), and every game that ends on the board (the side to move
//! has no move) ending as its result says.
//!
//! `cargo run --release -p connect4-checkers --example pdn_check -- GAMES.pdn`
//!
//! The reader refuses a whole file for one bad game; to name every bad game of a
//! collection, this tool reads each game on its own, a game starting at a tag pair
//! after moves. It prints each bad game and each result that disagrees with its
//! board, then the counts; it exits 1 if there was any.

use connect4_checkers::Color;
use connect4_checkers::pdn::{PdnGame, PdnResult, read, read_text};
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: pdn_check GAMES.pdn");
        return ExitCode::from(2);
    };
    let text = std::fs::File::open(&path)
        .map_err(|e| e.to_string())
        .and_then(|file| read_text(file).map_err(|e| e.to_string()));
    let text = match text {
        Ok(text) => text,
        Err(why) => {
            eprintln!("{path}: {why}");
            return ExitCode::FAILURE;
        }
    };
    let mut games: Vec<PdnGame> = Vec::new();
    let mut bad = 0;
    for (index, (line, chunk)) in chunks(&text).into_iter().enumerate() {
        match read(chunk) {
            Ok(read) => games.extend(read),
            Err(why) => {
                bad += 1;
                println!("game {} (from line {line}): {why}", index + 1);
            }
        }
    }
    let moves: usize = games.iter().map(|game| game.moves.len()).sum();
    let mut ended_on_board = 0;
    let mut disagreeing = 0;
    let mut results = [0usize; 4];
    for (index, game) in games.iter().enumerate() {
        results[match game.result {
            PdnResult::BlackWins => 0,
            PdnResult::WhiteWins => 1,
            PdnResult::Draw => 2,
            PdnResult::Unknown => 3,
        }] += 1;
        let end = game.end();
        if !end.legal_moves().is_empty() {
            continue;
        }
        ended_on_board += 1;
        let winner: Color = end.to_move().other();
        if game.result.winner() != Some(winner) {
            disagreeing += 1;
            println!(
                "game {}: {} cannot move, so {} won, but the result is {}",
                index + 1,
                end.to_move().name(),
                winner.name(),
                game.result.text()
            );
        }
    }
    println!(
        "{path}: {} games read, {moves} moves, {bad} games refused; results: {} 1-0, {} 0-1, \
         {} 1/2-1/2, {} *; {ended_on_board} end on the board, {disagreeing} of them against \
         their result",
        games.len(),
        results[0],
        results[1],
        results[2],
        results[3],
    );
    if disagreeing + bad > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// The text of each game with the line it starts on: a game starts at a tag pair that
/// follows moves (or at the top).
fn chunks(text: &str) -> Vec<(usize, &str)> {
    let mut starts = vec![(1, 0)];
    let mut in_moves = false;
    let mut at = 0;
    for (number, line) in text.split_inclusive('\n').enumerate() {
        let trimmed = line.trim_start();
        if trimmed.starts_with('[') {
            if in_moves {
                starts.push((number + 1, at));
            }
            in_moves = false;
        } else if !trimmed.is_empty() {
            in_moves = true;
        }
        at += line.len();
    }
    let ends = starts.iter().skip(1).map(|(_, at)| *at).chain([text.len()]);
    starts
        .iter()
        .zip(ends)
        .map(|((line, start), end)| (*line, &text[*start..end]))
        .filter(|(_, chunk)| !chunk.trim().is_empty())
        .collect()
}
