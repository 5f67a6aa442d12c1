//! Legal moves: a step of one square, or a capture that goes on jumping while the
//! same piece can, captures being compulsory. A man that reaches the far row is
//! crowned and its move ends there. Written `11-15`, `15x24`, `1x10x19`.

use super::board::{Board, Color, Piece};
use super::squares::{Direction, Square, beyond, crowning_row, neighbour, row_column};
use std::fmt;

/// One move: the squares the piece stands on, from the first to where it stops, and
/// the pieces it captures.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Move {
    pub path: Vec<Square>,
    /// The captured squares, as bits.
    pub captured: u32,
}

impl Move {
    pub fn from(&self) -> Square {
        self.path[0]
    }

    pub fn to(&self) -> Square {
        *self.path.last().expect("a move has two squares at least")
    }

    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }
}

impl fmt::Display for Move {
    /// `11-15` for a step, `15x24` or `1x10x19` for captures (1-based squares).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let joint = if self.is_capture() { "x" } else { "-" };
        let squares: Vec<String> = self.path.iter().map(|s| (s + 1).to_string()).collect();
        f.write_str(&squares.join(joint))
    }
}

/// Why a written move is not a legal one here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotationError {
    /// Not of the form `11-15` / `15x24` with squares 1-32.
    Unreadable(String),
    /// Readable, but no legal move goes that way.
    Illegal(String),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Unreadable(text) => write!(
                f,
                "{text:?} is not a move: write squares 1-32 joined by - (a step) or x (a capture)"
            ),
            NotationError::Illegal(text) => write!(f, "{text} is not a legal move here"),
        }
    }
}

impl Board {
    /// Every legal move of the side to move: the captures if there is any, else the
    /// steps. A capture is listed once for each way of jumping it.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        let own = self.side(self.to_move);
        for square in bits(own) {
            self.captures_from(square, &mut moves);
        }
        if moves.is_empty() {
            for square in bits(own) {
                self.steps_from(square, &mut moves);
            }
        }
        moves
    }

    /// The move written `text` (`11-15`, `15x24`, `1x10x19`; `-` and `x` are read
    /// alike). A capture may be written by its ends alone when only one legal capture
    /// joins them.
    pub fn parse_move(&self, text: &str) -> Result<Move, NotationError> {
        let unreadable = || NotationError::Unreadable(text.to_string());
        let squares: Vec<Square> = text
            .split(['-', 'x'])
            .map(|part| match part.trim().parse::<u8>() {
                Ok(n @ 1..=32) => Ok(n - 1),
                _ => Err(unreadable()),
            })
            .collect::<Result<_, _>>()?;
        if squares.len() < 2 {
            return Err(unreadable());
        }
        let moves = self.legal_moves();
        if let Some(exact) = moves.iter().find(|m| m.path == squares) {
            return Ok(exact.clone());
        }
        let by_ends: Vec<&Move> = moves
            .iter()
            .filter(|m| squares.len() == 2 && m.from() == squares[0] && m.to() == squares[1])
            .collect();
        match by_ends.as_slice() {
            [one] => Ok((*one).clone()),
            [] => Err(NotationError::Illegal(text.to_string())),
            _ => Err(NotationError::Illegal(format!(
                "{text} without its middle squares (more than one capture joins them)"
            ))),
        }
    }

    /// The position after `mv`, a legal move of this position; the other side to move.
    pub fn play(&self, mv: &Move) -> Board {
        let mut next = *self;
        let piece = self.piece(mv.from()).expect("a move starts on a piece");
        let opponent = next.side_mut(piece.color.other());
        *opponent &= !mv.captured;
        next.kings &= !mv.captured;
        let crowned = piece.king || row_column(mv.to()).0 == crowning_row(piece.color.moves_down());
        next.set(mv.from(), None);
        next.set(
            mv.to(),
            Some(Piece {
                color: piece.color,
                king: crowned,
            }),
        );
        next.to_move = self.to_move.other();
        next
    }

    fn steps_from(&self, from: Square, moves: &mut Vec<Move>) {
        let piece = self.piece(from).expect("an own piece");
        for direction in self.directions(piece) {
            if let Some(to) = neighbour(from, direction)
                && self.occupied() & (1 << to) == 0
            {
                moves.push(Move {
                    path: vec![from, to],
                    captured: 0,
                });
            }
        }
    }

    fn captures_from(&self, from: Square, moves: &mut Vec<Move>) {
        let piece = self.piece(from).expect("an own piece");
        // The jumping piece has left its square: it may come back to it.
        let occupied = self.occupied() & !(1 << from);
        self.jumps(piece, vec![from], 0, occupied, moves);
    }

    /// Extends the capture `path` (with `captured` taken so far) by every jump the
    /// piece can make next; a path that cannot go on is a complete move.
    fn jumps(
        &self,
        piece: Piece,
        path: Vec<Square>,
        captured: u32,
        occupied: u32,
        moves: &mut Vec<Move>,
    ) {
        let at = *path.last().expect("a path has a square");
        let opponents = self.side(piece.color.other()) & !captured;
        let mut went_on = false;
        // A man crowned by a capture stops there.
        let crowned_now = !piece.king
            && path.len() > 1
            && row_column(at).0 == crowning_row(piece.color.moves_down());
        if !crowned_now {
            for direction in self.directions(piece) {
                let (Some(over), Some(to)) = (neighbour(at, direction), beyond(at, direction))
                else {
                    continue;
                };
                if opponents & (1 << over) != 0 && occupied & (1 << to) == 0 {
                    went_on = true;
                    let mut longer = path.clone();
                    longer.push(to);
                    self.jumps(piece, longer, captured | 1 << over, occupied, moves);
                }
            }
        }
        if !went_on && path.len() > 1 {
            moves.push(Move { path, captured });
        }
    }

    fn directions(&self, piece: Piece) -> impl Iterator<Item = Direction> {
        let down = piece.color.moves_down();
        Direction::ALL
            .into_iter()
            .filter(move |d| piece.king || d.forward_for(down))
    }
}

/// The squares of the set bits, lowest first.
fn bits(mut set: u32) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let square = set.trailing_zeros() as Square;
            set &= set - 1;
            square
        })
    })
}

impl Color {
    /// The side's name in the notation and in messages.
    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "Black",
            Color::White => "White",
        }
    }
}
