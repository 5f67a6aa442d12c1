//! Entering a move square by square, as a player does with a cursor or the mouse:
//! first a piece that has a legal move (only a capturing one when a capture is
//! compulsory), then the square it goes to, hop by hop through a multi-jump, until
//! the squares entered make one whole legal move.

use super::board::Board;
use super::moves::Move;
use super::squares::Square;

/// The squares entered so far.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MoveEntry {
    path: Vec<Square>,
}

/// What choosing a square did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entered {
    /// The square was taken; more are needed.
    More,
    /// The squares make this legal move: play it.
    Complete(Move),
    /// The square does not go on any legal move from here; nothing changed.
    Refused(String),
}

impl MoveEntry {
    pub fn path(&self) -> &[Square] {
        &self.path
    }

    /// The piece picked, if one is.
    pub fn selected(&self) -> Option<Square> {
        self.path.first().copied()
    }

    pub fn clear(&mut self) {
        self.path.clear();
    }

    /// The squares that may be chosen next: the pieces that can move when none is
    /// picked yet, else the next squares of the legal moves that go this way.
    pub fn choices(&self, board: &Board) -> Vec<Square> {
        let mut next: Vec<Square> = self
            .matching(board)
            .filter_map(|mv| mv.path.get(self.path.len()).copied())
            .collect();
        next.sort_unstable();
        next.dedup();
        next
    }

    /// Chooses `square`. Choosing another of one's own movable pieces before the first
    /// step picks that piece instead.
    pub fn choose(&mut self, board: &Board, square: Square) -> Entered {
        if self.path.len() == 1 && self.path[0] != square && board.piece_can_move(square) {
            self.path.clear();
        }
        if !self.choices(board).contains(&square) {
            return Entered::Refused(self.refusal(board, square));
        }
        self.path.push(square);
        let complete = self.matching(board).find(|mv| mv.path == self.path);
        match complete {
            Some(mv) => {
                self.path.clear();
                Entered::Complete(mv)
            }
            None => Entered::More,
        }
    }

    fn matching<'a>(&'a self, board: &Board) -> impl Iterator<Item = Move> + 'a {
        board
            .legal_moves()
            .into_iter()
            .filter(|mv| mv.path.starts_with(&self.path))
    }

    fn refusal(&self, board: &Board, square: Square) -> String {
        let number = square + 1;
        if self.path.is_empty() {
            let capture = board.legal_moves().first().is_some_and(Move::is_capture);
            if capture {
                format!("{number} cannot capture, and a capture must be made")
            } else {
                format!("{number} has no piece of yours that can move")
            }
        } else {
            format!("the piece cannot go to {number}")
        }
    }
}

impl Board {
    /// Whether the piece on `square` belongs to the side to move and has a legal move.
    pub fn piece_can_move(&self, square: Square) -> bool {
        self.legal_moves().iter().any(|mv| mv.from() == square)
    }
}
