//! Tic-tac-toe's rules and its computer: nine cells, three in a row wins. Written as
//! any game writes them (`Rules`, `Engine`), in as few lines as a game can be.

use connect4_game::{
    EndReason, Engine, GameKind, GameName, GameResult, KindError, MoveError, Player, Rules,
};
use std::sync::atomic::AtomicBool;

/// Three in a row, in cells numbered 0 to 8 from the top left.
const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// The cells marked, in order; player one marks first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TicTacToe {
    pub moves: Vec<usize>,
}

impl TicTacToe {
    pub fn mark_at(&self, cell: usize) -> Option<Player> {
        let at = self.moves.iter().position(|&played| played == cell)?;
        Some(if at.is_multiple_of(2) {
            Player::One
        } else {
            Player::Two
        })
    }

    fn winner(&self) -> Option<Player> {
        LINES.iter().find_map(|line| {
            let first = self.mark_at(line[0])?;
            line.iter()
                .all(|&cell| self.mark_at(cell) == Some(first))
                .then_some(first)
        })
    }
}

impl Rules for TicTacToe {
    const NAME: GameName = GameName::new("tictactoe");
    const STANDARD: GameKind = GameKind::from_parts(TicTacToe::NAME, "");

    fn check(kind: &GameKind) -> Result<(), KindError> {
        (*kind == TicTacToe::STANDARD)
            .then_some(())
            .ok_or_else(|| KindError::new("tic-tac-toe has one board"))
    }

    fn rated(_: &GameKind) -> bool {
        false
    }

    fn start(_: &GameKind) -> TicTacToe {
        TicTacToe { moves: Vec::new() }
    }

    fn play(&mut self, text: &str) -> Result<String, MoveError> {
        let cell: usize = text
            .parse()
            .map_err(|_| MoveError::Unreadable("a cell is 0 to 8".into()))?;
        if cell > 8 || self.mark_at(cell).is_some() {
            return Err(MoveError::Illegal("that cell is not free".into()));
        }
        self.moves.push(cell);
        Ok(cell.to_string())
    }

    fn to_move(&self) -> Player {
        if self.moves.len().is_multiple_of(2) {
            Player::One
        } else {
            Player::Two
        }
    }

    fn ply(&self) -> usize {
        self.moves.len()
    }

    /// A line made (the wire's nearest reason: tic-tac-toe is not played online), or
    /// the board full.
    fn result(&self) -> Option<GameResult> {
        match self.winner() {
            Some(player) => Some(GameResult::win(player, EndReason::FourInARow)),
            None if self.moves.len() == 9 => Some(GameResult::draw(EndReason::BoardFull)),
            None => None,
        }
    }
}

impl Engine for TicTacToe {
    const LEVELS: &'static [&'static str] = &["first free cell"];

    fn choose(&self, _: &str, _: &AtomicBool) -> Option<String> {
        let free = (0..9).find(|&cell| self.mark_at(cell).is_none())?;
        (self.result().is_none()).then(|| free.to_string())
    }
}
