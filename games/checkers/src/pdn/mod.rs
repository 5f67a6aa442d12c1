//! Checkers games as PDN 3.0 text, the Portable Draughts Notation that CheckerBoard
//! and KingsRow read and write: tag pairs, then the moves by square numbers, with
//! comments, and a result. Only English checkers (`[GameType "21"]`, or no GameType)
//! is read; every move is checked against the rules as it is read.
//!
//! A result of `1-0` is a win for Black, who moves first, as CheckerBoard and the
//! ACF's archives write it; `0-1` is White's.

mod reader;
mod writer;

use super::board::{Board, Color};
use super::game::{Game, Outcome};
use super::moves::Move;
use connect4_game::record::{MAX_RECORD_BYTES, ReadError, read_bounded};
use std::fmt;
use std::io::Read;

pub use reader::read;
pub use writer::write;

/// The most PDN text read at once: 16 MiB, about 40,000 games, well beyond any real
/// collection of a player's games; anything larger is refused before it is all read.
pub const MAX_BYTES: u64 = MAX_RECORD_BYTES;

/// One game of a PDN file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdnGame {
    /// The tag pairs in the order written (`Event`, `Black`, `White`, `Date`, ...),
    /// `Result`, `GameType` and `FEN` among them when the file has them.
    pub tags: Vec<(String, String)>,
    /// The position before the first move: the start, or the `FEN` tag's.
    pub start: Board,
    /// The main line, every move legal.
    pub moves: Vec<Move>,
    /// Each comment with the number of moves played before it.
    pub comments: Vec<(usize, String)>,
    pub result: PdnResult,
}

/// How the record says the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PdnResult {
    /// `1-0`.
    BlackWins,
    /// `0-1`.
    WhiteWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: going on, or not known.
    Unknown,
}

impl PdnResult {
    /// The result as PDN writes it.
    pub fn text(self) -> &'static str {
        match self {
            PdnResult::BlackWins => "1-0",
            PdnResult::WhiteWins => "0-1",
            PdnResult::Draw => "1/2-1/2",
            PdnResult::Unknown => "*",
        }
    }

    /// The result written `text`; draughts' `2-0`, `0-2` and `1-1` (two points for a
    /// win) are read too.
    pub fn parse(text: &str) -> Option<PdnResult> {
        match text.trim() {
            "1-0" | "2-0" => Some(PdnResult::BlackWins),
            "0-1" | "0-2" => Some(PdnResult::WhiteWins),
            "1/2-1/2" | "1-1" => Some(PdnResult::Draw),
            "*" => Some(PdnResult::Unknown),
            _ => None,
        }
    }

    /// The result of a game that is over, `Unknown` for one going on.
    pub fn of(outcome: Option<Outcome>) -> PdnResult {
        match outcome {
            Some(Outcome::Win(Color::Black)) => PdnResult::BlackWins,
            Some(Outcome::Win(Color::White)) => PdnResult::WhiteWins,
            Some(Outcome::Draw(_)) => PdnResult::Draw,
            None => PdnResult::Unknown,
        }
    }

    /// Who won, if somebody did.
    pub fn winner(self) -> Option<Color> {
        match self {
            PdnResult::BlackWins => Some(Color::Black),
            PdnResult::WhiteWins => Some(Color::White),
            _ => None,
        }
    }
}

impl PdnGame {
    /// The record of `game`, with `tags` (`Event`, `Black`, ...) before its result.
    pub fn from_game(game: &Game, tags: Vec<(String, String)>) -> PdnGame {
        PdnGame {
            tags,
            start: *game.start_board(),
            moves: game.moves().to_vec(),
            comments: Vec::new(),
            result: PdnResult::of(game.outcome()),
        }
    }

    /// The value of the tag `name` (the first, if it is given twice).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(tag, _)| tag.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }

    /// The game replayed under this crate's rules, as far as they let it go: a game
    /// the rules end sooner (a third repetition that the players played on from) stops
    /// there.
    pub fn game(&self) -> Game {
        let mut game = Game::from_board(self.start);
        for mv in &self.moves {
            if game.play(mv).is_err() {
                break;
            }
        }
        game
    }

    /// The position after every move.
    pub fn end(&self) -> Board {
        self.moves
            .iter()
            .fold(self.start, |board, mv| board.play(mv))
    }
}

/// Why PDN text was not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PdnError {
    /// More than `MAX_BYTES`.
    TooLarge,
    /// The text could not be read at all.
    Io(String),
    /// No game in the text.
    Empty,
    /// What is wrong, in which game (from 1) and on which line (from 1).
    At {
        game: usize,
        line: usize,
        message: String,
    },
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PdnError::TooLarge => write!(
                f,
                "it is larger than {} MiB, the most PDN read at once",
                MAX_BYTES / (1024 * 1024)
            ),
            PdnError::Io(why) => write!(f, "it could not be read: {why}"),
            PdnError::Empty => write!(f, "it holds no game: no tag pair and no move"),
            PdnError::At {
                game,
                line,
                message,
            } => write!(f, "game {game} (line {line}): {message}"),
        }
    }
}

impl std::error::Error for PdnError {}

/// Reads PDN text from `reader`, refusing more than `MAX_BYTES` without reading
/// further; text not in UTF-8 is read as Latin-1 (`record::read_bounded`).
pub fn read_text(reader: impl Read) -> Result<String, PdnError> {
    read_bounded(reader).map_err(|e| match e {
        ReadError::TooLarge => PdnError::TooLarge,
        ReadError::Io(why) => PdnError::Io(why),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_read_as_written_and_in_draughts_points() {
        for result in [
            PdnResult::BlackWins,
            PdnResult::WhiteWins,
            PdnResult::Draw,
            PdnResult::Unknown,
        ] {
            assert_eq!(PdnResult::parse(result.text()), Some(result));
        }
        assert_eq!(PdnResult::parse("2-0"), Some(PdnResult::BlackWins));
        assert_eq!(PdnResult::parse("1-1"), Some(PdnResult::Draw));
        assert_eq!(PdnResult::parse("black"), None);
    }

    #[test]
    fn text_over_the_limit_is_refused() {
        let big = std::io::repeat(b' ').take(MAX_BYTES + 10);
        assert_eq!(read_text(big), Err(PdnError::TooLarge));
    }
}
