//! A position of any registered game, behind its rules: what the server and the
//! clients hold of a game without knowing which game it is. The rules' common checks
//! (a game over, a move text too long) are made here once, for every game.

use crate::name::GameName;
use crate::outcome::GameResult;
use crate::rules::{MAX_MOVE_CHARS, MoveError, Rules};
use crate::seat::Player;
use std::any::Any;
use std::fmt;

/// A game's position from its first move.
pub struct Position(Box<dyn AnyPosition>);

/// `Rules` as an object: what `Position` calls.
trait AnyPosition: Send + Sync + fmt::Debug {
    fn game(&self) -> GameName;
    fn play(&mut self, text: &str) -> Result<String, MoveError>;
    fn to_move(&self) -> Player;
    fn ply(&self) -> usize;
    fn result(&self) -> Option<GameResult>;
    fn cloned(&self) -> Box<dyn AnyPosition>;
    fn as_any(&self) -> &dyn Any;
}

impl<R: Rules> AnyPosition for R {
    fn game(&self) -> GameName {
        R::NAME
    }
    fn play(&mut self, text: &str) -> Result<String, MoveError> {
        Rules::play(self, text)
    }
    fn to_move(&self) -> Player {
        Rules::to_move(self)
    }
    fn ply(&self) -> usize {
        Rules::ply(self)
    }
    fn result(&self) -> Option<GameResult> {
        Rules::result(self)
    }
    fn cloned(&self) -> Box<dyn AnyPosition> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl Position {
    /// `rules` as the position of its game.
    pub fn of<R: Rules>(rules: R) -> Position {
        Position(Box::new(rules))
    }

    /// Which game this is a position of.
    pub fn game(&self) -> GameName {
        self.0.game()
    }

    /// Plays the move written `text` if it is legal; returns it as written in the
    /// game's record (Connect 4's column number, checkers' full path).
    pub fn play(&mut self, text: &str) -> Result<String, MoveError> {
        if self.result().is_some() {
            return Err(MoveError::Over);
        }
        if text.chars().count() > MAX_MOVE_CHARS {
            return Err(MoveError::Unreadable(format!(
                "{} is too long for a move",
                crate::escape::escape_cut(text, MAX_MOVE_CHARS)
            )));
        }
        self.0.play(text)
    }

    /// The seat to move (the game may be over).
    pub fn to_move(&self) -> Player {
        self.0.to_move()
    }

    /// Moves played so far.
    pub fn ply(&self) -> usize {
        self.0.ply()
    }

    /// How the rules ended the game, if they did (a resignation or a clock is not the
    /// rules' business).
    pub fn result(&self) -> Option<GameResult> {
        self.0.result()
    }

    /// The game's own position, when this is a position of `R`: what a game's view
    /// draws.
    pub fn rules<R: Rules>(&self) -> Option<&R> {
        self.0.as_any().downcast_ref()
    }
}

impl Clone for Position {
    fn clone(&self) -> Position {
        Position(self.0.cloned())
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}
