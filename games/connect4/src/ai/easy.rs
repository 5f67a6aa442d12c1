//! The easy level: plays like a beginner. It always takes a win in one and usually
//! blocks the opponent's, likes the centre and its own lines, but looks no further
//! ahead, and now and then misses that its disc lets the opponent win on top of it.

use crate::solver::{Evaluation, Knowledge, Position};

/// How often an immediate threat of the opponent is blocked.
const BLOCK_CHANCE: f64 = 0.85;
/// How often the player notices that a drop hands the opponent a win right above.
const NOTICE_GIFT_CHANCE: f64 = 0.6;

/// The column the easy level plays in `pos` (which has a legal move).
pub fn choose(pos: &Position, rng: &mut fastrand::Rng) -> usize {
    let legal: Vec<usize> = (0..pos.size().columns())
        .filter(|&c| pos.can_play(c))
        .collect();
    if let Some(&win) = legal.iter().find(|&&c| pos.is_winning_move(c)) {
        return win;
    }
    let blocks: Vec<usize> = legal
        .iter()
        .copied()
        .filter(|&c| pos.blocks_a_win(c))
        .collect();
    if !blocks.is_empty() && rng.f64() < BLOCK_CHANCE {
        return blocks[rng.usize(..blocks.len())];
    }
    let notices_gifts = rng.f64() < NOTICE_GIFT_CHANCE;
    let eval = Evaluation::new(pos.size(), Knowledge::Plain);
    // A beginner's preferences: how the board looks right after the drop, no deeper.
    let weights: Vec<f64> = legal
        .iter()
        .map(|&column| {
            let mut after = *pos;
            after.play(column).expect("a legal column");
            let looks = -eval.evaluate(&after);
            let weight = (f64::from(looks) / 40.0).clamp(-8.0, 8.0).exp();
            if pos.gives_a_win(column) && notices_gifts {
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
    use crate::game::BoardSize;

    fn position(moves: &str) -> Position {
        Position::from_moves(BoardSize::STANDARD, moves).unwrap()
    }

    #[test]
    fn always_wins_at_once() {
        let pos = position("121212");
        let mut rng = fastrand::Rng::with_seed(1);
        for _ in 0..100 {
            assert_eq!(choose(&pos, &mut rng), 0);
        }
    }

    #[test]
    fn usually_blocks_and_varies_otherwise() {
        let pos = position("12121");
        let mut rng = fastrand::Rng::with_seed(2);
        let blocked = (0..200).filter(|_| choose(&pos, &mut rng) == 0).count();
        assert!((150..200).contains(&blocked), "{blocked}");
        let empty = position("");
        let distinct: std::collections::HashSet<usize> =
            (0..50).map(|_| choose(&empty, &mut rng)).collect();
        assert!(distinct.len() >= 3, "{distinct:?}");
    }
}
