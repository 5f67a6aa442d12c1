//! The games of PDN text: tags gathered until the moves begin, the position set up
//! from `FEN`, and every move of the main line checked on the board as it is read.

use super::{PdnError, PdnGame, PdnResult};
use crate::board::{Board, Color};
use connect4_game::escape::escape_cut;
use connect4_game::record::{Located, Token, tokens};

/// The longest quotation of the file's own text in an error.
const QUOTE: usize = 40;

/// Every game of `text`, in order; the first thing wrong stops the reading.
pub fn read(text: &str) -> Result<Vec<PdnGame>, PdnError> {
    let located = tokens(text).map_err(|e| PdnError::At {
        game: 1,
        line: e.line,
        message: e.message,
    })?;
    let mut games = Vec::new();
    let mut current: Option<Builder> = None;
    for Located { token, line } in located {
        let number = games.len() + 1;
        let builder = current.get_or_insert_with(|| Builder::new(number, line));
        let at = |message: String| PdnError::At {
            game: number,
            line,
            message,
        };
        match token {
            // Tags after moves begin the next game, for files whose games lack a result.
            Token::Tag(name, value) if builder.set_up.is_some() => {
                games.push(current.take().expect("a game").finish(None)?);
                let mut next = Builder::new(number + 1, line);
                next.tags.push((name, value));
                current = Some(next);
            }
            Token::Tag(name, value) => builder.tags.push((name, value)),
            Token::Comment(text) => {
                let played = builder.start()?.moves.len();
                builder
                    .start()?
                    .comments
                    .push((played, text.trim().to_string()));
            }
            Token::Number(_) => {
                builder.start()?;
            }
            Token::Move(text) => builder.play(&text).map_err(at)?,
            Token::Result(text) => {
                builder.start()?;
                let result = PdnResult::parse(&text).expect("the lexer reads only results");
                games.push(current.take().expect("a game").finish(Some(result))?);
            }
        }
    }
    // A comment after the last result is not a game of its own.
    if let Some(builder) = current.filter(|b| !b.is_empty()) {
        games.push(builder.finish(None)?);
    }
    if games.is_empty() {
        return Err(PdnError::Empty);
    }
    Ok(games)
}

/// A game being read: its tags, then (once the moves begin) its position.
struct Builder {
    number: usize,
    line: usize,
    tags: Vec<(String, String)>,
    /// The game so far and the board now, once the tags are over.
    set_up: Option<(PdnGame, Board)>,
}

impl Builder {
    fn new(number: usize, line: usize) -> Builder {
        Builder {
            number,
            line,
            tags: Vec::new(),
            set_up: None,
        }
    }

    /// Whether nothing but comments has been read since the last game.
    fn is_empty(&self) -> bool {
        self.tags.is_empty()
            && self
                .set_up
                .as_ref()
                .is_none_or(|(game, _)| game.tags.is_empty() && game.moves.is_empty())
    }

    fn error(&self, message: String) -> PdnError {
        PdnError::At {
            game: self.number,
            line: self.line,
            message,
        }
    }

    /// The game, set up from the tags the first time the moves are reached.
    fn start(&mut self) -> Result<&mut PdnGame, PdnError> {
        if self.set_up.is_none() {
            let board = self.first_position()?;
            let game = PdnGame {
                tags: std::mem::take(&mut self.tags),
                start: board,
                moves: Vec::new(),
                comments: Vec::new(),
                result: PdnResult::Unknown,
            };
            self.set_up = Some((game, board));
        }
        Ok(&mut self.set_up.as_mut().expect("set up").0)
    }

    fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(tag, _)| tag.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }

    /// The start, or the `FEN` tag's position; an error for another game than English
    /// checkers.
    fn first_position(&self) -> Result<Board, PdnError> {
        if let Some(kind) = self.tag("GameType") {
            // `21` alone, or `21,B,8,8,...` with the board's details after it.
            let number = kind.split(',').next().unwrap_or_default().trim();
            if number != "21" {
                return Err(self.error(format!(
                    "GameType \"{}\" is not English checkers; only GameType 21 is read",
                    escape_cut(kind, QUOTE)
                )));
            }
        }
        match self.tag("FEN") {
            None => Ok(Board::start()),
            Some(fen) => fen
                .parse::<Board>()
                .map_err(|e| self.error(format!("FEN \"{}\": {e}", escape_cut(fen, QUOTE)))),
        }
    }

    /// Plays the move written `text`, if it is legal in the position reached.
    fn play(&mut self, text: &str) -> Result<(), String> {
        self.start().map_err(|e| e.to_string())?;
        let (game, board) = self.set_up.as_mut().expect("set up");
        let ply = game.moves.len();
        // Some programs write captures with `:`, as international draughts does.
        let written = text.replace(':', "x");
        let mv = board.parse_move(&written).map_err(|e| {
            let (number, side) = move_number(game.start.to_move(), ply);
            let quoted = escape_cut(text, QUOTE);
            format!("move {number} ({}), \"{quoted}\": {e}", side.name())
        })?;
        *board = board.play(&mv);
        game.moves.push(mv);
        Ok(())
    }

    /// The game read, its result the terminating one (or the `Result` tag's when the
    /// game has none); the two must agree when both are given.
    fn finish(mut self, ended: Option<PdnResult>) -> Result<PdnGame, PdnError> {
        self.start()?;
        let (mut game, _) = self.set_up.take().expect("set up");
        let tagged = match game.tag("Result") {
            Some(text) => Some(PdnResult::parse(text).ok_or_else(|| {
                self.error(format!(
                    "the Result tag \"{}\" is not 1-0, 0-1, 1/2-1/2 or *",
                    escape_cut(text, QUOTE)
                ))
            })?),
            None => None,
        };
        game.result = match (tagged, ended) {
            (Some(tag), Some(end))
                if tag != end && tag != PdnResult::Unknown && end != PdnResult::Unknown =>
            {
                return Err(self.error(format!(
                    "the Result tag says {} but the moves end with {}",
                    tag.text(),
                    end.text()
                )));
            }
            (Some(tag), Some(PdnResult::Unknown)) => tag,
            (_, Some(end)) => end,
            (Some(tag), None) => tag,
            (None, None) => PdnResult::Unknown,
        };
        Ok(game)
    }
}

/// The move number and the side of the move after `ply` moves from a position with
/// `first` to move; numbers go up after White's move, as in the notation.
fn move_number(first: Color, ply: usize) -> (usize, Color) {
    let offset = usize::from(first == Color::White);
    let side = if (ply + offset).is_multiple_of(2) {
        Color::Black
    } else {
        Color::White
    };
    ((ply + offset) / 2 + 1, side)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        read(text).unwrap_err().to_string()
    }

    #[test]
    fn reads_several_games_with_tags_comments_and_results() {
        let text = "[Event \"One\"]\n[Result \"1-0\"]\n1. 11-15 {good} 23-19 2. 8-11 1-0\n\n\
                    [Event \"Two\"]\n[FEN \"W:W18:B14\"]\n1... 18x9 {the end} 0-1\n";
        let games = read(text).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].tag("event"), Some("One"));
        assert_eq!(games[0].moves.len(), 3);
        assert_eq!(games[0].comments, vec![(1, "good".to_string())]);
        assert_eq!(games[0].result, PdnResult::BlackWins);
        assert_eq!(games[1].start.to_string(), "W:W18:B14");
        assert_eq!(games[1].moves[0].to_string(), "18x9");
        assert_eq!(games[1].result, PdnResult::WhiteWins);
        assert!(games[1].end().legal_moves().is_empty());
    }

    #[test]
    fn a_capture_by_its_ends_and_a_game_without_a_terminator() {
        let text = "[FEN \"B:W6,15:B1\"]\n1. 1x19\n[Event \"next\"]\n1. 9-13 *";
        let games = read(text).unwrap();
        assert_eq!(games[0].moves[0].to_string(), "1x10x19");
        assert_eq!(games[0].result, PdnResult::Unknown);
        assert_eq!(games[1].tag("Event"), Some("next"));
    }

    #[test]
    fn an_illegal_move_is_named_with_its_game_number_and_line() {
        let message = error("1. 11-15 *\n\n[Event \"b\"]\n1. 11-15 23-19 2. 15-24 *");
        assert!(
            message.starts_with("game 2 (line 4): move 2 (Black), \"15-24\""),
            "{message}"
        );
        let white = error("[FEN \"W:W21:B1\"]\n1... 21-17 2. 1-5 17-22 *");
        assert!(white.contains("move 2 (White), \"17-22\""), "{white}");
        assert!(error("1. 11-15 banana *").contains("\"banana\" is not a move"));
        assert!(error("1. 11-15 9-\u{1b}X *").contains("\\u{1b}"));
    }

    #[test]
    fn other_games_bad_tags_and_nothing_at_all_are_refused() {
        let message = error("[GameType \"20\"]\n1. 32-28 *");
        assert!(
            message.contains("GameType \"20\" is not English checkers"),
            "{message}"
        );
        assert!(read("[GameType \"21,B,8,8,N2,0\"]\n1. 11-15 *").is_ok());
        assert!(error("[FEN \"B:W1:B5\"]\n*").contains("FEN \"B:W1:B5\""));
        assert!(error("[Result \"won\"]\n1. 11-15 *").contains("Result tag \"won\""));
        assert!(error("[Result \"1-0\"]\n1. 11-15 0-1").contains("says 1-0 but"));
        assert_eq!(read("  \n"), Err(PdnError::Empty));
        assert_eq!(
            read("[Result \"0-1\"] 1. 11-15 *").unwrap()[0].result,
            PdnResult::WhiteWins
        );
    }

    #[test]
    fn numbers_count_from_the_side_that_starts() {
        assert_eq!(move_number(Color::Black, 0), (1, Color::Black));
        assert_eq!(move_number(Color::Black, 3), (2, Color::White));
        assert_eq!(move_number(Color::White, 0), (1, Color::White));
        assert_eq!(move_number(Color::White, 1), (2, Color::Black));
    }
}
