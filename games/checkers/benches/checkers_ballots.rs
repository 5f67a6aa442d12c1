//! Plays two checkers levels against each other over the ACF 3-move ballots, each
//! ballot twice with the colours swapped, at the same time a move, and prints the first
//! level's score with its 95 % error bar and the Elo difference it means.
//!
//! `cargo bench -p connect4-checkers --bench checkers_ballots -- --first hard --second
//! hard-classic [--ms 100] [--ballots 156] [--skip 0] [--log FILE] [--first-weights FILE]
//! [--first-contempt N]`
//!
//! `--skip` leaves out the first ballots (a long match shared between processes, each
//! with its own log). `--first-contempt` has the first level count a draw N hundredths
//! below nothing instead of its own contempt.
//!
//! `--first-weights` has the first level score with a candidate's learned weights (a
//! file `checkers_train export` wrote) instead of the shipped ones, to measure the
//! candidate against the shipped evaluation (`--second hard`).
//!
//! A game ends as the rules end it (no move loses; the same position a third time, or
//! 40 moves each without a capture or a man's move, draws); one still going at 300
//! plies is a draw. Each game is appended to the log as it ends (JSON lines, default
//! `games/checkers/benches/results/checkers-<first>-v-<second>-<ms>ms.jsonl`), and a run
//! started again plays only the games its log lacks.

use connect4_checkers::learned::Weights;
use connect4_checkers::{Color, Computer, Game, Level, Outcome, ballots};
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

const MAX_PLIES: usize = 300;

fn main() {
    let (mut first, mut second) = (Level::Hard, Level::HardClassic);
    let (mut ms, mut count, mut log) = (100u64, 156usize, None);
    let mut weights: Option<&'static Weights> = None;
    let (mut skip, mut contempt) = (0usize, None);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().expect("a value");
        match arg.as_str() {
            "--first" => first = value().parse().expect("a level"),
            "--second" => second = value().parse().expect("a level"),
            "--ms" => ms = value().parse().expect("a number"),
            "--ballots" => count = value().parse().expect("a number"),
            "--log" => log = Some(value()),
            "--skip" => skip = value().parse().expect("a number"),
            "--first-contempt" => contempt = Some(value().parse().expect("a number")),
            "--first-weights" => {
                let bytes = fs::read(value()).expect("the weights file is read");
                let read = Weights::decode(&bytes).expect("a weights file of this engine");
                weights = Some(Box::leak(Box::new(read)));
            }
            _ => {}
        }
    }
    let log = log.unwrap_or_else(|| {
        format!(
            "{}/benches/results/checkers-{first}-v-{second}-{ms}ms.jsonl",
            env!("CARGO_MANIFEST_DIR")
        )
    });
    let played = fs::read_to_string(&log).unwrap_or_default();
    let mut file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&log)
        .expect("the log opens");
    let stop = AtomicBool::new(false);
    let budget = Duration::from_millis(ms);
    for (number, moves) in ballots().into_iter().take(count).skip(skip) {
        for first_black in [true, false] {
            let key = format!("\"ballot\": {number}, \"first_black\": {first_black},");
            if played.contains(&key) {
                continue;
            }
            let mut engines = [
                Computer::with_seed(number.into(), budget),
                Computer::with_seed(number.into(), budget),
            ];
            engines[usize::from(!first_black)].set_weights(weights);
            engines[usize::from(!first_black)].set_contempt(contempt);
            let levels = if first_black {
                [first, second]
            } else {
                [second, first]
            };
            let mut game = Game::new();
            for text in &moves {
                game.play_notation(text).expect("a ballot is legal");
            }
            while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
                let side = usize::from(game.to_move() == Color::White);
                let mv = engines[side]
                    .choose_in(&game, levels[side], &stop)
                    .expect("nothing stops it");
                game.play(&mv).expect("a legal move");
            }
            let score = match game.outcome() {
                Some(Outcome::Win(color)) if (color == Color::Black) == first_black => 1.0,
                Some(Outcome::Win(_)) => 0.0,
                _ => 0.5,
            };
            let line = format!(
                "{{\"first\": \"{first}\", \"second\": \"{second}\", \"ms\": {ms}, {key} \
                 \"score\": {score:.1}, \"plies\": {}}}",
                game.moves().len()
            );
            writeln!(file, "{line}").expect("the log is written");
            eprintln!("{line}");
        }
    }
    let scores: Vec<f64> = fs::read_to_string(&log)
        .unwrap_or_default()
        .lines()
        .filter_map(|line| {
            line.split("\"score\": ")
                .nth(1)?
                .split(',')
                .next()?
                .parse()
                .ok()
        })
        .collect();
    report(first, second, &scores);
}

/// The score, its 95 % interval from the games' spread, and the Elo of each.
fn report(first: Level, second: Level, scores: &[f64]) {
    let n = scores.len() as f64;
    let count = |s: f64| scores.iter().filter(|&&x| x == s).count();
    let mean = scores.iter().sum::<f64>() / n;
    let variance = scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let margin = 1.96 * (variance / n).sqrt();
    let elo = |s: f64| -400.0 * (1.0 / s.clamp(0.001, 0.999) - 1.0).log10();
    println!(
        "{first} v {second}: {} games, +{} ={} -{}, score {:.1} % ± {:.1}, Elo {:+.0} \
         ({:+.0} to {:+.0})",
        scores.len(),
        count(1.0),
        count(0.5),
        count(0.0),
        100.0 * mean,
        100.0 * margin,
        elo(mean),
        elo(mean - margin),
        elo(mean + margin)
    );
}
