//! A game of PopOut: the position, the moves so far, and how often each position has
//! stood on the board, because the third time the same position stands it is a draw.

use super::moves::{Move, MoveList};
use super::outcome::{DrawReason, Outcome, PlayError};
use super::position::{Position, PositionKey};
use connect4_classic::game::{BoardSize, Player};
use std::collections::HashMap;

/// How many times one position ends the game as a draw.
pub const REPETITIONS_FOR_DRAW: u8 = 3;

/// A game from its first position. Every position it passed through is kept, so a move
/// can be taken back and the repetitions counted.
#[derive(Debug, Clone)]
pub struct Game {
    /// Every position so far, the first one first and the current one last.
    positions: Vec<Position>,
    moves: Vec<Move>,
    /// How many times each position has stood on the board (with its player to move).
    seen: HashMap<PositionKey, u8>,
    outcome: Option<Outcome>,
}

impl Game {
    pub fn new(size: BoardSize) -> Self {
        Game::from_position(Position::new(size))
    }

    /// A game from a position of the caller's (a test's, a puzzle's); it counts as
    /// seen once.
    pub fn from_position(start: Position) -> Self {
        let mut game = Game {
            positions: vec![start],
            moves: Vec::new(),
            seen: HashMap::from([(start.key(), 1)]),
            outcome: None,
        };
        game.outcome = game.outcome_here(None);
        game
    }

    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game always has its first position")
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// How many times `key` has stood on the board in this game.
    pub fn times_seen(&self, key: PositionKey) -> u8 {
        self.seen.get(&key).copied().unwrap_or(0)
    }

    /// Every position of the game so far, first one first: what an engine needs to
    /// see repetitions coming.
    pub fn history(&self) -> &[Position] {
        &self.positions
    }

    /// The legal moves, none once the game is over.
    pub fn legal_moves(&self) -> MoveList {
        if self.outcome.is_some() {
            return MoveList::new();
        }
        self.position().legal_moves()
    }

    /// Plays a move for the player to move; returns the outcome if it ended the game.
    pub fn play(&mut self, mv: Move) -> Result<Option<Outcome>, PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        let here = *self.position();
        here.check(mv)?;
        let next = here.after(mv);
        *self.seen.entry(next.key()).or_insert(0) += 1;
        self.positions.push(next);
        self.moves.push(mv);
        self.outcome = self.outcome_here(Some(here.to_move()));
        Ok(self.outcome)
    }

    /// Takes the last move back; `None` at the first position.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        let gone = self.positions.pop().expect("a position for every move");
        let count = self
            .seen
            .get_mut(&gone.key())
            .expect("a played position was seen");
        *count -= 1;
        if *count == 0 {
            self.seen.remove(&gone.key());
        }
        self.outcome = None;
        Some(mv)
    }

    /// The outcome of the current position, `mover` having just played into it. Lines
    /// come first: a move that makes four wins even on a third repetition, since the
    /// game ended at the four.
    fn outcome_here(&self, mover: Option<Player>) -> Option<Outcome> {
        let pos = self.position();
        let mover = mover.unwrap_or(pos.to_move().other());
        if let Some(winner) = pos.line_winner(mover) {
            return Some(Outcome::Win(winner));
        }
        debug_assert!(
            !pos.legal_moves().is_empty(),
            "no move without a four:\n{pos}"
        );
        (self.times_seen(pos.key()) >= REPETITIONS_FOR_DRAW)
            .then_some(Outcome::Draw(DrawReason::Repetition))
    }
}
