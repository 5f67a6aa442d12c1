//! A random checkers position of a few pieces, for the endgame database's tests and
//! its conversion bench (which includes this file by path).

use connect4_checkers::{Board, Color, Piece};

/// A random position of `pieces` pieces, each side with one at least, Black or White
/// to move.
pub fn random_position(rng: &mut fastrand::Rng, pieces: usize) -> Board {
    loop {
        let mut board = Board::empty(if rng.bool() {
            Color::Black
        } else {
            Color::White
        });
        let mut placed = 0;
        while placed < pieces {
            let square = rng.u8(0..32);
            let color = if placed == 0 {
                Color::Black
            } else if placed == 1 {
                Color::White
            } else if rng.bool() {
                Color::Black
            } else {
                Color::White
            };
            let row = square / 4;
            let crowning =
                (color == Color::Black && row == 7) || (color == Color::White && row == 0);
            let king = crowning || rng.u8(0..3) == 0;
            if board.piece(square).is_none() {
                board.set(square, Some(Piece { color, king }));
                placed += 1;
            }
        }
        if !board.legal_moves().is_empty() {
            return board;
        }
    }
}
