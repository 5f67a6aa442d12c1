//! Connect 4 game records, in the style of chess's PGN: tag pairs (the players,
//! where and when, the board's size, the variant, the result, the time control),
//! then the moves as 1-based column digits, numbered in pairs, with `{comments}` (the
//! review's analysis). `0` is column 10, as in move strings (`Game::from_notation`),
//! and a word of several digits is that many moves: `4453` reads as `4 4 5 3`.
//!
//! ```text
//! [Event "Club night"]
//! [First "Ann"]
//! [Second "Bob"]
//! [Result "1-0"]
//! [Variant "standard"]
//! [Columns "7"]
//! [Rows "6"]
//!
//! 1. 4 {W21} 4 2. 4 4 3. 4 {??} 3 ... 1-0
//! ```
//!
//! `First` moved first; `1-0` is a win for First, `0-1` for Second.

mod reader;
mod writer;

pub use reader::read;
pub use writer::write;

use crate::game::{BoardSize, Game};
use crate::seat::Player;
use connect4_game::record::ReadError;
use std::fmt;

/// The file extension of a Connect 4 record.
pub const EXTENSION: &str = "c4n";

/// One game of a record file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// The tag pairs in the order written, `Result`, `Variant`, `Columns` and `Rows`
    /// among them when the file has them.
    pub tags: Vec<(String, String)>,
    /// The moves replayed, the first by `Player::One`; a game the record says ended
    /// off the board (a resignation, a flag fall) is decided so.
    pub game: Game,
    /// Each comment with the number of moves played before it.
    pub comments: Vec<(usize, String)>,
    pub result: RecordResult,
}

/// How the record says the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordResult {
    /// `1-0`: the player who moved first won.
    FirstWins,
    /// `0-1`.
    SecondWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: going on, or not known.
    Unknown,
}

impl RecordResult {
    pub fn text(self) -> &'static str {
        match self {
            RecordResult::FirstWins => "1-0",
            RecordResult::SecondWins => "0-1",
            RecordResult::Draw => "1/2-1/2",
            RecordResult::Unknown => "*",
        }
    }

    pub fn parse(text: &str) -> Option<RecordResult> {
        match text.trim() {
            "1-0" => Some(RecordResult::FirstWins),
            "0-1" => Some(RecordResult::SecondWins),
            "1/2-1/2" => Some(RecordResult::Draw),
            "*" => Some(RecordResult::Unknown),
            _ => None,
        }
    }

    /// The result of `game` as it stands.
    pub fn of(game: &Game) -> RecordResult {
        match game.outcome() {
            None => RecordResult::Unknown,
            Some(outcome) => match outcome.winner() {
                None => RecordResult::Draw,
                Some(winner) if winner == game.starter() => RecordResult::FirstWins,
                Some(_) => RecordResult::SecondWins,
            },
        }
    }
}

impl Record {
    /// The record of `game`, with `tags` (`Event`, `First`, `Second`, ...); the game
    /// is kept with the player who started as `Player::One`.
    pub fn from_game(game: &Game, tags: Vec<(String, String)>) -> Record {
        let result = RecordResult::of(game);
        let mut first = Game::new(game.size(), Player::One);
        for mv in game.moves() {
            first.play(mv.column()).expect("a game's own moves replay");
        }
        if first.outcome().is_none() {
            decide(&mut first, result);
        }
        Record {
            tags,
            game: first,
            comments: Vec::new(),
            result,
        }
    }

    /// The value of the tag `name` (the first, if it is given twice).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(tag, _)| tag.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }

    pub fn size(&self) -> BoardSize {
        self.game.size()
    }
}

/// Ends `game` off the board as `result` says, when it says somebody won or drew.
fn decide(game: &mut Game, result: RecordResult) {
    match result {
        RecordResult::FirstWins => game.decide(Some(Player::One)),
        RecordResult::SecondWins => game.decide(Some(Player::Two)),
        RecordResult::Draw => game.decide(None),
        RecordResult::Unknown => {}
    }
}

/// Why a record was not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordError {
    /// The text could not be read at all, or was too large.
    Read(ReadError),
    /// No game in the text.
    Empty,
    /// What is wrong, in which game (from 1) and on which line (from 1).
    At {
        game: usize,
        line: usize,
        message: String,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Read(why) => write!(f, "{why}"),
            RecordError::Empty => write!(f, "it holds no game: no tag pair and no move"),
            RecordError::At {
                game,
                line,
                message,
            } => write!(f, "game {game} (line {line}): {message}"),
        }
    }
}

impl std::error::Error for RecordError {}

impl From<ReadError> for RecordError {
    fn from(why: ReadError) -> RecordError {
        RecordError::Read(why)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_started_by_the_second_seat_is_kept_with_the_first_mover_as_one() {
        let size = BoardSize::STANDARD;
        let game = Game::from_notation(size, Player::Two, "4455667").unwrap();
        let record = Record::from_game(&game, Vec::new());
        assert_eq!(record.result, RecordResult::FirstWins);
        assert_eq!(record.game.starter(), Player::One);
        assert_eq!(record.game.notation(), "4455667");
        for result in [
            RecordResult::FirstWins,
            RecordResult::SecondWins,
            RecordResult::Draw,
            RecordResult::Unknown,
        ] {
            assert_eq!(RecordResult::parse(result.text()), Some(result));
        }
    }
}
