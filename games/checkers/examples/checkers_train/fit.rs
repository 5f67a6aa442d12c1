//! Texel fitting of the weights to the games' results, the shipped evaluations' own fit,
//! and the ablation of each kind of feature.

use crate::blend::blend;
use crate::{Options, bar, keep_checkpoint};
use connect4_checkers::learned::{GROUPS, Sample, Samples, Trainer};
use connect4_checkers::{Color, Evaluation};
use std::fs;
use std::path::Path;

pub fn read_samples(path: &Path) -> Vec<Sample> {
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
pub fn split(all: &[Sample]) -> (Samples, Samples) {
    let (held, fitted): (Vec<_>, Vec<_>) = all.iter().enumerate().partition(|(i, _)| i % 20 == 0);
    let strip = |v: Vec<(usize, &Sample)>| v.into_iter().map(|(_, s)| *s).collect::<Vec<_>>();
    (Samples::new(&strip(fitted)), Samples::new(&strip(held)))
}

pub fn ablate(options: &Options) {
    let mut all = read_samples(&options.dir.join("positions.txt"));
    blend(options, &mut all);
    let (fitted, held) = split(&all);
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

pub fn train(options: &Options) {
    let mut all = read_samples(&options.dir.join("positions.txt"));
    for evaluation in [Evaluation::Classic, Evaluation::Learned] {
        report_fit(
            &all,
            evaluation,
            &format!("{evaluation:?} evaluation as shipped"),
        );
    }
    blend(options, &mut all);
    let (fitted, held) = split(&all);
    let checkpoint = options.file("trainer", "bin");
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
        keep_checkpoint(&checkpoint, &trainer.to_bytes());
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

/// Prints how well `evaluation` predicts the held-out positions' game results.
pub fn report_fit(all: &[Sample], evaluation: Evaluation, name: &str) {
    let (loss, k) = fitted_loss(&strip_held(all), evaluation);
    eprintln!("{name}, held out: loss {loss:.5} against the results at {k:.4} a hundredth");
}

pub fn strip_held(all: &[Sample]) -> Vec<Sample> {
    all.iter().step_by(20).copied().collect()
}

/// The logistic loss of `evaluation` on `samples`, its hundredths of a man turned into
/// log-odds by the best of a range of scales, and that scale: the loss is the mark to
/// beat, and the scale says how many hundredths make the same odds for each evaluation.
pub fn fitted_loss(samples: &[Sample], evaluation: Evaluation) -> (f64, f64) {
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
