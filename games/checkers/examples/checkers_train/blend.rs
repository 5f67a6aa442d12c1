//! The targets the fits learn: a game's result blended with the search's score of
//! each position (`label`'s `scores.txt`), as strong engines' Texel tuning fits a
//! mix of the two labels.

use crate::Options;
use connect4_checkers::learned::Sample;
use std::fs;

/// The samples' targets blended: `--lambda` percent the game's result, the rest the
/// search's score from `scores.txt` as a probability (its scale fitted to the
/// results, as `fitted_loss` fits an evaluation's). Positions with no score keep the
/// result alone.
pub fn blend(options: &Options, samples: &mut [Sample]) {
    if options.lambda >= 100 {
        return;
    }
    let text = fs::read_to_string(options.dir.join("scores.txt"))
        .expect("the scores are read; run label first");
    let scores: Vec<Option<f64>> = text.lines().map(|l| l.parse().ok()).collect();
    assert_eq!(scores.len(), samples.len(), "a score for every position");
    let scale = fitted_scale(samples, &scores);
    let share = f64::from(options.lambda) / 100.0;
    for (sample, score) in samples.iter_mut().zip(&scores) {
        if let Some(score) = score {
            let searched = 1.0 / (1.0 + (-scale * score).exp());
            let result = f64::from(sample.result);
            sample.result = (share * result + (1.0 - share) * searched) as f32;
        }
    }
    eprintln!(
        "targets: {}% the results, the rest the search's scores at {scale:.4} log-odds a hundredth",
        options.lambda
    );
}

/// The log-odds a hundredth of the search's score is worth: the scale that predicts
/// the games' results best.
fn fitted_scale(samples: &[Sample], scores: &[Option<f64>]) -> f64 {
    let loss = |k: f64| -> f64 {
        samples
            .iter()
            .zip(scores)
            .filter_map(|(s, score)| {
                let p = (1.0 / (1.0 + (-k * (*score)?).exp())).clamp(1e-9, 1.0 - 1e-9);
                let y = f64::from(s.result);
                Some(-(y * p.ln() + (1.0 - y) * (1.0 - p).ln()))
            })
            .sum()
    };
    (1..=80)
        .map(|k| f64::from(k) * 0.0005)
        .min_by(|a, b| loss(*a).total_cmp(&loss(*b)))
        .expect("a scale")
}
