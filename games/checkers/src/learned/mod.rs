//! The evaluation learned from self-play: a weighted count of the features in
//! `features.rs`, each with one weight for a full board and one for an empty board,
//! blended by the pieces left (a tapered evaluation), plus a small network's
//! correction (`net.rs`). The weights are fitted to game results by `train.rs` and
//! `net_train.rs` (`cargo run --release -p connect4-checkers --example checkers_train`,
//! docs/checkers.md) and ship in `assets/checkers-eval.bin`, read by the same code in
//! the terminal and in the page; the evaluation itself is integer.

mod features;
mod geometry;
mod net;
mod net_train;
#[cfg(test)]
mod reference;
mod train;

use super::board::{Board, Color};
use std::sync::OnceLock;

pub use features::{COUNT as FEATURES, GROUPS};
pub use net::Net;
pub use net_train::{NetSample, NetTrainer};
pub use train::{Sample, Samples, Trainer};

static SHIPPED: &[u8] = include_bytes!("../../assets/checkers-eval.bin");
const MAGIC: &[u8; 4] = b"CKEV";
/// Version 1 holds the linear weights alone, version 2 the network after them.
const LINEAR: u8 = 1;
const WITH_NET: u8 = 2;
/// The weights are stored in quarters of a hundredth of a man.
const UNIT: i32 = 4;
/// The pieces on a full board: the blend's full weight for the first of each pair.
const FULL: i32 = 24;

/// Each feature's two weights, on a full board and on an empty one, kept blended for
/// each number of pieces up to `FULL` (times `FULL`): one multiplication a feature
/// when scoring.
#[derive(Debug, PartialEq, Eq)]
pub struct Weights {
    blended: Vec<[i32; FEATURES]>,
    net: Option<Net>,
}

impl Weights {
    /// Reads a weights file: `CKEV`, a version byte, a spare byte, the number of
    /// features (u16), then each feature's two weights (i16), then in version 2 the
    /// network (`Net::encode`), little-endian.
    pub fn decode(bytes: &[u8]) -> Result<Weights, String> {
        let header = bytes.get(..8).ok_or("the weights file is too short")?;
        if &header[..4] != MAGIC || ![LINEAR, WITH_NET].contains(&header[4]) {
            return Err("not a weights file of this version".into());
        }
        let count = u16::from_le_bytes([header[6], header[7]]) as usize;
        let linear = 8 + 4 * count;
        let net_bytes = if header[4] == WITH_NET { Net::BYTES } else { 0 };
        if count != FEATURES || bytes.len() != linear + net_bytes {
            return Err(format!(
                "{count} features, not the {FEATURES} the engine has"
            ));
        }
        let net = match header[4] {
            WITH_NET => Some(Net::decode(&bytes[linear..]).ok_or("a network of another shape")?),
            _ => None,
        };
        let word = |i: usize| i32::from(i16::from_le_bytes([bytes[8 + 2 * i], bytes[9 + 2 * i]]));
        let full: Vec<i32> = (0..count).map(|f| word(2 * f)).collect();
        let empty: Vec<i32> = (0..count).map(|f| word(2 * f + 1)).collect();
        let blended = (0..=FULL)
            .map(|pieces| std::array::from_fn(|f| full[f] * pieces + empty[f] * (FULL - pieces)))
            .collect();
        Ok(Weights { blended, net })
    }

    /// The file of weights given in hundredths of a man, full board then empty, per
    /// feature (rounded to the file's unit and clamped to its range), and the network
    /// if there is one.
    pub fn encode(pairs: &[(f64, f64)], net: Option<&Net>) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend([if net.is_some() { WITH_NET } else { LINEAR }, 0]);
        out.extend((pairs.len() as u16).to_le_bytes());
        for &(full, empty) in pairs {
            for weight in [full, empty] {
                let unit = (weight * f64::from(UNIT)).round();
                out.extend((unit.clamp(-32768.0, 32767.0) as i16).to_le_bytes());
            }
        }
        if let Some(net) = net {
            net.encode(&mut out);
        }
        out
    }

    /// The shipped weights, read once.
    pub fn shipped() -> &'static Weights {
        static READ: OnceLock<Weights> = OnceLock::new();
        READ.get_or_init(|| Weights::decode(SHIPPED).expect("the shipped weights read"))
    }

    /// The value of `board` for the side to move, in hundredths of a man.
    pub fn evaluate(&self, board: &Board) -> i32 {
        self.linear(board) + self.net.as_ref().map_or(0, |net| net.evaluate(board))
    }

    /// The weighted features' part of the value, without the network's.
    pub fn linear(&self, board: &Board) -> i32 {
        let pieces = (board.occupied().count_ones() as usize).min(FULL as usize);
        let weights = &self.blended[pieces];
        let mut total = 0;
        each_feature(board, |feature, count| total += count * weights[feature]);
        let black = total / (FULL * UNIT);
        match board.to_move() {
            Color::Black => black,
            Color::White => -black,
        }
    }
}

/// The value of `board` for the side to move by the shipped weights.
pub fn evaluate(board: &Board) -> i32 {
    Weights::shipped().evaluate(board)
}

/// Calls `emit(feature, count)` for Black's features and `emit(feature, -count)` for
/// White's, each side seen from its own side of the board.
#[inline]
pub fn each_feature(board: &Board, mut emit: impl FnMut(usize, i32)) {
    let black_to_move = board.to_move() == Color::Black;
    let black = features::View {
        own: board.black,
        other: board.white,
        kings: board.kings,
        to_move: black_to_move,
    };
    features::side(&black, &mut emit);
    let white = features::View {
        own: board.white.reverse_bits(),
        other: board.black.reverse_bits(),
        kings: board.kings.reverse_bits(),
        to_move: !black_to_move,
    };
    features::side(&white, &mut |feature, count| emit(feature, -count));
}

/// A position reached by a random number of random moves from the start (drawn
/// from `plies`), for the tests of the evaluation and its training.
#[cfg(test)]
fn random_play(rng: &mut fastrand::Rng, plies: std::ops::Range<usize>) -> Board {
    let mut board = Board::start();
    for _ in 0..rng.usize(plies) {
        let moves = board.legal_moves();
        if moves.is_empty() {
            break;
        }
        board = board.play(&moves[rng.usize(..moves.len())]);
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_weights_load_and_count_material() {
        let weights = Weights::decode(SHIPPED).expect("they read");
        let even = weights.evaluate(&Board::start());
        assert!(even.abs() < 30, "the start scores {even}");
        let up: Board = "B:W21,22:B1,2,3".parse().unwrap();
        assert!(weights.evaluate(&up) > 50);
        let king: Board = "B:W21:BK14".parse().unwrap();
        let man: Board = "B:W21:B14".parse().unwrap();
        assert!(weights.evaluate(&king) > weights.evaluate(&man));
    }

    #[test]
    fn a_position_and_its_mirror_score_the_same_for_the_side_to_move() {
        let black: Board = "B:W21,22,K30:B1,2,9,K5".parse().unwrap();
        let white: Board = "W:W32,31,24,K28:B12,11,K3".parse().unwrap();
        let weights = Weights::shipped();
        assert_eq!(weights.evaluate(&black), weights.evaluate(&white));
    }

    #[test]
    fn weights_survive_the_file() {
        let pairs: Vec<(f64, f64)> = (0..FEATURES)
            .map(|f| (f as f64, -(f as f64) / 2.0))
            .collect();
        let weights = Weights::decode(&Weights::encode(&pairs, None)).unwrap();
        // Feature 7 weighs 7 on a full board, feature 9 -4.5 on an empty one.
        assert_eq!(weights.blended[FULL as usize][7], 7 * UNIT * FULL);
        assert_eq!(weights.blended[0][9], -18 * FULL);
        assert!(Weights::decode(b"CKEV").is_err());
    }
}
