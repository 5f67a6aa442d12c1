//! The network's fit, on top of the linear weights `train` fitted: a checkpoint
//! (`net.bin`) after every pass, the loss on held-out stretches of games printed as it
//! goes, and the scale of the linear evaluation's hundredths (`net.scale`) that
//! `export` turns the network's log-odds into hundredths with.

use crate::blend::blend;
use crate::fit::{fitted_loss, read_samples};
use crate::{Options, bar, keep_checkpoint};
use connect4_checkers::Evaluation;
use connect4_checkers::learned::{NetSample, NetTrainer, Trainer, Weights};
use std::fs;
use std::path::Path;

/// Positions are held out in stretches of this many (one in twenty stretches), so
/// that the held-out loss is measured on games the network has not seen.
const STRETCH: usize = 2000;

/// The linear weights as `export` writes them, from `train`'s checkpoint `path`.
pub fn linear_weights(path: &Path) -> Weights {
    let bytes = fs::read(path).expect("a checkpoint; run train first");
    let trainer = Trainer::from_bytes(&bytes).expect("a checkpoint of this engine");
    Weights::decode(&Weights::encode(&trainer.in_hundredths(), None)).expect("they read back")
}

pub fn net(options: &Options) {
    let linear = linear_weights(&options.file("trainer", "bin"));
    let linear: &'static Weights = Box::leak(Box::new(linear));
    let mut all = read_samples(&options.dir.join("positions.txt"));
    let (loss, scale) = fitted_loss(&all, Evaluation::Weighted(linear));
    eprintln!("the linear weights: loss {loss:.5} at {scale:.4} log-odds a hundredth");
    fs::write(options.file("net", "scale"), format!("{scale}\n")).expect("the scale is written");
    blend(options, &mut all);
    let (mut fitted, mut held) = (Vec::new(), Vec::new());
    for (i, sample) in all.iter().enumerate() {
        let base = scale as f32 * linear.linear(&sample.board) as f32;
        let net_sample = NetSample::new(&sample.board, base, sample.result);
        if (i / STRETCH).is_multiple_of(20) {
            held.push(net_sample);
        } else {
            fitted.push(net_sample);
        }
    }
    let checkpoint = options.file("net", "bin");
    let mut trainer = fs::read(&checkpoint)
        .ok()
        .and_then(|bytes| NetTrainer::from_bytes(&bytes))
        .unwrap_or_else(|| NetTrainer::new(options.seed));
    eprintln!(
        "{} positions ({} held out), from pass {}: held out {:.5}",
        fitted.len(),
        held.len(),
        trainer.epochs,
        trainer.loss(&held)
    );
    let progress = bar(u64::from(options.net_epochs), "passes");
    progress.set_position(u64::from(trainer.epochs));
    while trainer.epochs < options.net_epochs {
        trainer.epoch(&fitted, options.seed);
        keep_checkpoint(&checkpoint, &trainer.to_bytes());
        progress.set_position(u64::from(trainer.epochs));
        let line = format!(
            "pass {}: held out {:.5}",
            trainer.epochs,
            trainer.loss(&held)
        );
        progress.set_message(line.clone());
        if progress.is_hidden() {
            eprintln!("{line}");
        }
    }
    progress.finish_and_clear();
}

/// The network `net` fitted, quantised, if it has been.
pub fn trained(options: &Options) -> Option<connect4_checkers::learned::Net> {
    let bytes = fs::read(options.file("net", "bin")).ok()?;
    let trainer = NetTrainer::from_bytes(&bytes).expect("a network checkpoint of this shape");
    let scale: f32 = fs::read_to_string(options.file("net", "scale"))
        .expect("the scale net wrote")
        .trim()
        .parse()
        .expect("a number");
    Some(connect4_checkers::learned::Net::quantise(
        &trainer.floats(scale),
    ))
}
