//! The static evaluations: which one a search uses, and the hand-set one that
//! `hard-classic` keeps (hard's is learned, in `learned/`). Both say how good a quiet
//! position looks for the side to move, in hundredths of a man. The hand-set one counts
//! material first (a king is worth more than a man); then the terms that make a won
//! game progress rather than drift: men advancing to crown (more so as the board
//! empties), trading down when ahead, kings in the centre and, when ahead, close to the
//! pieces they hunt, and who has the opposition in an even ending. Early on, men kept
//! on the back row stop the other side crowning.

use super::board::{Board, Color};
use super::learned::Weights;

pub const MAN: i32 = 100;
pub const KING: i32 = 150;
/// Per row a man has advanced, at the start; it grows as pieces come off.
const ADVANCE: i32 = 3;
/// Per man guarding its own back row, at the start; it fades as pieces come off.
const BACK_ROW: i32 = 12;
/// For a king in the middle of the board, where it reaches most squares.
const CENTRE_KING: i32 = 8;
/// Per step between a king of the side ahead and the nearest piece it hunts.
const HUNT: i32 = 3;
/// For the side to move having the opposition in an even ending.
const OPPOSITION: i32 = 10;
/// The centre: rows 2-5, columns 2-5.
const CENTRE: u32 = 0x0066_6600;

/// Which static evaluation a search uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Evaluation {
    /// The hand-set terms below, kept as a fixed opponent.
    Classic,
    /// The weights learned from self-play (`learned/`), hard's.
    Learned,
    /// Other learned weights than the shipped ones: a candidate being measured.
    Weighted(&'static Weights),
}

impl Evaluation {
    /// The value of `board` for the side to move, in hundredths of a man.
    pub fn of(self, board: &Board) -> i32 {
        match self {
            Evaluation::Classic => evaluate(board),
            Evaluation::Learned => super::learned::evaluate(board),
            Evaluation::Weighted(weights) => weights.evaluate(board),
        }
    }
}

fn row_mask(row: u32) -> u32 {
    0xF << (4 * row)
}

/// The value of `board` for the side to move.
pub fn evaluate(board: &Board) -> i32 {
    let pieces = board.occupied().count_ones() as i32;
    let black = side(board, Color::Black, pieces);
    let white = side(board, Color::White, pieces);
    let material = black.material - white.material;
    // The same lead counts for more with fewer pieces left, so the side ahead trades.
    let trade = material * (24 - pieces) / 40;
    let mut total = black.position - white.position + material + trade;
    if pieces <= 12 && material.abs() >= MAN / 2 {
        let (ahead, behind) = if material > 0 {
            (Color::Black, Color::White)
        } else {
            (Color::White, Color::Black)
        };
        total -= material.signum() * HUNT * hunt_distance(board, ahead, behind);
    }
    let score = match board.to_move() {
        Color::Black => total,
        Color::White => -total,
    };
    if material == 0 && pieces <= 8 {
        score + opposition(board)
    } else {
        score
    }
}

struct Sum {
    material: i32,
    position: i32,
}

fn side(board: &Board, color: Color, pieces: i32) -> Sum {
    let own = board.side(color);
    let kings = own & board.kings;
    let men = own & !board.kings;
    let mut advance = 0;
    for row in 0..8 {
        let on_row = (men & row_mask(row)).count_ones() as i32;
        let advanced = if color.moves_down() { row } else { 7 - row };
        advance += on_row * advanced as i32;
    }
    let back_row = if color.moves_down() {
        row_mask(0)
    } else {
        row_mask(7)
    };
    let guards = (men & back_row).count_ones() as i32;
    let material = men.count_ones() as i32 * MAN + kings.count_ones() as i32 * KING;
    let position = advance * (ADVANCE + (24 - pieces) / 6)
        + guards * BACK_ROW * pieces / 24
        + (kings & CENTRE).count_ones() as i32 * CENTRE_KING;
    Sum { material, position }
}

fn row_column(square: u32) -> (i32, i32) {
    let row = (square / 4) as i32;
    (row, 2 * (square % 4) as i32 + (1 - row % 2))
}

/// How far, in king steps, the kings of the side `ahead` stand from the nearest
/// piece of the side `behind`, summed.
fn hunt_distance(board: &Board, ahead: Color, behind: Color) -> i32 {
    let targets = board.side(behind);
    let mut kings = board.side(ahead) & board.kings;
    let mut total = 0;
    while kings != 0 {
        let king = row_column(kings.trailing_zeros());
        kings &= kings - 1;
        let mut nearest = 8;
        let mut rest = targets;
        while rest != 0 {
            let target = row_column(rest.trailing_zeros());
            rest &= rest - 1;
            let steps = (king.0 - target.0).abs().max((king.1 - target.1).abs());
            nearest = nearest.min(steps);
        }
        total += nearest;
    }
    total
}

/// The opposition ("the move"): with the pieces even, the side to move has it when
/// the pieces on its system's squares (the rows starting from its own back row, every
/// other one) are odd in number.
fn opposition(board: &Board) -> i32 {
    let system = match board.to_move() {
        // Rows 0, 2, 4, 6: squares 1-4, 9-12, 17-20, 25-28.
        Color::Black => 0x0F0F_0F0F,
        // Rows 7, 5, 3, 1: squares 29-32, 21-24, 13-16, 5-8.
        Color::White => 0xF0F0_F0F0u32,
    };
    if (board.occupied() & system).count_ones() % 2 == 1 {
        OPPOSITION
    } else {
        -OPPOSITION
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_is_even_and_material_counts() {
        assert_eq!(evaluate(&Board::start()), 0);
        let up: Board = "B:W21:B1,2".parse().unwrap();
        assert!(evaluate(&up) > 50);
        let king: Board = "B:W21:BK14".parse().unwrap();
        let man: Board = "B:W21:B14".parse().unwrap();
        assert!(evaluate(&king) > evaluate(&man));
    }

    #[test]
    fn ahead_the_same_lead_is_worth_more_with_fewer_pieces() {
        let many: Board = "B:W21,22,23,24:B1,2,3,4,5".parse().unwrap();
        let few: Board = "B:W21:B1,2".parse().unwrap();
        assert!(evaluate(&few) > evaluate(&many));
    }
}
