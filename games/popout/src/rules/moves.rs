//! A PopOut move: a drop into a column, or a pop of one's own disc from a column's
//! bottom. Written `d4` and `p4` (1-based columns, `0` for the tenth); a bare `4` is a
//! drop, as in the main game's move strings.

use connect4_classic::escape::escape_cut;
use connect4_classic::game::Column;
use std::fmt;
use std::str::FromStr;

/// One move of the player whose turn it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// A disc into the top of the column; it falls onto the discs below.
    Drop(Column),
    /// The mover's own disc out of the column's bottom cell; the column falls by one.
    Pop(Column),
}

impl Move {
    pub fn column(self) -> Column {
        match self {
            Move::Drop(c) | Move::Pop(c) => c,
        }
    }

    pub fn is_pop(self) -> bool {
        matches!(self, Move::Pop(_))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Drop(c) => write!(f, "d{}", c.to_char()),
            Move::Pop(c) => write!(f, "p{}", c.to_char()),
        }
    }
}

/// Text that is not `d<column>`, `p<column>` or `<column>`, kept as it came.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseMoveError(pub String);

/// The most characters of a refused text repeated in its error: it may come from
/// the network, and an error is written to terminals and logs.
const QUOTED_CHARS: usize = 16;

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a PopOut move: write d4 to drop into column 4, p4 to pop from it",
            escape_cut(&self.0, QUOTED_CHARS)
        )
    }
}

impl std::error::Error for ParseMoveError {}

impl FromStr for Move {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let fail = || ParseMoveError(text.to_string());
        let mut chars = text.chars();
        let (kind, digit) = match (chars.next(), chars.next(), chars.next()) {
            (Some(d), None, None) => ('d', d),
            (Some(k), Some(d), None) => (k.to_ascii_lowercase(), d),
            _ => return Err(fail()),
        };
        let column = Column::from_char(digit).ok_or_else(fail)?;
        match kind {
            'd' => Ok(Move::Drop(column)),
            'p' => Ok(Move::Pop(column)),
            _ => Err(fail()),
        }
    }
}

/// The legal moves of a position, kept on the stack: a search makes one list a node.
/// Twenty is every drop and every pop of the widest board.
#[derive(Debug, Clone, Copy)]
pub struct MoveList {
    moves: [Move; 20],
    len: usize,
}

impl MoveList {
    pub fn new() -> Self {
        MoveList {
            moves: [Move::Drop(Column::new(0)); 20],
            len: 0,
        }
    }

    pub fn push(&mut self, mv: Move) {
        self.moves[self.len] = mv;
        self.len += 1;
    }

    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn contains(&self, mv: Move) -> bool {
        self.as_slice().contains(&mv)
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_round_trip_through_text() {
        for index in 0..10 {
            for mv in [
                Move::Drop(Column::new(index)),
                Move::Pop(Column::new(index)),
            ] {
                assert_eq!(mv.to_string().parse(), Ok(mv));
            }
        }
        assert_eq!("4".parse(), Ok(Move::Drop(Column::new(3))));
        assert_eq!("P1".parse(), Ok(Move::Pop(Column::new(0))));
        assert!(
            "x4".parse::<Move>()
                .unwrap_err()
                .to_string()
                .contains("p4 to pop")
        );
        assert!("d".parse::<Move>().is_err());
        assert!("d44".parse::<Move>().is_err());
    }

    #[test]
    fn a_refused_text_is_escaped_and_cut_in_its_error() {
        let hostile = format!("\u{1b}[2J{}", "x".repeat(200));
        let error = hostile.parse::<Move>().unwrap_err().to_string();
        assert!(!error.contains('\u{1b}'), "{error}");
        assert!(error.chars().count() < 120, "{error}");
    }

    proptest::proptest! {
        /// Any text at all is read as a move or refused with an error: never a panic,
        /// and a move read back is written as a text that reads as the same move.
        #[test]
        fn any_text_is_a_move_or_an_error(text in ".{0,6}") {
            if let Ok(mv) = text.parse::<Move>() {
                proptest::prop_assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
            }
        }
    }
}
