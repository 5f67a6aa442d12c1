//! Positions as FEN text, as PDN writes them: the side to move, then each side's
//! squares, kings marked `K`: `B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29`. Only
//! positions a game can reach are read: the rules (and perft's counts) mean nothing
//! for a man standing on its crowning row.

use super::board::{Board, Color, Piece};
use super::squares::{crowning_row, row_column};
use std::fmt;
use std::str::FromStr;

/// Why a FEN text is not a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FenError(pub String);

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}; a position is written like B:W21,22,K30:B1,2,K5 (side to move, then \
             each side's squares 1-32, K for a king)",
            self.0
        )
    }
}

impl FromStr for Board {
    type Err = FenError;

    fn from_str(text: &str) -> Result<Board, FenError> {
        let bad = |why: String| FenError(why);
        let mut fields = text.trim().trim_end_matches('.').split(':');
        let to_move = match fields.next().map(str::trim) {
            Some("B") => Color::Black,
            Some("W") => Color::White,
            other => {
                let side = other.unwrap_or_default();
                return Err(bad(format!("the side to move {side:?} is not B or W")));
            }
        };
        let mut board = Board::empty(to_move);
        for field in fields {
            let field = field.trim();
            let (color, squares) = match field.split_at_checked(1) {
                Some(("B", rest)) => (Color::Black, rest),
                Some(("W", rest)) => (Color::White, rest),
                _ => return Err(bad(format!("{field:?} does not start with B or W"))),
            };
            for item in squares.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                let (king, number) = match item.strip_prefix('K') {
                    Some(number) => (true, number),
                    None => (false, item),
                };
                let square = match number.parse::<u8>() {
                    Ok(n @ 1..=32) => n - 1,
                    _ => return Err(bad(format!("{item:?} is not a square 1-32"))),
                };
                if board.piece(square).is_some() {
                    return Err(bad(format!("square {number} is given twice")));
                }
                board.set(square, Some(Piece { color, king }));
            }
        }
        reachable(board).map_err(bad)
    }
}

/// The board if some game can reach it, else why not: a man on the row where it
/// would have been crowned, more pieces than a side starts with, or a side that has
/// just moved with nothing left to move.
fn reachable(board: Board) -> Result<Board, String> {
    for color in [Color::Black, Color::White] {
        let crowning = crowning_row(color.moves_down());
        let crowned_man = (0..32).find(|&square| {
            board.piece(square) == Some(Piece { color, king: false })
                && row_column(square).0 == crowning
        });
        if let Some(square) = crowned_man {
            let square = square + 1;
            return Err(format!(
                "a {color:?} man on square {square}, its crowning row, would be a king"
            ));
        }
        let pieces = board.count(color);
        if pieces > 12 {
            return Err(format!(
                "{color:?} has {pieces} pieces; a side starts with 12"
            ));
        }
    }
    let moved = board.to_move().other();
    if board.count(moved) == 0 {
        return Err(format!("{moved:?} has no pieces, yet made the last move"));
    }
    Ok(board)
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = |color: Color| -> String {
            (0..32)
                .filter_map(|square| {
                    let piece = self.piece(square).filter(|p| p.color == color)?;
                    Some(format!(
                        "{}{}",
                        if piece.king { "K" } else { "" },
                        square + 1
                    ))
                })
                .collect::<Vec<_>>()
                .join(",")
        };
        let letter = |color| if color == Color::Black { "B" } else { "W" };
        write!(
            f,
            "{}:W{}:B{}",
            letter(self.to_move),
            side(Color::White),
            side(Color::Black)
        )
    }
}
