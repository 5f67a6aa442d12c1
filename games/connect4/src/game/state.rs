//! A match in progress: whose turn it is, the moves so far, and how it ended.

use super::Column;
use super::notation::NotationError;
use super::play_error::PlayError;
use super::{Board, BoardSize, Cell, Player, find_win_through};

/// How a finished match ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Four in a row; the cells are in line order, for the UI to highlight.
    Win { player: Player, cells: [Cell; 4] },
    /// The board filled with no four.
    Draw,
    /// Ended off the board (a resignation, a flag fall, a player who left): the
    /// winner, if any, as the server of a game online decided.
    Decided { winner: Option<Player> },
}

impl Outcome {
    pub fn winner(&self) -> Option<Player> {
        match self {
            Outcome::Win { player, .. } => Some(*player),
            Outcome::Draw => None,
            Outcome::Decided { winner } => *winner,
        }
    }
}

/// One disc played: who, and where it landed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    pub player: Player,
    pub cell: Cell,
}

impl Move {
    /// The column the disc was dropped into.
    pub fn column(&self) -> Column {
        Column::new(self.cell.column)
    }
}

/// The state of one match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    board: Board,
    starter: Player,
    moves: Vec<Move>,
    outcome: Option<Outcome>,
}

impl Game {
    pub fn new(size: BoardSize, starter: Player) -> Self {
        Game {
            board: Board::new(size),
            starter,
            moves: Vec::with_capacity(size.cells()),
            outcome: None,
        }
    }

    /// A match replayed from a move string such as "4453", player `starter` first.
    pub fn from_notation(
        size: BoardSize,
        starter: Player,
        moves: &str,
    ) -> Result<Self, NotationError> {
        let mut game = Game::new(size, starter);
        for (index, found) in moves.chars().enumerate() {
            let column =
                Column::from_char(found).ok_or(NotationError::NotADigit { index, found })?;
            game.play(column).map_err(|reason| NotationError::Illegal {
                index,
                column,
                reason,
            })?;
        }
        Ok(game)
    }

    /// The moves as a string of 1-based column digits; the inverse of [`Game::from_notation`].
    pub fn notation(&self) -> String {
        self.moves.iter().map(|m| m.column().to_char()).collect()
    }

    /// Drops the player-to-move's disc into `column`.
    pub fn play(&mut self, column: Column) -> Result<Move, PlayError> {
        self.check_playable(column)?;
        let player = self.to_move();
        let cell = self.board.push(column.index(), player);
        let played = Move { player, cell };
        self.moves.push(played);
        self.outcome = match find_win_through(&self.board, cell) {
            Some(cells) => Some(Outcome::Win { player, cells }),
            None if self.board.is_full() => Some(Outcome::Draw),
            None => None,
        };
        Ok(played)
    }

    /// Whether a drop into `column` would be accepted, and why not.
    pub fn check_playable(&self, column: Column) -> Result<(), PlayError> {
        let columns = self.board.size().columns();
        if self.outcome.is_some() {
            Err(PlayError::GameOver)
        } else if column.index() >= columns {
            Err(PlayError::ColumnOutOfRange { column, columns })
        } else if self.board.is_column_full(column.index()) {
            Err(PlayError::ColumnFull { column })
        } else {
            Ok(())
        }
    }

    /// Takes back the last move, if any; the match is no longer over.
    pub fn undo(&mut self) -> Option<Move> {
        let last = self.moves.pop()?;
        self.board.pop(last.cell.column);
        self.outcome = None;
        Some(last)
    }

    /// The columns a disc can go into now (none once the match is over).
    pub fn legal_columns(&self) -> impl Iterator<Item = Column> + '_ {
        (0..self.board.size().columns())
            .map(Column::new)
            .filter(|&c| self.check_playable(c).is_ok())
    }

    pub fn to_move(&self) -> Player {
        if self.moves.len().is_multiple_of(2) {
            self.starter
        } else {
            self.starter.other()
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn size(&self) -> BoardSize {
        self.board.size()
    }

    pub fn starter(&self) -> Player {
        self.starter
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn last_move(&self) -> Option<Move> {
        self.moves.last().copied()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Ends the game off the board with `winner` (none: a draw), unless the board
    /// already ended it.
    pub fn decide(&mut self, winner: Option<Player>) {
        self.outcome.get_or_insert(Outcome::Decided { winner });
    }
}
