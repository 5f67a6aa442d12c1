//! A small network on top of the linear evaluation: what the weighted features miss
//! about how pieces stand together. Its inputs are the pieces on their squares, seen
//! by the side to move (its men moving down, the board turned round for White): own
//! men, own kings, the other's men, the other's kings, 32 squares each. They feed
//! `HIDDEN` units clipped to [0, 1], summed into one output in hundredths of a man.
//! Inference is integer (i16 sums that the compiler turns into vector adds where the
//! target has them, plain loops where it has not); training is in `net_train.rs`.

use super::super::board::{Board, Color};

/// Four kinds of piece on 32 squares.
pub const INPUTS: usize = 128;
/// The hidden units.
pub const HIDDEN: usize = 32;
/// A hidden unit at 1, and the input weights' unit.
const ONE: i32 = 128;
/// The output weights' unit: this many to a hundredth of a man.
const OUTPUT_UNIT: i32 = 64;
/// The most an input weight or bias may be, in its unit, so that a unit's sum over
/// 24 pieces and its bias stays within an i16.
const MOST: f32 = 1300.0;

/// The network's weights in their integer units.
#[derive(Debug, PartialEq, Eq)]
pub struct Net {
    inputs: Vec<[i16; HIDDEN]>,
    biases: [i16; HIDDEN],
    outputs: [i16; HIDDEN],
    /// The output's bias, in `ONE * OUTPUT_UNIT` to a hundredth.
    bias: i32,
}

/// The network's weights as trained: input weights and biases on the units' scale,
/// output weights and bias in hundredths of a man.
#[derive(Debug, Clone, PartialEq)]
pub struct Floats {
    pub inputs: Vec<f32>,
    pub biases: Vec<f32>,
    pub outputs: Vec<f32>,
    pub bias: f32,
}

impl Net {
    /// The integer network of trained weights.
    pub fn quantise(floats: &Floats) -> Net {
        let unit = |w: f32, scale: i32| (w * scale as f32).round();
        let input = |w: f32| unit(w, ONE).clamp(-MOST, MOST) as i16;
        Net {
            inputs: floats
                .inputs
                .chunks(HIDDEN)
                .map(|row| std::array::from_fn(|j| input(row[j])))
                .collect(),
            biases: std::array::from_fn(|j| input(floats.biases[j])),
            outputs: std::array::from_fn(|j| {
                unit(floats.outputs[j], OUTPUT_UNIT).clamp(-32767.0, 32767.0) as i16
            }),
            bias: unit(floats.bias, ONE * OUTPUT_UNIT) as i32,
        }
    }

    /// The bytes after the linear weights in the weights file: the input weights row
    /// by row, the units' biases, the output weights (i16), the output's bias (i32).
    pub fn encode(&self, out: &mut Vec<u8>) {
        let rows = self.inputs.iter().flatten();
        for w in rows.chain(&self.biases).chain(&self.outputs) {
            out.extend(w.to_le_bytes());
        }
        out.extend(self.bias.to_le_bytes());
    }

    /// The bytes `encode` writes.
    pub const BYTES: usize = 2 * (INPUTS * HIDDEN + 2 * HIDDEN) + 4;

    pub fn decode(bytes: &[u8]) -> Option<Net> {
        if bytes.len() != Self::BYTES {
            return None;
        }
        let word = |i: usize| i16::from_le_bytes([bytes[2 * i], bytes[2 * i + 1]]);
        let words = |start: usize| -> [i16; HIDDEN] { std::array::from_fn(|j| word(start + j)) };
        let at = INPUTS * HIDDEN;
        Some(Net {
            inputs: (0..INPUTS).map(|i| words(i * HIDDEN)).collect(),
            biases: words(at),
            outputs: words(at + HIDDEN),
            bias: i32::from_le_bytes(bytes[Self::BYTES - 4..].try_into().ok()?),
        })
    }

    /// The network's part of the value of `board` for the side to move, in
    /// hundredths of a man.
    pub fn evaluate(&self, board: &Board) -> i32 {
        let mut pieces = [0u8; 32];
        let mut count = 0;
        for_each_input(board, |input| {
            pieces[count] = input as u8;
            count += 1;
        });
        let mut sums = self.biases;
        add_rows(&mut sums, &self.inputs, &pieces[..count]);
        let total: i32 = sums
            .iter()
            .zip(&self.outputs)
            .map(|(&s, &w)| i32::from(s.clamp(0, ONE as i16)) * i32::from(w))
            .sum();
        (self.bias + total) / (ONE * OUTPUT_UNIT)
    }
}

/// Adds the rows of the `pieces`' inputs to the units' sums. Kept out of line, the
/// sums stay an array in memory and the inner loop becomes a few vector adds where
/// the target has them (inlined, the compiler splits them into 32 scalars).
#[inline(never)]
fn add_rows(sums: &mut [i16; HIDDEN], rows: &[[i16; HIDDEN]], pieces: &[u8]) {
    for &piece in pieces {
        let row = &rows[usize::from(piece)];
        for j in 0..HIDDEN {
            sums[j] = sums[j].wrapping_add(row[j]);
        }
    }
}

/// The pieces of `board` as the side to move sees them: own men, own kings, the
/// other's men, the other's kings.
#[inline]
fn kinds(board: &Board) -> [u32; 4] {
    let (own, other, kings) = match board.to_move() {
        Color::Black => (board.black, board.white, board.kings),
        Color::White => (
            board.white.reverse_bits(),
            board.black.reverse_bits(),
            board.kings.reverse_bits(),
        ),
    };
    [own & !kings, own & kings, other & !kings, other & kings]
}

/// Calls `input(i)` for each piece on `board`, as the side to move sees it.
pub fn for_each_input(board: &Board, mut input: impl FnMut(usize)) {
    for (kind, mut rest) in kinds(board).into_iter().enumerate() {
        while rest != 0 {
            input(kind * 32 + rest.trailing_zeros() as usize);
            rest &= rest - 1;
        }
    }
}
