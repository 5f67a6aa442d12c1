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

use super::bitboard::{Bitboard, Shape};

/// How much the evaluation knows: medium plays with the plain version.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Knowledge {
    /// Central cells and threats, parity ignored.
    Plain,
    /// Central cells, threats by parity, dead threats, stacked threats.
    Parity,
}

/// Precomputed masks for one board shape.
#[derive(Debug, Clone)]
pub struct Evaluator {
    shape: Shape,
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

impl Evaluator {
    pub fn new(shape: Shape, knowledge: Knowledge) -> Self {
        let mut by_count: Vec<(i32, u128)> = Vec::new();
        for column in 0..shape.columns {
            for row in 0..shape.rows {
                let count = fours_through(shape, column as i32, row as i32);
                let cell = shape.cell(column, row);
                match by_count.iter_mut().find(|(c, _)| *c == count) {
                    Some((_, cells)) => *cells |= cell,
                    None => by_count.push((count, cell)),
                }
            }
        }
        let odd_rows = (0..shape.rows)
            .step_by(2)
            .fold(0, |acc, row| acc | shape.row_mask(row));
        Evaluator {
            shape,
            knowledge,
            centrality: by_count,
            odd_rows,
        }
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The value of `board` for the player to move (positive is good for them).
    pub fn evaluate(&self, board: &Bitboard) -> i32 {
        let shape = self.shape;
        let (mine, theirs) = (board.current, board.opponent());
        let my_threats = shape.winning_cells(mine, board.mask);
        let their_threats = shape.winning_cells(theirs, board.mask);
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

/// How many lines of four on the board pass through a cell.
fn fours_through(shape: Shape, column: i32, row: i32) -> i32 {
    let (w, h) = (shape.columns as i32, shape.rows as i32);
    let inside = |c: i32, r: i32| (0..w).contains(&c) && (0..h).contains(&r);
    let mut count = 0;
    for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
        // A four through the cell starts 0 to 3 steps before it.
        for back in 0..4 {
            let (c0, r0) = (column - back * dc, row - back * dr);
            if inside(c0, r0) && inside(c0 + 3 * dc, r0 + 3 * dr) {
                count += 1;
            }
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{BoardSize, Game, Player};

    #[test]
    fn the_centre_is_worth_most_on_the_standard_board() {
        let shape = Shape::new(BoardSize::STANDARD);
        assert_eq!(fours_through(shape, 0, 0), 3);
        assert_eq!(fours_through(shape, 3, 2), 13);
        assert_eq!(fours_through(shape, 3, 0), 7);
    }

    #[test]
    fn threats_count_by_parity_and_dead_ones_do_not() {
        let shape = Shape::new(BoardSize::STANDARD);
        let eval = Evaluator::new(shape, Knowledge::Parity);
        let odd = eval.odd_rows;
        // Row index 2 is the third row: odd, good for the first player.
        assert_eq!(eval.threats(shape.cell(0, 2), 0, odd), GOOD_THREAT);
        assert_eq!(eval.threats(shape.cell(0, 1), 0, odd), OTHER_THREAT);
        assert_eq!(eval.threats(shape.cell(0, 1), 0, !odd), GOOD_THREAT);
        // Right above the opponent's threat: worth nothing.
        assert_eq!(eval.threats(shape.cell(0, 3), shape.cell(0, 2), odd), 0);
        let stacked = shape.cell(4, 2) | shape.cell(4, 3);
        assert_eq!(
            eval.threats(stacked, 0, odd),
            GOOD_THREAT + OTHER_THREAT + STACKED
        );
    }

    #[test]
    fn the_player_to_move_sees_their_advantage() {
        let size = BoardSize::STANDARD;
        let shape = Shape::new(size);
        for knowledge in [Knowledge::Plain, Knowledge::Parity] {
            let eval = Evaluator::new(shape, knowledge);
            // First player has the centre, second the corner; first to move.
            let game = Game::from_notation(size, Player::One, "41").unwrap();
            let value = eval.evaluate(&Bitboard::from_game(shape, &game));
            assert!(value > 0, "{knowledge:?}: {value}");
        }
    }
}
