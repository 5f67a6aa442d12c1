//! Fitting the network (`net.rs`) to game results, on top of the linear evaluation:
//! each position's log-odds are the linear evaluation's plus the network's, and Adam
//! moves the network's weights down the gradient of the logistic loss, in shuffled
//! batches, from a fixed seed. The network is trained in floats and quantised when
//! exported.

use super::net::{Floats, HIDDEN, INPUTS, for_each_input};
use crate::board::{Board, Color};

/// A position for the network: its inputs, the linear evaluation's log-odds and the
/// target, both for the side to move.
pub struct NetSample {
    inputs: Vec<u16>,
    base: f32,
    target: f32,
}

impl NetSample {
    /// `base` is the linear evaluation's log-odds for the side to move, `black` the
    /// target for Black.
    pub fn new(board: &Board, base: f32, black: f32) -> NetSample {
        let mut inputs = Vec::with_capacity(24);
        for_each_input(board, |i| inputs.push(i as u16));
        let target = match board.to_move() {
            Color::Black => black,
            Color::White => 1.0 - black,
        };
        NetSample {
            inputs,
            base,
            target,
        }
    }
}

const RATE: f32 = 0.001;
const BATCH: usize = 1024;
const PARAMETERS: usize = INPUTS * HIDDEN + 2 * HIDDEN + 1;

/// The network being fitted (output in log-odds) and Adam's moments; saved whole as
/// a checkpoint.
#[derive(Debug, Clone, PartialEq)]
pub struct NetTrainer {
    /// Input weights (row per input), units' biases, output weights, output bias.
    weights: Vec<f32>,
    first: Vec<f32>,
    second: Vec<f32>,
    steps: u32,
    pub epochs: u32,
}

impl NetTrainer {
    /// Small random weights from `seed`, the units' biases a little above zero so
    /// that they start open.
    pub fn new(seed: u64) -> NetTrainer {
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut weights: Vec<f32> = (0..INPUTS * HIDDEN)
            .map(|_| (rng.f32() - 0.5) * 0.2)
            .collect();
        weights.extend([0.1; HIDDEN]);
        weights.extend((0..HIDDEN).map(|_| (rng.f32() - 0.5) * 0.02));
        weights.push(0.0);
        NetTrainer {
            weights,
            first: vec![0.0; PARAMETERS],
            second: vec![0.0; PARAMETERS],
            steps: 0,
            epochs: 0,
        }
    }

    /// The network's log-odds for `sample`, and its units' sums before clipping.
    fn forward(&self, sample: &NetSample, sums: &mut [f32; HIDDEN]) -> f32 {
        sums.copy_from_slice(&self.weights[INPUTS * HIDDEN..][..HIDDEN]);
        for &i in &sample.inputs {
            let row = &self.weights[usize::from(i) * HIDDEN..][..HIDDEN];
            sums.iter_mut().zip(row).for_each(|(s, w)| *s += w);
        }
        let outputs = &self.weights[INPUTS * HIDDEN + HIDDEN..][..HIDDEN];
        let bias = self.weights[PARAMETERS - 1];
        sums.iter()
            .zip(outputs)
            .fold(bias, |total, (s, w)| total + s.clamp(0.0, 1.0) * w)
    }

    /// The mean logistic loss over `samples`.
    pub fn loss(&self, samples: &[NetSample]) -> f64 {
        let mut sums = [0.0; HIDDEN];
        let total: f64 = samples
            .iter()
            .map(|s| {
                let p = sigmoid(s.base + self.forward(s, &mut sums)).clamp(1e-7, 1.0 - 1e-7);
                let y = s.target;
                -f64::from(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
            })
            .sum();
        total / samples.len().max(1) as f64
    }

    /// One pass over `samples` in an order drawn from `seed` and the epoch's number.
    pub fn epoch(&mut self, samples: &[NetSample], seed: u64) {
        let mut order: Vec<usize> = (0..samples.len()).collect();
        fastrand::Rng::with_seed(seed ^ u64::from(self.epochs) << 32).shuffle(&mut order);
        let mut gradient = vec![0.0; PARAMETERS];
        for batch in order.chunks(BATCH) {
            gradient.iter_mut().for_each(|g| *g = 0.0);
            for &i in batch {
                self.accumulate(&samples[i], batch.len() as f32, &mut gradient);
            }
            self.step(&gradient);
        }
        self.epochs += 1;
    }

    /// Adds `sample`'s share of the batch's gradient.
    fn accumulate(&self, sample: &NetSample, batch: f32, gradient: &mut [f32]) {
        let mut sums = [0.0; HIDDEN];
        let out = self.forward(sample, &mut sums);
        let error = (sigmoid(sample.base + out) - sample.target) / batch;
        let (at_biases, at_outputs) = (INPUTS * HIDDEN, INPUTS * HIDDEN + HIDDEN);
        gradient[PARAMETERS - 1] += error;
        for (j, &sum) in sums.iter().enumerate() {
            gradient[at_outputs + j] += error * sum.clamp(0.0, 1.0);
            if sum > 0.0 && sum < 1.0 {
                let g = error * self.weights[at_outputs + j];
                gradient[at_biases + j] += g;
                for &i in &sample.inputs {
                    gradient[usize::from(i) * HIDDEN + j] += g;
                }
            }
        }
    }

    fn step(&mut self, gradient: &[f32]) {
        const B1: f32 = 0.9;
        const B2: f32 = 0.999;
        self.steps += 1;
        let steps = self.steps.min(1 << 20) as i32;
        let (c1, c2) = (1.0 - B1.powi(steps), 1.0 - B2.powi(steps));
        let moments = self.first.iter_mut().zip(self.second.iter_mut());
        for ((w, g), (m, v)) in self.weights.iter_mut().zip(gradient).zip(moments) {
            *m = B1 * *m + (1.0 - B1) * g;
            *v = B2 * *v + (1.0 - B2) * g * g;
            *w -= RATE * (*m / c1) / ((*v / c2).sqrt() + 1e-8);
        }
    }

    /// The trained weights with the output in hundredths of a man, `scale` being the
    /// log-odds of a hundredth.
    pub fn floats(&self, scale: f32) -> Floats {
        let at = INPUTS * HIDDEN;
        Floats {
            inputs: self.weights[..at].to_vec(),
            biases: self.weights[at..at + HIDDEN].to_vec(),
            outputs: self.weights[at + HIDDEN..at + 2 * HIDDEN]
                .iter()
                .map(|w| w / scale)
                .collect(),
            bias: self.weights[PARAMETERS - 1] / scale,
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

    /// Reads a checkpoint `to_bytes` wrote for a network of this shape.
    pub fn from_bytes(bytes: &[u8]) -> Option<NetTrainer> {
        if bytes.len() != 8 + 12 * PARAMETERS {
            return None;
        }
        let word = |i: usize| f32::from_le_bytes(bytes[8 + 4 * i..12 + 4 * i].try_into().unwrap());
        let n = PARAMETERS;
        Some(NetTrainer {
            epochs: u32::from_le_bytes(bytes[..4].try_into().ok()?),
            steps: u32::from_le_bytes(bytes[4..8].try_into().ok()?),
            weights: (0..n).map(word).collect(),
            first: (n..2 * n).map(word).collect(),
            second: (2 * n..3 * n).map(word).collect(),
        })
    }
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

#[cfg(test)]
mod tests {
    use super::super::net::Net;
    use super::*;

    /// Positions from random play, labelled by who is ahead in pieces, with no help
    /// from a linear evaluation: the network must find material on its own.
    fn labelled(count: usize) -> Vec<(Board, f32)> {
        let mut rng = fastrand::Rng::with_seed(9);
        let mut out = Vec::new();
        while out.len() < count {
            let board = super::super::random_play(&mut rng, 4..40);
            let lead = board.count(Color::Black) as i32 - board.count(Color::White) as i32;
            out.push((board, [0.0, 0.5, 1.0][(lead.signum() + 1) as usize]));
        }
        out
    }

    #[test]
    fn a_tiny_network_run_reduces_its_loss_and_resumes_from_its_checkpoint() {
        let samples: Vec<NetSample> = labelled(300)
            .iter()
            .map(|(board, black)| NetSample::new(board, 0.0, *black))
            .collect();
        let mut trainer = NetTrainer::new(3);
        let before = trainer.loss(&samples);
        for _ in 0..20 {
            trainer.epoch(&samples, 7);
        }
        let after = trainer.loss(&samples);
        assert!(after < before - 0.01, "loss {before} -> {after}");
        let resumed = NetTrainer::from_bytes(&trainer.to_bytes()).expect("it reads");
        assert_eq!(resumed, trainer);
    }

    #[test]
    fn the_integer_network_scores_as_the_trained_one_does() {
        let mut trainer = NetTrainer::new(4);
        let samples: Vec<NetSample> = labelled(200)
            .iter()
            .map(|(board, black)| NetSample::new(board, 0.0, *black))
            .collect();
        for _ in 0..5 {
            trainer.epoch(&samples, 1);
        }
        let scale = 0.001;
        let net = Net::quantise(&trainer.floats(scale));
        let mut bytes = Vec::new();
        net.encode(&mut bytes);
        assert_eq!(
            Net::decode(&bytes),
            Some(Net::quantise(&trainer.floats(scale)))
        );
        let mut sums = [0.0; HIDDEN];
        let mut largest: f32 = 0.0;
        for (board, _) in labelled(50) {
            let sample = NetSample::new(&board, 0.0, 0.5);
            let float = trainer.forward(&sample, &mut sums) / scale;
            let integer = net.evaluate(&board) as f32;
            assert!(
                (float - integer).abs() < 3.0,
                "{board}: {float} v {integer}"
            );
            largest = largest.max(float.abs());
        }
        assert!(
            largest > 30.0,
            "the scores differ enough to tell: {largest}"
        );
    }
}
