//! A game of checkers: the moves played from a position, and how it ends. The side to
//! move with no legal move loses; a draw comes by agreement, by the same position
//! (with the same side to move) a third time, or after 40 moves by each side without
//! a capture or a man's move.

use super::board::{Board, Color};
use super::moves::{Move, NotationError};

/// Moves by each side without a capture or a man moving that draw the game.
pub const QUIET_MOVES_TO_DRAW: usize = 40;

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The other side could not move.
    Win(Color),
    Draw(DrawReason),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawReason {
    Agreement,
    /// The same position, with the same side to move, for the third time.
    Repetition,
    /// 40 moves by each side with no capture and no man moved.
    QuietMoves,
}

/// A game from its first position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    /// The position before each move, then the current one last.
    boards: Vec<Board>,
    moves: Vec<Move>,
    /// Whether each move could be undone on the board by later moves (a king's step):
    /// captures and men's moves cannot, and nothing before them can repeat.
    reversible: Vec<bool>,
    agreed_draw: bool,
    /// A result decided off the board (a resignation, a flag fall): a game online.
    decided: Option<Outcome>,
}

impl Default for Game {
    fn default() -> Self {
        Game::from_board(Board::start())
    }
}

impl Game {
    pub fn new() -> Game {
        Game::default()
    }

    pub fn from_board(board: Board) -> Game {
        Game {
            boards: vec![board],
            moves: Vec::new(),
            reversible: Vec::new(),
            agreed_draw: false,
            decided: None,
        }
    }

    /// The position before the first move.
    pub fn start_board(&self) -> &Board {
        &self.boards[0]
    }

    pub fn board(&self) -> &Board {
        self.boards.last().expect("a game has a position")
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn to_move(&self) -> Color {
        self.board().to_move()
    }

    /// The legal moves now; none once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        self.board().legal_moves()
    }

    /// Plays `mv` if it is legal now.
    pub fn play(&mut self, mv: &Move) -> Result<(), NotationError> {
        if !self.legal_moves().contains(mv) {
            return Err(NotationError::Illegal(mv.to_string()));
        }
        let board = *self.board();
        let man = board.piece(mv.from()).is_some_and(|piece| !piece.king);
        self.reversible.push(!man && !mv.is_capture());
        self.boards.push(board.play(mv));
        self.moves.push(mv.clone());
        Ok(())
    }

    /// Plays the move written `text` (`11-15`, `15x24`).
    pub fn play_notation(&mut self, text: &str) -> Result<Move, NotationError> {
        if self.outcome().is_some() {
            return Err(NotationError::Illegal(format!("{text} (the game is over)")));
        }
        let mv = self.board().parse_move(text)?;
        self.play(&mv)?;
        Ok(mv)
    }

    /// The positions since the last capture or man's move, oldest first, without the
    /// current one: the only ones the game can come back to.
    pub fn recent_positions(&self) -> &[Board] {
        let quiet = self.reversible.iter().rev().take_while(|r| **r).count();
        let now = self.boards.len() - 1;
        &self.boards[now - quiet..now]
    }

    /// Takes back the last move; a draw agreed after it is taken back too.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.boards.pop();
        self.reversible.pop();
        self.agreed_draw = false;
        Some(mv)
    }

    /// Both players agree to a draw (the offer and its acceptance are the app's).
    pub fn agree_draw(&mut self) {
        self.agreed_draw = true;
    }

    /// Ends the game off the board with `outcome`, unless the board already ended it.
    pub fn decide(&mut self, outcome: Outcome) {
        if self.outcome().is_none() {
            self.decided = Some(outcome);
        }
    }

    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(decided) = self.decided {
            return Some(decided);
        }
        if self.agreed_draw {
            return Some(Outcome::Draw(DrawReason::Agreement));
        }
        if self.board().legal_moves().is_empty() {
            return Some(Outcome::Win(self.to_move().other()));
        }
        let quiet = self.reversible.iter().rev().take_while(|r| **r).count();
        if self.times_seen(quiet) >= 3 {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        if quiet >= 2 * QUIET_MOVES_TO_DRAW {
            return Some(Outcome::Draw(DrawReason::QuietMoves));
        }
        None
    }

    /// How often the current position has stood, counting back over the last `quiet`
    /// reversible moves (nothing earlier can be the same).
    fn times_seen(&self, quiet: usize) -> usize {
        let now = self.board();
        self.boards
            .iter()
            .rev()
            .take(quiet + 1)
            .filter(|board| *board == now)
            .count()
    }
}
