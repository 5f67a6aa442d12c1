//! Fitting the weights to game results (Texel's method): each position's features,
//! weighed, give the log-odds of Black winning; the weights are moved down the
//! gradient of the logistic loss against the game's result (1, a half or 0) by Adam,
//! in shuffled batches, with a fixed seed. The pipeline around it (self-play,
//! checkpoints, export) is `examples/checkers_train/`.

use super::{FEATURES, FULL, each_feature};
use crate::board::Board;

/// A position and the result of the game it came from, for Black.
#[derive(Debug, Clone, Copy)]
pub struct Sample {
    pub board: Board,
    pub result: f32,
}

/// The samples' features, counted once: Black's minus White's, per position.
pub struct Samples {
    starts: Vec<u32>,
    entries: Vec<(u16, i16)>,
    pieces: Vec<u8>,
    results: Vec<f32>,
}

impl Samples {
    pub fn new(samples: &[Sample]) -> Samples {
        let mut out = Samples {
            starts: vec![0],
            entries: Vec::new(),
            pieces: Vec::new(),
            results: Vec::new(),
        };
        let mut dense = [0i32; FEATURES];
        for sample in samples {
            each_feature(&sample.board, |f, count| dense[f] += count);
            for (f, count) in dense.iter_mut().enumerate() {
                if *count != 0 {
                    out.entries.push((f as u16, *count as i16));
                    *count = 0;
                }
            }
            out.starts.push(out.entries.len() as u32);
            out.pieces.push(sample.board.occupied().count_ones() as u8);
            out.results.push(sample.result);
        }
        out
    }

    /// The same samples without the features `drop` picks: to measure what a kind
    /// of feature adds.
    pub fn without(&self, drop: impl Fn(usize) -> bool) -> Samples {
        let mut out = Samples {
            starts: vec![0],
            entries: Vec::new(),
            pieces: self.pieces.clone(),
            results: self.results.clone(),
        };
        for i in 0..self.len() {
            let kept = self
                .entries(i)
                .iter()
                .filter(|(f, _)| !drop(usize::from(*f)));
            out.entries.extend(kept);
            out.starts.push(out.entries.len() as u32);
        }
        out
    }

    pub fn len(&self) -> usize {
        self.results.len()
    }

    pub fn is_empty(&self) -> bool {
        self.results.is_empty()
    }

    fn entries(&self, i: usize) -> &[(u16, i16)] {
        &self.entries[self.starts[i] as usize..self.starts[i + 1] as usize]
    }

    /// How much of the full-board weight sample `i` takes (the rest is the empty's).
    fn blend(&self, i: usize) -> f64 {
        f64::from(self.pieces[i].min(FULL as u8)) / f64::from(FULL)
    }
}

/// The weights being fitted (log-odds units, full board then empty per feature) and
/// Adam's running moments; saved whole as a checkpoint.
#[derive(Debug, Clone, PartialEq)]
pub struct Trainer {
    pub weights: Vec<f64>,
    first: Vec<f64>,
    second: Vec<f64>,
    steps: u64,
    /// Whole passes over the samples done.
    pub epochs: u32,
}

const RATE: f64 = 0.002;
const BATCH: usize = 1024;
/// A slight pull towards zero, so that rare features keep small weights.
const DECAY: f64 = 1e-5;

impl Default for Trainer {
    fn default() -> Self {
        Trainer {
            weights: vec![0.0; 2 * FEATURES],
            first: vec![0.0; 2 * FEATURES],
            second: vec![0.0; 2 * FEATURES],
            steps: 0,
            epochs: 0,
        }
    }
}

impl Trainer {
    /// The log-odds of Black winning sample `i`.
    fn logit(&self, samples: &Samples, i: usize) -> f64 {
        let blend = samples.blend(i);
        samples.entries(i).iter().fold(0.0, |sum, &(f, count)| {
            let f = usize::from(f);
            let weight = self.weights[2 * f] * blend + self.weights[2 * f + 1] * (1.0 - blend);
            sum + f64::from(count) * weight
        })
    }

    /// The mean logistic loss over `samples`.
    pub fn loss(&self, samples: &Samples) -> f64 {
        let total: f64 = (0..samples.len())
            .map(|i| {
                let p = sigmoid(self.logit(samples, i)).clamp(1e-9, 1.0 - 1e-9);
                let y = f64::from(samples.results[i]);
                -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
            })
            .sum();
        total / samples.len().max(1) as f64
    }

    /// One pass over `samples` in an order drawn from `seed` and the epoch's number.
    pub fn epoch(&mut self, samples: &Samples, seed: u64) {
        let mut order: Vec<usize> = (0..samples.len()).collect();
        fastrand::Rng::with_seed(seed ^ u64::from(self.epochs) << 32).shuffle(&mut order);
        let mut gradient = vec![0.0; self.weights.len()];
        for batch in order.chunks(BATCH) {
            gradient.iter_mut().for_each(|g| *g = 0.0);
            for &i in batch {
                let error = sigmoid(self.logit(samples, i)) - f64::from(samples.results[i]);
                let blend = samples.blend(i);
                for &(f, count) in samples.entries(i) {
                    let f = usize::from(f);
                    let g = error * f64::from(count) / batch.len() as f64;
                    gradient[2 * f] += g * blend;
                    gradient[2 * f + 1] += g * (1.0 - blend);
                }
            }
            self.step(&gradient);
        }
        self.epochs += 1;
    }

    fn step(&mut self, gradient: &[f64]) {
        const B1: f64 = 0.9;
        const B2: f64 = 0.999;
        self.steps += 1;
        let (c1, c2) = (
            1.0 - B1.powi(self.steps as i32),
            1.0 - B2.powi(self.steps as i32),
        );
        for (w, ((g, m), v)) in self.weights.iter_mut().zip(
            gradient
                .iter()
                .zip(self.first.iter_mut())
                .zip(self.second.iter_mut()),
        ) {
            let g = g + DECAY * *w;
            *m = B1 * *m + (1.0 - B1) * g;
            *v = B2 * *v + (1.0 - B2) * g * g;
            *w -= RATE * (*m / c1) / ((*v / c2).sqrt() + 1e-8);
        }
    }

    /// The checkpoint: epochs, steps, then the weights and moments, little-endian.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend(self.epochs.to_le_bytes());
        out.extend(self.steps.to_le_bytes());
        for value in self.weights.iter().chain(&self.first).chain(&self.second) {
            out.extend(value.to_le_bytes());
        }
        out
    }

    /// Reads a checkpoint `to_bytes` wrote for as many features as the engine has.
    pub fn from_bytes(bytes: &[u8]) -> Option<Trainer> {
        let n = 2 * FEATURES;
        if bytes.len() != 12 + 24 * n {
            return None;
        }
        let word = |i: usize| f64::from_le_bytes(bytes[12 + 8 * i..20 + 8 * i].try_into().unwrap());
        Some(Trainer {
            epochs: u32::from_le_bytes(bytes[..4].try_into().ok()?),
            steps: u64::from_le_bytes(bytes[4..12].try_into().ok()?),
            weights: (0..n).map(word).collect(),
            first: (n..2 * n).map(word).collect(),
            second: (2 * n..3 * n).map(word).collect(),
        })
    }

    /// The weights in hundredths of a man, per feature (full board, empty board): the
    /// log-odds scaled so that a man is worth 100 on average over its squares.
    pub fn in_hundredths(&self) -> Vec<(f64, f64)> {
        let men = super::features::MAN..super::features::MAN + 28;
        let man: f64 = men
            .map(|f| (self.weights[2 * f] + self.weights[2 * f + 1]) / 2.0)
            .sum::<f64>()
            / 28.0;
        let scale = if man > 1e-6 { 100.0 / man } else { 100.0 };
        (0..FEATURES)
            .map(|f| (self.weights[2 * f] * scale, self.weights[2 * f + 1] * scale))
            .collect()
    }
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random positions from random play, each labelled by who is ahead in pieces.
    fn labelled(count: usize) -> Vec<Sample> {
        let mut rng = fastrand::Rng::with_seed(42);
        let mut out = Vec::new();
        while out.len() < count {
            let board = super::super::random_play(&mut rng, 4..40);
            let lead = board.black.count_ones() as i32 - board.white.count_ones() as i32;
            let result = match lead.signum() {
                1 => 1.0,
                0 => 0.5,
                _ => 0.0,
            };
            out.push(Sample { board, result });
        }
        out
    }

    #[test]
    fn a_tiny_training_run_reduces_its_loss_and_resumes_from_its_checkpoint() {
        let samples = Samples::new(&labelled(300));
        let mut trainer = Trainer::default();
        let before = trainer.loss(&samples);
        for _ in 0..3 {
            trainer.epoch(&samples, 7);
        }
        let after = trainer.loss(&samples);
        assert!(after < before, "loss {before} -> {after}");
        let resumed = Trainer::from_bytes(&trainer.to_bytes()).expect("it reads");
        assert_eq!(resumed, trainer);
    }
}
