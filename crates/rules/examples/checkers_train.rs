//! The pipeline behind checkers' learned evaluation: self-play, training, export, each
//! resumable, with a fixed seed (docs/checkers.md).
//!
//! `cargo run --release -p connect4-rules --example checkers_train -- all
//! [--dir target/checkers-train] [--games 12000] [--depth 6] [--epochs 30] [--seed 1]
//! [--out crates/rules/assets/checkers-eval.bin] [--play classic]`
//!
//! - `generate`: games of hard's search at a shallow depth with the hand-set
//!   evaluation (`--play learned`: with the shipped learned one, for a second round
//!   trained on the first round's positions and these together), one ballot after another, a few moves at random so the games differ;
//!   each quiet position of 5 pieces or more is written with the game's result
//!   (`positions.txt`, `FEN result`). A game reaching 4 pieces ends with the endgame
//!   database's verdict. `positions.done` counts the games written, so a run stopped
//!   goes on from there.
//! - `train`: Texel fitting of the weights to the results (`Trainer`), a checkpoint
//!   (`trainer.bin`) after every pass; the loss on every twentieth position, held out,
//!   is printed as it goes.
//! - `export`: the weights file the engine ships.
//! - `all`: the three in turn.
//! - `ablate`: for each kind of feature, a fresh fit of `--epochs` passes without it,
//!   and its held-out loss against the fit with them all (an experiment; writes
//!   nothing).

use connect4_rules::checkers::endgame::{self, Verdict};
use connect4_rules::checkers::learned::{GROUPS, Sample, Samples, Trainer, Weights};
use connect4_rules::checkers::{
    Board, Color, Evaluation, Game, Limits, Outcome, Searcher, ballots,
};
use indicatif::{ProgressBar, ProgressStyle};
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

struct Options {
    dir: PathBuf,
    games: u32,
    depth: u32,
    epochs: u32,
    seed: u64,
    out: PathBuf,
    play: Evaluation,
}

fn main() {
    let mut args = std::env::args().skip(1);
    let command = args.next().unwrap_or_else(|| "all".into());
    let mut options = Options {
        dir: PathBuf::from("target/checkers-train"),
        games: 12000,
        depth: 6,
        epochs: 30,
        seed: 1,
        out: PathBuf::from("crates/rules/assets/checkers-eval.bin"),
        play: Evaluation::Classic,
    };
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .unwrap_or_else(|| panic!("{flag} needs a value"));
        let number = || {
            value
                .parse::<u64>()
                .unwrap_or_else(|_| panic!("{flag}: a number"))
        };
        match flag.as_str() {
            "--dir" => options.dir = PathBuf::from(&value),
            "--games" => options.games = number() as u32,
            "--depth" => options.depth = number() as u32,
            "--epochs" => options.epochs = number() as u32,
            "--seed" => options.seed = number(),
            "--out" => options.out = PathBuf::from(&value),
            "--play" => {
                options.play = match value.as_str() {
                    "classic" => Evaluation::Classic,
                    "learned" => Evaluation::Learned,
                    other => panic!("--play {other}: classic or learned"),
                }
            }
            other => panic!("unknown option {other}"),
        }
    }
    fs::create_dir_all(&options.dir).expect("the working directory is made");
    match command.as_str() {
        "generate" => generate(&options),
        "train" => train(&options),
        "export" => export(&options),
        "ablate" => ablate(&options),
        "all" => {
            generate(&options);
            train(&options);
            export(&options);
        }
        other => panic!("unknown command {other}: generate, train, export or all"),
    }
}

fn bar(length: u64, unit: &str) -> ProgressBar {
    let bar = ProgressBar::new(length);
    let template = format!("{{msg}} {{bar:30}} {{pos}}/{{len}} {unit}, about {{eta}} left");
    bar.set_style(ProgressStyle::with_template(&template).expect("a valid template"));
    bar
}

fn generate(options: &Options) {
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

fn read_samples(path: &Path) -> Vec<Sample> {
    let text = fs::read_to_string(path).expect("the positions are read; run generate first");
    text.lines()
        .filter_map(|line| {
            let (fen, result) = line.split_once(' ')?;
            Some(Sample {
                board: fen.parse().ok()?,
                result: result.parse().ok()?,
            })
        })
        .collect()
}

/// The positions fitted and, every twentieth, those held out to watch the fit
/// generalise.
fn split(all: &[Sample]) -> (Samples, Samples) {
    let (held, fitted): (Vec<_>, Vec<_>) = all.iter().enumerate().partition(|(i, _)| i % 20 == 0);
    let strip = |v: Vec<(usize, &Sample)>| v.into_iter().map(|(_, s)| *s).collect::<Vec<_>>();
    (Samples::new(&strip(fitted)), Samples::new(&strip(held)))
}

fn ablate(options: &Options) {
    let (fitted, held) = split(&read_samples(&options.dir.join("positions.txt")));
    let fit = |fitted: &Samples, held: &Samples| {
        let mut trainer = Trainer::default();
        for _ in 0..options.epochs {
            trainer.epoch(fitted, options.seed);
        }
        trainer.loss(held)
    };
    let whole = fit(&fitted, &held);
    eprintln!("all features: held-out loss {whole:.5}");
    // The squares' tables carry the material: without them there is nothing to compare.
    for (name, start, end) in GROUPS.into_iter().skip(2) {
        let drop = |f: usize| (start..end).contains(&f);
        let loss = fit(&fitted.without(drop), &held.without(drop));
        eprintln!("without {name}: {loss:.5} ({:+.5})", loss - whole);
    }
}

fn train(options: &Options) {
    let all = read_samples(&options.dir.join("positions.txt"));
    let (fitted, held) = split(&all);
    for evaluation in [Evaluation::Classic, Evaluation::Learned] {
        let (loss, k) = fitted_loss(&strip_held(&all), evaluation);
        eprintln!(
            "{evaluation:?} evaluation as shipped, held out: loss {loss:.5} at {k:.4} a hundredth"
        );
    }
    let checkpoint = options.dir.join("trainer.bin");
    let mut trainer = fs::read(&checkpoint)
        .ok()
        .and_then(|bytes| Trainer::from_bytes(&bytes))
        .unwrap_or_default();
    eprintln!(
        "{} positions ({} held out), from pass {}: loss {:.5} held out {:.5}",
        fitted.len(),
        held.len(),
        trainer.epochs,
        trainer.loss(&fitted),
        trainer.loss(&held)
    );
    let progress = bar(u64::from(options.epochs), "passes");
    progress.set_position(u64::from(trainer.epochs));
    while trainer.epochs < options.epochs {
        trainer.epoch(&fitted, options.seed);
        let temporary = checkpoint.with_extension("tmp");
        fs::write(&temporary, trainer.to_bytes()).expect("the checkpoint is written");
        fs::rename(&temporary, &checkpoint).expect("the checkpoint is written");
        progress.set_position(u64::from(trainer.epochs));
        let line = format!(
            "pass {}: loss {:.5}, held out {:.5}",
            trainer.epochs,
            trainer.loss(&fitted),
            trainer.loss(&held)
        );
        progress.set_message(line.clone());
        if progress.is_hidden() {
            eprintln!("{line}");
        }
    }
    progress.finish_and_clear();
}

fn strip_held(all: &[Sample]) -> Vec<Sample> {
    all.iter().step_by(20).copied().collect()
}

/// The logistic loss of `evaluation` on `samples`, its hundredths of a man turned into
/// log-odds by the best of a range of scales, and that scale: the loss is the mark to
/// beat, and the scale says how many hundredths make the same odds for each evaluation.
fn fitted_loss(samples: &[Sample], evaluation: Evaluation) -> (f64, f64) {
    let scores: Vec<f64> = samples
        .iter()
        .map(|s| {
            let score = f64::from(evaluation.of(&s.board));
            if s.board.to_move() == Color::Black {
                score
            } else {
                -score
            }
        })
        .collect();
    (1..=80)
        .map(|k| {
            let k = f64::from(k) * 0.0005;
            let total: f64 = samples
                .iter()
                .zip(&scores)
                .map(|(s, score)| {
                    let p = (1.0 / (1.0 + (-k * score).exp())).clamp(1e-9, 1.0 - 1e-9);
                    let y = f64::from(s.result);
                    -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
                })
                .sum();
            (total / samples.len().max(1) as f64, k)
        })
        .fold((f64::INFINITY, 0.0), |best, next| {
            if next.0 < best.0 { next } else { best }
        })
}

fn export(options: &Options) {
    let bytes = fs::read(options.dir.join("trainer.bin")).expect("a checkpoint; run train first");
    let trainer = Trainer::from_bytes(&bytes).expect("a checkpoint of this engine");
    let file = Weights::encode(&trainer.in_hundredths());
    Weights::decode(&file).expect("the file reads back");
    fs::write(&options.out, file).expect("the weights are written");
    eprintln!(
        "weights of pass {} in {}",
        trainer.epochs,
        options.out.display()
    );
}
