//! Static evaluation for the depth-limited levels: how good a quiet position looks for
//! the player to move, in hundredths of a disc or so.
//!
//! Two ideas carry most of the weight. Cells that take part in many possible fours
//! (the centre) are worth more than edge cells. And a threat (an empty cell that
//! would complete a four) matters by the parity of its row: when the board fills up
//! column by column the first player gets the odd rows (1, 3, 5 counted from 1) and
//! the second player the even ones, so an odd threat usually wins in the end for the
//! first player and an even one for the second (the zugzwang rule from Allis's
//! thesis). A threat right above an opponent's threat is dead: the opponent's lower
//! cell has to be filled, and blocked, first.

use super::bitboard::{Bitboard, winning_cells};
use super::fours::fours_through;
use super::geometry::{Dynamic, Geometry};
use super::position::Position;
use crate::game::BoardSize;

/// How much the evaluation knows: medium plays with the plain version.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Knowledge {
    /// Central cells and threats, parity ignored.
    Plain,
    /// Central cells, threats by parity, dead threats, stacked threats.
    Parity,
}

/// Precomputed masks for one board size.
#[derive(Debug, Clone)]
pub struct Evaluation {
    g: Dynamic<u128>,
    knowledge: Knowledge,
    /// Cells grouped by how many fours pass through them: (count, cells).
    centrality: Vec<(i32, u128)>,
    /// Rows 1, 3, 5... counted from 1 (0-based even rows): the first player's.
    odd_rows: u128,
}

/// Weights, tuned by playing matches between versions.
const GOOD_THREAT: i32 = 90;
const OTHER_THREAT: i32 = 35;
const PLAIN_THREAT: i32 = 50;
/// Two threats of one player on top of each other: whoever fills the lower loses the
/// upper, so this is nearly always a win.
const STACKED: i32 = 400;

impl Evaluation {
    pub fn new(size: BoardSize, knowledge: Knowledge) -> Self {
        let g = layout(size);
        let cell = |column: u32, row: u32| 1u128 << (column * g.stride() + row);
        let mut by_count: Vec<(i32, u128)> = Vec::new();
        for column in 0..g.width() {
            for row in 0..g.height() {
                let count = fours_through(g.width(), g.height(), column, row) as i32;
                match by_count.iter_mut().find(|(c, _)| *c == count) {
                    Some((_, cells)) => *cells |= cell(column, row),
                    None => by_count.push((count, cell(column, row))),
                }
            }
        }
        let odd_rows = (0..g.height())
            .step_by(2)
            .fold(0, |acc, row| acc | g.bottom() << row);
        Evaluation {
            g,
            knowledge,
            centrality: by_count,
            odd_rows,
        }
    }

    /// The value of `pos` (not over) for the player to move: positive is good for them.
    pub fn evaluate(&self, pos: &Position) -> i32 {
        self.value(&pos.bits())
    }

    pub(crate) fn layout(&self) -> Dynamic<u128> {
        self.g
    }

    /// [`Evaluation::evaluate`] on the search's bitboard.
    pub(crate) fn value(&self, board: &Bitboard<u128>) -> i32 {
        let (mine, theirs) = (board.current, board.current ^ board.mask);
        let my_threats = winning_cells(self.g, mine, board.mask);
        let their_threats = winning_cells(self.g, theirs, board.mask);
        let mut score = self.central(mine) - self.central(theirs);
        match self.knowledge {
            Knowledge::Plain => {
                score += PLAIN_THREAT
                    * (my_threats.count_ones() as i32 - their_threats.count_ones() as i32);
            }
            Knowledge::Parity => {
                // The player to move is the first player when an even number of discs
                // is down.
                let first_to_move = board.moves.is_multiple_of(2);
                let (my_rows, their_rows) = if first_to_move {
                    (self.odd_rows, !self.odd_rows)
                } else {
                    (!self.odd_rows, self.odd_rows)
                };
                score += self.threats(my_threats, their_threats, my_rows);
                score -= self.threats(their_threats, my_threats, their_rows);
            }
        }
        score
    }

    fn central(&self, discs: u128) -> i32 {
        self.centrality
            .iter()
            .map(|&(count, cells)| count * (discs & cells).count_ones() as i32)
            .sum()
    }

    /// The worth of `own` threats against `other` ones, `good_rows` being the rows
    /// whose parity favours the owner.
    fn threats(&self, own: u128, other: u128, good_rows: u128) -> i32 {
        let alive = own & !(other << 1);
        let good = (alive & good_rows).count_ones() as i32;
        let rest = (alive & !good_rows).count_ones() as i32;
        let stacked = (alive & (alive >> 1)).count_ones() as i32;
        GOOD_THREAT * good + OTHER_THREAT * rest + STACKED * stacked
    }
}

/// The layout of `size` in a u128: every supported size fits.
pub(crate) fn layout(size: BoardSize) -> Dynamic<u128> {
    Dynamic::new(size.columns() as u32, size.rows() as u32)
        .expect("every supported size fits in 128 bits")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cell at a column and row of the standard board.
    fn cell(column: u32, row: u32) -> u128 {
        1 << (column * 7 + row)
    }

    #[test]
    fn threats_count_by_parity_and_dead_ones_do_not() {
        let eval = Evaluation::new(BoardSize::STANDARD, Knowledge::Parity);
        let odd = eval.odd_rows;
        // Row index 2 is the third row: odd, good for the first player.
        assert_eq!(eval.threats(cell(0, 2), 0, odd), GOOD_THREAT);
        assert_eq!(eval.threats(cell(0, 1), 0, odd), OTHER_THREAT);
        assert_eq!(eval.threats(cell(0, 1), 0, !odd), GOOD_THREAT);
        // Right above the opponent's threat: worth nothing.
        assert_eq!(eval.threats(cell(0, 3), cell(0, 2), odd), 0);
        let stacked = cell(4, 2) | cell(4, 3);
        assert_eq!(
            eval.threats(stacked, 0, odd),
            GOOD_THREAT + OTHER_THREAT + STACKED
        );
    }

    #[test]
    fn the_player_to_move_sees_their_advantage() {
        for knowledge in [Knowledge::Plain, Knowledge::Parity] {
            let eval = Evaluation::new(BoardSize::STANDARD, knowledge);
            // First player has the centre, second the corner; first to move.
            let pos = Position::from_moves(BoardSize::STANDARD, "41").unwrap();
            let value = eval.evaluate(&pos);
            assert!(value > 0, "{knowledge:?}: {value}");
        }
    }
}
