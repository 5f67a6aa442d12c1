//! The static evaluation: how good a quiet position looks for the side to move, in
//! hundredths of a man. Material first (a king is worth more than a man), then how far
//! the men have come, and the men kept on the back row to stop the other side
//! crowning.

use super::board::{Board, Color};
use super::squares::row_column;

const MAN: i32 = 100;
const KING: i32 = 150;
/// Per row a man has advanced (towards crowning).
const ADVANCE: i32 = 3;
/// Per man still guarding its own back row.
const BACK_ROW: i32 = 12;
/// For a king in the middle of the board, where it reaches most squares.
const CENTRE_KING: i32 = 8;

/// The value of `board` for the side to move.
pub fn evaluate(board: &Board) -> i32 {
    let side = board.to_move();
    score(board, side) - score(board, side.other())
}

fn score(board: &Board, color: Color) -> i32 {
    let mut total = 0;
    for square in 0..32u8 {
        let Some(piece) = board.piece(square).filter(|p| p.color == color) else {
            continue;
        };
        let (row, column) = row_column(square);
        // Rows counted from the side's own back row.
        let advanced = if color.moves_down() { row } else { 7 - row } as i32;
        if piece.king {
            total += KING;
            if (2..=5).contains(&row) && (2..=5).contains(&column) {
                total += CENTRE_KING;
            }
        } else {
            total += MAN + ADVANCE * advanced;
            if advanced == 0 {
                total += BACK_ROW;
            }
        }
    }
    total
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
}
