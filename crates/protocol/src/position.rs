//! The rules behind a game, as online play needs them: a move written as text is
//! checked and played, and the game says who is to move and how it ended. Seat `one`
//! moves first (Connect 4's first disc, checkers' Black); the server and every client
//! use this one type, so they never disagree on the rules.

use crate::kind::{GameKind, KindError};
use crate::limits::MAX_MOVE_CHARS;
use crate::snapshot::{EndReason, GameResult};
use connect4_rules::checkers::{self, Color};
use connect4_rules::game::{self, BoardSize, Column, Player};
use std::fmt;

/// A game's position from its first move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Position {
    Connect4(game::Game),
    Checkers(checkers::Game),
}

/// Why a move was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    /// Not a move's text at all (for Connect 4 a column number, for checkers `11-15`).
    Unreadable(String),
    /// Readable, but not legal here.
    Illegal(String),
    /// The game is already over.
    Over,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Unreadable(why) | MoveError::Illegal(why) => f.write_str(why),
            MoveError::Over => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for MoveError {}

impl Position {
    /// The first position of `kind`.
    pub fn new(kind: GameKind) -> Result<Position, KindError> {
        Ok(match kind.validate()? {
            GameKind::Connect4 { width, height } => {
                let size = BoardSize::new(width.into(), height.into())
                    .map_err(|_| KindError::from_size(width, height))?;
                Position::Connect4(game::Game::new(size, Player::One))
            }
            GameKind::Checkers => Position::Checkers(checkers::Game::new()),
        })
    }

    /// Plays the move written `text` if it is legal; returns it as written in the
    /// game's record (Connect 4's column number, checkers' full path).
    pub fn play(&mut self, text: &str) -> Result<String, MoveError> {
        if self.result().is_some() {
            return Err(MoveError::Over);
        }
        let quoted = || connect4_rules::escape::escape_cut(text, MAX_MOVE_CHARS);
        if text.chars().count() > MAX_MOVE_CHARS {
            return Err(MoveError::Unreadable(format!(
                "{} is too long for a move",
                quoted()
            )));
        }
        match self {
            Position::Connect4(game) => {
                let column = match text.trim().parse::<usize>() {
                    Ok(n @ 1..=10) => Column::new(n - 1),
                    _ => {
                        return Err(MoveError::Unreadable(format!(
                            "{} is not a column: write its number, 1 at the left",
                            quoted()
                        )));
                    }
                };
                let played = game
                    .play(column)
                    .map_err(|error| MoveError::Illegal(error.to_string()))?;
                Ok(played.column().to_string())
            }
            Position::Checkers(game) => {
                let played = game
                    .play_notation(text.trim())
                    .map_err(|error| match error {
                        checkers::NotationError::Unreadable(_) => MoveError::Unreadable(format!(
                            "{} is not a move: write squares 1-32 joined by - or x",
                            quoted()
                        )),
                        checkers::NotationError::Illegal(_) => {
                            MoveError::Illegal(format!("{} is not a legal move here", quoted()))
                        }
                    })?;
                Ok(played.to_string())
            }
        }
    }

    /// The seat to move (the game may be over).
    pub fn to_move(&self) -> Player {
        match self {
            Position::Connect4(game) => game.to_move(),
            Position::Checkers(game) => match game.to_move() {
                Color::Black => Player::One,
                Color::White => Player::Two,
            },
        }
    }

    /// Moves played so far.
    pub fn ply(&self) -> usize {
        match self {
            Position::Connect4(game) => game.moves().len(),
            Position::Checkers(game) => game.moves().len(),
        }
    }

    /// How the rules ended the game, if they did (a resignation or a clock is not the
    /// rules' business).
    pub fn result(&self) -> Option<GameResult> {
        match self {
            Position::Connect4(game) => game.outcome().and_then(|outcome| match outcome {
                game::Outcome::Win { player, .. } => {
                    Some(GameResult::win(player, EndReason::FourInARow))
                }
                game::Outcome::Draw => Some(GameResult::draw(EndReason::BoardFull)),
                // Decided off the board: the server's own result, not the rules'.
                game::Outcome::Decided { .. } => None,
            }),
            Position::Checkers(game) => game.outcome().map(|outcome| match outcome {
                checkers::Outcome::Win(Color::Black) => {
                    GameResult::win(Player::One, EndReason::NoMoves)
                }
                checkers::Outcome::Win(Color::White) => {
                    GameResult::win(Player::Two, EndReason::NoMoves)
                }
                checkers::Outcome::Draw(checkers::DrawReason::Agreement) => {
                    GameResult::draw(EndReason::Agreement)
                }
                checkers::Outcome::Draw(checkers::DrawReason::Repetition) => {
                    GameResult::draw(EndReason::Repetition)
                }
                checkers::Outcome::Draw(checkers::DrawReason::QuietMoves) => {
                    GameResult::draw(EndReason::QuietMoves)
                }
            }),
        }
    }
}

impl KindError {
    fn from_size(width: u8, height: u8) -> KindError {
        KindError::new(format!("{width}x{height} is not a board size"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(kind: GameKind, moves: &[&str]) -> Position {
        let mut position = Position::new(kind).unwrap();
        for mv in moves {
            position.play(mv).unwrap();
        }
        position
    }

    #[test]
    fn connect4_columns_count_from_one_and_four_wins() {
        let position = played(GameKind::STANDARD, &["4", "5", "4", "5", "4", "5", "4"]);
        assert_eq!(
            position.result(),
            Some(GameResult::win(Player::One, EndReason::FourInARow))
        );
        let mut position = played(GameKind::STANDARD, &[]);
        assert!(matches!(position.play("0"), Err(MoveError::Unreadable(_))));
        assert!(matches!(position.play("8"), Err(MoveError::Illegal(_))));
        assert_eq!(position.play(" 7 "), Ok("7".to_string()));
        assert_eq!(position.to_move(), Player::Two);
    }

    #[test]
    fn a_full_column_and_a_finished_game_refuse_moves() {
        let mut position = played(
            GameKind::Connect4 {
                width: 4,
                height: 4,
            },
            &["1", "1", "1", "1"],
        );
        assert!(matches!(position.play("1"), Err(MoveError::Illegal(_))));
        let mut won = played(GameKind::STANDARD, &["1", "2", "1", "2", "1", "2", "1"]);
        assert_eq!(won.play("3"), Err(MoveError::Over));
    }

    #[test]
    fn checkers_moves_are_standard_notation_black_first() {
        let mut position = played(GameKind::Checkers, &["11-15"]);
        assert_eq!(position.to_move(), Player::Two);
        assert!(matches!(position.play("15-19"), Err(MoveError::Illegal(_))));
        assert!(matches!(position.play("ab"), Err(MoveError::Unreadable(_))));
        assert_eq!(position.play("22-18"), Ok("22-18".to_string()));
        assert_eq!(position.play("15x22"), Ok("15x22".to_string()));
    }

    #[test]
    fn hostile_move_text_is_refused_and_quoted_safely() {
        let mut position = played(GameKind::Checkers, &[]);
        let error = position.play(&"\u{1b}[2J".repeat(100)).unwrap_err();
        assert!(!error.to_string().contains('\u{1b}'), "{error}");
    }
}
