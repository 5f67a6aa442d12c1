//! The pipeline behind checkers' learned evaluation: self-play, labels, training,
//! export, each resumable, with a fixed seed (docs/checkers.md).
//!
//! `cargo run --release -p connect4-checkers --example checkers_train -- all
//! [--dir target/checkers-train] [--games 12000] [--depth 6] [--epochs 30] [--seed 1]
//! [--lambda 100] [--net-epochs 8] [--out games/checkers/assets/checkers-eval.bin]
//! [--play classic] [--label-with FILE]`
//!
//! - `generate`: games of hard's search at a shallow depth with the hand-set
//!   evaluation (`--play learned`: with the shipped learned one, for a second round
//!   trained on the first round's positions and these together), one ballot after
//!   another, a few moves at random so the games differ; each quiet position of 5
//!   pieces or more is written with the game's result (`positions.txt`, `FEN
//!   result`). A game reaching 4 pieces ends with the endgame database's verdict.
//!   `positions.done` counts the games written, so a run stopped goes on from there.
//! - `label`: each position's score by a `--depth` search with the weights fitted
//!   to the results alone (`trainer.bin`), or with the weights file `--label-with`
//!   names (`scores.txt`), written in chunks, so a run stopped goes on.
//! - `train`: Texel fitting of the linear weights (`Trainer`) to the results, or with
//!   `--lambda` below 100 to a blend of the result and the search's score, a
//!   checkpoint (`trainer.bin`, or `trainer-lambdaN.bin` for a blend) after every
//!   pass; the loss on every twentieth position, held out, is printed as it goes.
//! - `net`: the small network's fit on top of the linear weights (`NetTrainer`),
//!   `--net-epochs` passes, a checkpoint (`net.bin`, `net-lambdaN.bin`) after every
//!   pass.
//! - `export`: the weights file the engine ships (with the network if `net` ran and
//!   `--net-epochs` is not 0), and
//!   how well it and the shipped one predict the held-out results.
//! - `all`: `generate`, `train` to the results and `label` (if `--lambda` is below
//!   100), `train`, `net` (unless `--net-epochs 0`) and `export` in turn.
//! - `ablate`: for each kind of feature, a fresh fit of `--epochs` passes without it,
//!   and its held-out loss against the fit with them all (an experiment; writes
//!   nothing).

mod blend;
mod fit;
mod label;
mod net;
mod self_play;

use fit::{ablate, train};
use label::label;
use self_play::generate;

use connect4_checkers::Evaluation;
use connect4_checkers::learned::{Trainer, Weights};
use indicatif::{ProgressBar, ProgressStyle};
use std::fs;
use std::path::PathBuf;

#[derive(Clone)]
pub struct Options {
    dir: PathBuf,
    games: u32,
    depth: u32,
    epochs: u32,
    seed: u64,
    out: PathBuf,
    play: Evaluation,
    /// The game's result's share of each position's target, in percent; the rest is
    /// the search's score from `label` (100: the results alone).
    lambda: u32,
    /// Passes of the network's fit (0: no network).
    net_epochs: u32,
    /// A weights file for `label` to search with instead of the first stage's fit
    /// (the shipped weights, say, to label with a stronger evaluation).
    label_with: Option<PathBuf>,
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
        out: PathBuf::from("games/checkers/assets/checkers-eval.bin"),
        play: Evaluation::Classic,
        lambda: 100,
        net_epochs: 8,
        label_with: None,
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
            "--net-epochs" => options.net_epochs = number() as u32,
            "--lambda" => options.lambda = (number() as u32).min(100),
            "--out" => options.out = PathBuf::from(&value),
            "--label-with" => options.label_with = Some(PathBuf::from(&value)),
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
        "label" => label(&options),
        "net" => net::net(&options),
        "train" => train(&options),
        "export" => export(&options),
        "ablate" => ablate(&options),
        "all" => {
            generate(&options);
            if options.lambda < 100 {
                // The search that labels the positions scores with a fit to the
                // results alone, the first stage.
                train(&Options {
                    lambda: 100,
                    ..options.clone()
                });
                label(&options);
            }
            train(&options);
            if options.net_epochs > 0 {
                net::net(&options);
            }
            export(&options);
        }
        other => panic!("unknown command {other}: generate, label, train, export, all or ablate"),
    }
}

impl Options {
    /// A file of the run in its directory: `stem.ext` for a fit to the results,
    /// `stem-lambdaN.ext` for one to targets blended with the search's scores.
    pub fn file(&self, stem: &str, ext: &str) -> PathBuf {
        match self.lambda {
            100 => self.dir.join(format!("{stem}.{ext}")),
            n => self.dir.join(format!("{stem}-lambda{n}.{ext}")),
        }
    }
}

pub fn bar(length: u64, unit: &str) -> ProgressBar {
    let bar = ProgressBar::new(length);
    let template = format!("{{msg}} {{bar:30}} {{pos}}/{{len}} {unit}, about {{eta}} left");
    bar.set_style(ProgressStyle::with_template(&template).expect("a valid template"));
    bar
}

/// Writes a checkpoint whole or not at all: a run stopped mid-write resumes from the
/// one before.
pub fn keep_checkpoint(path: &std::path::Path, bytes: &[u8]) {
    let temporary = path.with_extension("tmp");
    fs::write(&temporary, bytes).expect("the checkpoint is written");
    fs::rename(&temporary, path).expect("the checkpoint is written");
}

fn export(options: &Options) {
    let bytes = fs::read(options.file("trainer", "bin")).expect("a checkpoint; run train first");
    let trainer = Trainer::from_bytes(&bytes).expect("a checkpoint of this engine");
    let network = net::trained(options).filter(|_| options.net_epochs > 0);
    let file = Weights::encode(&trainer.in_hundredths(), network.as_ref());
    Weights::decode(&file).expect("the file reads back");
    fs::write(&options.out, &file).expect("the weights are written");
    eprintln!(
        "weights of pass {} in {}",
        trainer.epochs,
        options.out.display()
    );
    let exported: &'static Weights = Box::leak(Box::new(
        Weights::decode(&file).expect("the file reads back"),
    ));
    let all = fit::read_samples(&options.dir.join("positions.txt"));
    fit::report_fit(&all, Evaluation::Learned, "the shipped weights");
    fit::report_fit(&all, Evaluation::Weighted(exported), "the exported weights");
}
