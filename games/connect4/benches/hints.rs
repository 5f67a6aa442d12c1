//! How long hints take to show every column in a game between two people: random
//! games on 7x6, one `Computer` kept for the whole game as in the app (its solver's
//! table carries from move to move), and at each ply the time until the live analysis
//! knows all seven columns. Prints the median and the 95th percentile per ply.
//!
//! `cargo bench --bench hints -- [--games N] [--seed S] [--from F] [--plies P]`
//!
//! Plies before `--from` are played at random without timing (the complete opening
//! book answers them; without it the first plies take minutes).

use connect4_classic::ai::{Computer, Engine, Verdict};
use connect4_classic::game::{BoardSize, Column, Game, Player};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

fn main() {
    let (mut games, mut seed, mut from, mut plies) = (20, 11, 0, 20);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().and_then(|v| v.parse().ok()).expect("a number");
        match arg.as_str() {
            "--games" => games = value(),
            "--seed" => seed = value() as u64,
            "--from" => from = value(),
            "--plies" => plies = value(),
            _ => {}
        }
    }
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut times: Vec<Vec<Duration>> = vec![Vec::new(); plies];
    let stop = Arc::new(AtomicBool::new(false));
    for game_number in 0..games {
        let mut computer = Computer::with_seed(seed + game_number as u64);
        let mut game = Game::new(BoardSize::STANDARD, Player::One);
        while game.moves().len() < from && !game.is_over() {
            let open: Vec<Column> = game.legal_columns().collect();
            game.play(open[rng.usize(..open.len())])
                .expect("an open column");
        }
        for slot in times.iter_mut().skip(from) {
            if game.is_over() {
                break;
            }
            let started = Instant::now();
            let analysis = computer
                .analyze_live(&game, &stop, &mut |_| {})
                .expect("nothing stops it");
            assert!(!analysis.contains(&Some(Verdict::Unknown)));
            slot.push(started.elapsed());
            let open: Vec<Column> = (0..7)
                .filter(|&c| analysis[c].is_some())
                .map(Column::new)
                .collect();
            game.play(open[rng.usize(..open.len())])
                .expect("an open column");
        }
        eprintln!("game {} of {games} done", game_number + 1);
    }
    println!("ply  positions  median s  p95 s   max s");
    for (ply, slot) in times.iter_mut().enumerate().filter(|(_, s)| !s.is_empty()) {
        slot.sort();
        let at = |q: f64| slot[((slot.len() - 1) as f64 * q).round() as usize].as_secs_f64();
        println!(
            "{ply:3}  {:9}  {:8.3}  {:6.3}  {:6.3}",
            slot.len(),
            at(0.5),
            at(0.95),
            at(1.0)
        );
    }
}
