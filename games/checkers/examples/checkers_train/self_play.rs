//! Self-play over the ballots: the positions and their games' results the fit learns from.

use crate::{Options, bar};
use connect4_checkers::endgame::{self, Verdict};
use connect4_checkers::{Board, Color, Game, Limits, Outcome, Searcher, ballots};
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::sync::atomic::AtomicBool;

pub fn generate(options: &Options) {
    let data = options.dir.join("positions.txt");
    let done_file = options.dir.join("positions.done");
    // "games bytes": the games finished and the file's length after the last one.
    let (mut done, length) = fs::read_to_string(&done_file)
        .ok()
        .and_then(|text| {
            let mut words = text.split_whitespace().map(|w| w.parse::<u64>().ok());
            Some((words.next()?? as u32, words.next()??))
        })
        .unwrap_or((0, 0));
    let file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&data)
        .expect("the positions file opens");
    file.set_len(length).expect("a game cut short is dropped");
    let mut file = std::io::BufWriter::new(file);
    let mut length = length;
    let ballots = ballots();
    let progress = bar(u64::from(options.games), "games");
    progress.set_position(u64::from(done));
    while done < options.games {
        let ballot = &ballots[done as usize % ballots.len()].1;
        let mut rng = fastrand::Rng::with_seed(options.seed ^ u64::from(done) << 20);
        // A fresh searcher each game, so that a game depends on its number alone and a
        // resumed run writes what an unbroken one would.
        let mut searcher = Searcher::with_tablebase(Some(endgame::shipped()));
        searcher.set_evaluation(options.play);
        let lines = self_play(ballot, options.depth, &mut rng, &mut searcher);
        for line in &lines {
            writeln!(file, "{line}").expect("the positions are written");
            length += line.len() as u64 + 1;
        }
        file.flush().expect("the positions are written");
        done += 1;
        fs::write(&done_file, format!("{done} {length}\n")).expect("the count is written");
        progress.set_position(u64::from(done));
    }
    progress.finish_and_clear();
    eprintln!("{done} games of self-play in {}", data.display());
}

/// How often a move is played at random instead of the search's, early in a game.
const RANDOM_PERCENT: u32 = 6;
/// Plies after which every move is the search's.
const RANDOM_PLIES: usize = 50;
/// A game still going after this many plies is a draw.
const MAX_PLIES: usize = 300;

/// One game from `ballot`: its quiet positions of 5 pieces or more, each with the
/// result for Black, as `FEN result` lines.
fn self_play(
    ballot: &[String],
    depth: u32,
    rng: &mut fastrand::Rng,
    searcher: &mut Searcher,
) -> Vec<String> {
    let stop = AtomicBool::new(false);
    let mut game = Game::new();
    for text in ballot {
        game.play_notation(text).expect("a ballot is legal");
    }
    let mut positions: Vec<Board> = Vec::new();
    let black_score = loop {
        if let Some(outcome) = game.outcome() {
            break match outcome {
                Outcome::Win(Color::Black) => 1.0,
                Outcome::Win(Color::White) => 0.0,
                _ => 0.5,
            };
        }
        let board = *game.board();
        let pieces = board.count(Color::Black) + board.count(Color::White);
        if let Some(known) = endgame::shipped().probe(&board).filter(|_| pieces <= 4) {
            let to_move_wins = match known.verdict {
                Verdict::Win => 1.0,
                Verdict::Loss => 0.0,
                Verdict::Draw => 0.5,
            };
            break if board.to_move() == Color::Black {
                to_move_wins
            } else {
                1.0 - to_move_wins
            };
        }
        if game.moves().len() >= MAX_PLIES {
            break 0.5;
        }
        if !board.must_capture() {
            positions.push(board);
        }
        let legal = game.legal_moves();
        let mv = if game.moves().len() < RANDOM_PLIES && rng.u32(0..100) < RANDOM_PERCENT {
            legal[rng.usize(..legal.len())].clone()
        } else {
            let limits = Limits {
                depth,
                deadline: None,
                stop: &stop,
            };
            searcher
                .search(&board, game.recent_positions(), &limits)
                .expect("nothing stops it")
                .best
        };
        game.play(&mv).expect("a legal move");
    };
    positions
        .iter()
        .map(|board| format!("{board} {black_score}"))
        .collect()
}
