//! Plays hard from random positions the endgame database marks as won, against hard
//! defending with the same database, to the game's end under the game's own rules
//! (the 40-move rule and threefold repetition included), and reports how many were
//! won, how long the first stretch to a capture or man's move took against the
//! position's distance, and how many plies the games took.
//!
//! `cargo bench -p connect4-checkers --bench checkers_conversion -- [--file PATH]
//! [--pieces N] [--games G]`: PATH a database written by `connect4 checkers egtb
//! build` (the 5-piece one is `checkers-endgame-5.bin` in the data directory);
//! without it the shipped 4-piece one.

use connect4_checkers::endgame::{self, Tablebase, Verdict};
use connect4_checkers::{Board, Computer, Game, Level, Outcome};
use random_position::random_position;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

#[path = "../tests/checkers_rules/random_position.rs"]
mod random_position;

fn main() {
    let (mut file, mut pieces, mut games) = (None, 4usize, 200);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--file" => file = args.next(),
            "--pieces" => pieces = args.next().and_then(|v| v.parse().ok()).expect("a number"),
            "--games" => games = args.next().and_then(|v| v.parse().ok()).expect("a number"),
            _ => {}
        }
    }
    let base: &'static Tablebase = match &file {
        Some(path) => {
            let bytes = std::fs::read(path).expect("the database file is read");
            Box::leak(Box::new(endgame::decode(&bytes).expect("a database")))
        }
        None => endgame::shipped(),
    };
    assert!(
        pieces as u32 <= base.pieces(),
        "the database has up to {} pieces",
        base.pieces()
    );
    let started = Instant::now();
    let mut rng = fastrand::Rng::with_seed(27);
    let (mut won, mut late, mut plies_played) = (0, 0, Vec::new());
    for _ in 0..games {
        let (board, distance) = won_position(&mut rng, base, pieces);
        let (outcome, first, plies) = play_out(base, board);
        if outcome == Some(Outcome::Win(board.to_move())) {
            won += 1;
        } else {
            println!("not won: {board} ({distance} plies to a restart): {outcome:?}");
        }
        if first > distance {
            late += 1;
            println!("first restart after {first} plies, not {distance}: {board}");
        }
        plies_played.push(plies);
    }
    plies_played.sort_unstable();
    println!(
        "{pieces} pieces: {won} of {games} won, {late} first restarts later than the \
         distance; plies a game: median {}, longest {}; {:.1} s",
        plies_played[plies_played.len() / 2],
        plies_played.last().unwrap(),
        started.elapsed().as_secs_f64()
    );
}

/// A random position of `pieces` pieces that `base` marks as won for the side to
/// move, and its distance.
fn won_position(rng: &mut fastrand::Rng, base: &Tablebase, pieces: usize) -> (Board, u32) {
    loop {
        let board = random_position(rng, pieces);
        let known = base.probe(&board).expect("in the database");
        if known.verdict == Verdict::Win {
            return (board, known.plies);
        }
    }
}

/// Hard against hard from `board`: the outcome, the plies to the first capture or
/// man's move, and the plies played.
fn play_out(base: &'static Tablebase, board: Board) -> (Option<Outcome>, u32, usize) {
    let stop = AtomicBool::new(false);
    let mut engines = [1, 2].map(|seed| {
        let mut engine = Computer::with_seed(seed, Duration::from_millis(20));
        engine.set_tablebase(Some(base));
        engine
    });
    let mut game = Game::from_board(board);
    let mut first = None;
    let mut plies = 0;
    while game.outcome().is_none() {
        let engine = &mut engines[usize::from(game.to_move() != board.to_move())];
        let mv = engine.choose_in(&game, Level::Hard, &stop).expect("a move");
        let man = !game.board().piece(mv.from()).expect("a piece").king;
        game.play(&mv).expect("legal");
        plies += 1;
        if first.is_none() && (man || mv.is_capture() || game.outcome().is_some()) {
            first = Some(plies as u32);
        }
    }
    (game.outcome(), first.unwrap_or(0), plies)
}
