//! How often the perfect level proves its move within the default one-second budget in
//! positions of random play, as `connect4 move --level perfect` meets them: a fresh
//! engine per position (an empty table), positions reached by random moves on 7x6.
//! Prints, per ply, the positions tried, how many moves were not proven, and the
//! median and 99th-percentile time.
//!
//! `cargo bench --bench perfect_move -- [--samples N] [--seed S] [--plies P]`

use connect4_classic::ai::{Computer, Engine, Level};
use connect4_classic::game::{BoardSize, Column, Game, Player};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

fn main() {
    let (mut samples, mut seed, mut plies) = (10, 3, 21);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().and_then(|v| v.parse().ok()).expect("a number");
        match arg.as_str() {
            "--samples" => samples = value(),
            "--seed" => seed = value() as u64,
            "--plies" => plies = value(),
            _ => {}
        }
    }
    let mut rng = fastrand::Rng::with_seed(seed);
    let stop = Arc::new(AtomicBool::new(false));
    println!("ply  positions  unproven  median s  p99 s");
    let (mut total, mut unproven_total) = (0, 0);
    for ply in 0..plies {
        let mut times = Vec::new();
        let mut unproven = 0;
        while times.len() < samples {
            let Some(game) = random_position(&mut rng, ply) else {
                continue;
            };
            let mut computer = Computer::new();
            let started = Instant::now();
            let choice = computer
                .choose(&game, Level::Perfect, &stop)
                .expect("nothing stops it");
            times.push(started.elapsed());
            unproven += usize::from(!choice.proven);
        }
        times.sort();
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize].as_secs_f64();
        println!(
            "{ply:3}  {:9}  {unproven:8}  {:8.3}  {:5.3}",
            times.len(),
            at(0.5),
            at(0.99)
        );
        total += times.len();
        unproven_total += unproven;
    }
    println!(
        "{unproven_total} of {total} moves not proven within {:?}",
        Duration::from_secs(1)
    );
}

/// A position after `ply` random moves that is not over, if this walk got there.
fn random_position(rng: &mut fastrand::Rng, ply: usize) -> Option<Game> {
    let mut game = Game::new(BoardSize::STANDARD, Player::One);
    while game.moves().len() < ply {
        let open: Vec<Column> = game.legal_columns().collect();
        game.play(open[rng.usize(..open.len())]).ok()?;
        if game.is_over() {
            return None;
        }
    }
    Some(game)
}
