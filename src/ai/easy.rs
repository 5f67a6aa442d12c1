//! The easy level: plays like a beginner. It always takes a win in one and usually
//! blocks the opponent's, likes the centre and its own lines, but looks no further
//! ahead, and now and then misses that its disc lets the opponent win on top of it.

use super::bitboard::{Bitboard, Shape};
use super::eval::{Evaluator, Knowledge};

/// How often an immediate threat of the opponent is blocked.
const BLOCK_CHANCE: f64 = 0.85;
/// How often the player notices that a drop hands the opponent a win right above.
const NOTICE_GIFT_CHANCE: f64 = 0.6;

/// The column the easy level plays on `board` (which has a legal move).
pub fn choose(shape: Shape, board: &Bitboard, rng: &mut fastrand::Rng) -> u32 {
    let legal: Vec<u32> = (0..shape.columns)
        .filter(|&c| board.can_play(shape, c))
        .collect();
    if let Some(&win) = legal.iter().find(|&&c| board.is_winning_move(shape, c)) {
        return win;
    }
    let threats = board.opponent_threats(shape);
    let blocks: Vec<u32> = legal
        .iter()
        .copied()
        .filter(|&c| board.drop_cell(shape, c) & threats != 0)
        .collect();
    if !blocks.is_empty() && rng.f64() < BLOCK_CHANCE {
        return blocks[rng.usize(..blocks.len())];
    }
    let notices_gifts = rng.f64() < NOTICE_GIFT_CHANCE;
    let eval = Evaluator::new(shape, Knowledge::Plain);
    // A beginner's preferences: how the board looks right after the drop, no deeper.
    let weights: Vec<f64> = legal
        .iter()
        .map(|&column| {
            let cell = board.drop_cell(shape, column);
            let mut after = *board;
            after.play_cell(cell);
            let looks = -eval.evaluate(&after);
            let gift = cell << 1 & threats != 0;
            let weight = (f64::from(looks) / 40.0).clamp(-8.0, 8.0).exp();
            if gift && notices_gifts {
                weight * 0.02
            } else {
                weight
            }
        })
        .collect();
    legal[pick_weighted(&weights, rng)]
}

/// An index drawn with probability proportional to its weight.
fn pick_weighted(weights: &[f64], rng: &mut fastrand::Rng) -> usize {
    let total: f64 = weights.iter().sum();
    let mut ticket = rng.f64() * total;
    for (index, weight) in weights.iter().enumerate() {
        if ticket < *weight {
            return index;
        }
        ticket -= weight;
    }
    weights.len() - 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{BoardSize, Game, Player};

    fn position(moves: &str) -> (Shape, Bitboard) {
        let size = BoardSize::STANDARD;
        let shape = Shape::new(size);
        let game = Game::from_notation(size, Player::One, moves).unwrap();
        (shape, Bitboard::from_game(shape, &game))
    }

    #[test]
    fn always_wins_at_once() {
        let (shape, board) = position("121212");
        let mut rng = fastrand::Rng::with_seed(1);
        for _ in 0..100 {
            assert_eq!(choose(shape, &board, &mut rng), 0);
        }
    }

    #[test]
    fn usually_blocks_and_varies_otherwise() {
        let (shape, board) = position("12121");
        let mut rng = fastrand::Rng::with_seed(2);
        let blocked = (0..200)
            .filter(|_| choose(shape, &board, &mut rng) == 0)
            .count();
        assert!((150..200).contains(&blocked), "{blocked}");
        let (shape, board) = position("");
        let distinct: std::collections::HashSet<u32> =
            (0..50).map(|_| choose(shape, &board, &mut rng)).collect();
        assert!(distinct.len() >= 3, "{distinct:?}");
    }
}
