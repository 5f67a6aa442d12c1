//! The games of a record's text: tags gathered until the moves begin, the board's
//! size and variant checked, every move played as it is read, and the result checked
//! against the board's.

use super::{Record, RecordError, RecordResult, decide};
use crate::game::{BoardSize, Column, Game};
use crate::seat::Player;
use connect4_game::escape::escape_cut;
use connect4_game::record::{Located, Token, tokens};

/// The longest quotation of the file's own text in an error.
const QUOTE: usize = 40;

/// Every game of `text`, in order; the first thing wrong stops the reading.
pub fn read(text: &str) -> Result<Vec<Record>, RecordError> {
    let located = tokens(text).map_err(|e| RecordError::At {
        game: 1,
        line: e.line,
        message: e.message,
    })?;
    let mut games = Vec::new();
    let mut current: Option<Builder> = None;
    for Located { token, line } in located {
        let number = games.len() + 1;
        let builder = current.get_or_insert_with(|| Builder::new(number));
        builder.line = line;
        match token {
            // Tags after moves begin the next game, for files whose games lack a result.
            Token::Tag(name, value) if builder.set_up.is_some() => {
                games.push(current.take().expect("a game").finish(None)?);
                let mut next = Builder::new(number + 1);
                next.line = line;
                next.tags.push((name, value));
                current = Some(next);
            }
            Token::Tag(name, value) => builder.tags.push((name, value)),
            Token::Comment(text) => {
                let record = builder.start()?;
                let played = record.game.moves().len();
                record.comments.push((played, text.trim().to_string()));
            }
            Token::Number(_) => {
                builder.start()?;
            }
            Token::Move(text) => builder.play(&text)?,
            Token::Result(text) => {
                let result = RecordResult::parse(&text).ok_or_else(|| {
                    builder.error(format!(
                        "\"{}\" is not a result: write 1-0, 0-1, 1/2-1/2 or *",
                        escape_cut(&text, QUOTE)
                    ))
                })?;
                builder.start()?;
                games.push(current.take().expect("a game").finish(Some(result))?);
            }
        }
    }
    // A comment after the last result is not a game of its own.
    if let Some(builder) = current.filter(|b| !b.is_empty()) {
        games.push(builder.finish(None)?);
    }
    if games.is_empty() {
        return Err(RecordError::Empty);
    }
    Ok(games)
}

/// A game being read: its tags, then (once the moves begin) the game.
struct Builder {
    number: usize,
    /// The line of the token being read.
    line: usize,
    tags: Vec<(String, String)>,
    set_up: Option<Record>,
}

impl Builder {
    fn new(number: usize) -> Builder {
        Builder {
            number,
            line: 1,
            tags: Vec::new(),
            set_up: None,
        }
    }

    fn is_empty(&self) -> bool {
        self.tags.is_empty()
            && self
                .set_up
                .as_ref()
                .is_none_or(|r| r.tags.is_empty() && r.game.moves().is_empty())
    }

    fn error(&self, message: String) -> RecordError {
        RecordError::At {
            game: self.number,
            line: self.line,
            message,
        }
    }

    fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(tag, _)| tag.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }

    /// The record, its board set up from the tags the first time the moves are
    /// reached.
    fn start(&mut self) -> Result<&mut Record, RecordError> {
        if self.set_up.is_none() {
            let size = self.size()?;
            self.set_up = Some(Record {
                tags: std::mem::take(&mut self.tags),
                game: Game::new(size, Player::One),
                comments: Vec::new(),
                result: RecordResult::Unknown,
            });
        }
        Ok(self.set_up.as_mut().expect("set up"))
    }

    /// The board's size from `Columns` and `Rows` (7 and 6 when absent), after
    /// checking that the variant is standard Connect 4.
    fn size(&self) -> Result<BoardSize, RecordError> {
        if let Some(variant) = self.tag("Variant")
            && !variant.trim().eq_ignore_ascii_case("standard")
        {
            let quoted = escape_cut(variant, QUOTE);
            let why = if variant.trim().eq_ignore_ascii_case("popout") {
                "PopOut's records are not read yet".to_string()
            } else {
                format!("\"{quoted}\" is not a variant of Connect 4")
            };
            return Err(self.error(format!(
                "Variant \"{quoted}\": {why}; only \"standard\" is read"
            )));
        }
        let number = |name: &str, default: usize| match self.tag(name) {
            None => Ok(default),
            Some(text) => text.trim().parse::<usize>().map_err(|_| {
                self.error(format!(
                    "{name} \"{}\" is not a number of {}",
                    escape_cut(text, QUOTE),
                    name.to_lowercase()
                ))
            }),
        };
        let standard = BoardSize::STANDARD;
        let columns = number("Columns", standard.columns())?;
        let rows = number("Rows", standard.rows())?;
        BoardSize::new(columns, rows).map_err(|e| self.error(e.to_string()))
    }

    /// Plays the moves written `text`: one column digit, or several run together.
    fn play(&mut self, text: &str) -> Result<(), RecordError> {
        let number = self.number;
        let line = self.line;
        let record = self.start()?;
        for found in text.chars() {
            let game = &mut record.game;
            let ply = game.moves().len();
            let side = if ply.is_multiple_of(2) {
                "First"
            } else {
                "Second"
            };
            let at = format!(
                "move {} ({side}), \"{}\"",
                ply / 2 + 1,
                escape_cut(text, QUOTE)
            );
            let refuse = |why: String| RecordError::At {
                game: number,
                line,
                message: format!("{at}: {why}"),
            };
            let column = Column::from_char(found).ok_or_else(|| {
                refuse("not a column: write the columns as digits 1-9, 0 for column 10".into())
            })?;
            game.play(column).map_err(|e| refuse(e.to_string()))?;
        }
        Ok(())
    }

    /// The record read, its result the terminating one (or the `Result` tag's when
    /// there is none). Both must agree with each other and with the board: a game won
    /// on the board is not a draw, and a game going on ends as the record says.
    fn finish(mut self, ended: Option<RecordResult>) -> Result<Record, RecordError> {
        self.start()?;
        let mut record = self.set_up.take().expect("set up");
        let tagged = match record.tag("Result") {
            Some(text) => Some(RecordResult::parse(text).ok_or_else(|| {
                self.error(format!(
                    "the Result tag \"{}\" is not 1-0, 0-1, 1/2-1/2 or *",
                    escape_cut(text, QUOTE)
                ))
            })?),
            None => None,
        };
        let result = match (tagged, ended) {
            (Some(tag), Some(end))
                if tag != end && tag != RecordResult::Unknown && end != RecordResult::Unknown =>
            {
                return Err(self.error(format!(
                    "the Result tag says {} but the moves end with {}",
                    tag.text(),
                    end.text()
                )));
            }
            (Some(tag), Some(RecordResult::Unknown)) | (Some(tag), None) => tag,
            (_, Some(end)) => end,
            (None, None) => RecordResult::Unknown,
        };
        let on_board = RecordResult::of(&record.game);
        if on_board != RecordResult::Unknown
            && result != RecordResult::Unknown
            && result != on_board
        {
            return Err(self.error(format!(
                "the moves end the game {} but the record says {}",
                on_board.text(),
                result.text()
            )));
        }
        record.result = if result == RecordResult::Unknown {
            on_board
        } else {
            result
        };
        decide(&mut record.game, record.result);
        Ok(record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        read(text).unwrap_err().to_string()
    }

    #[test]
    fn reads_tags_moves_comments_and_several_games() {
        let text = "[Event \"Club\"]\n[First \"Ann\"]\n[Columns \"10\"]\n[Rows \"4\"]\n\n\
                    1. 4 {W21} 4 2. 0 1 *\n\n[Event \"Two\"]\n4455667 1-0\n";
        let games = read(text).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].tag("first"), Some("Ann"));
        assert_eq!(games[0].size(), BoardSize::new(10, 4).unwrap());
        assert_eq!(games[0].game.notation(), "4401");
        assert_eq!(games[0].comments, vec![(1, "W21".to_string())]);
        assert_eq!(games[0].result, RecordResult::Unknown);
        assert_eq!(games[1].game.notation(), "4455667");
        assert_eq!(games[1].result, RecordResult::FirstWins);
    }

    #[test]
    fn a_result_off_the_board_decides_the_game_and_one_on_it_is_kept() {
        let resigned = &read("[Result \"0-1\"]\n1. 4 4 *").unwrap()[0];
        assert_eq!(resigned.result, RecordResult::SecondWins);
        assert_eq!(resigned.game.outcome().unwrap().winner(), Some(Player::Two));
        let won = &read("4455667").unwrap()[0];
        assert_eq!(won.result, RecordResult::FirstWins);
    }

    #[test]
    fn bad_records_say_what_is_wrong_and_where() {
        let full = error("[Rows \"4\"]\n1. 4 4 2. 4 4 3. 4 *");
        assert!(
            full.starts_with("game 1 (line 2): move 3 (First), \"4\": Column 4 is full"),
            "{full}"
        );
        let wide = error("[Columns \"5\"]\n1. 4\n 9 *");
        assert!(
            wide.contains("line 3): move 1 (Second), \"9\": There is no column 9"),
            "{wide}"
        );
        assert!(error("1. 4 x *").contains("\"x\": not a column"));
        assert!(error("1. 4 \u{1b}]0;hi *").contains("\\u{1b}"));
        assert!(error("[Variant \"popout\"]\n4 *").contains("PopOut's records are not read"));
        assert!(error("[Variant \"Gravity\"]\n4 *").contains("\"Gravity\" is not a variant"));
        assert!(error("[Columns \"11\"]\n4 *").contains("11"));
        assert!(error("[Rows \"six\"]\n4 *").contains("Rows \"six\" is not a number"));
        assert!(error("4455667 0-1").contains("end the game 1-0 but the record says 0-1"));
        assert!(error("4455667 4 1-0").contains("The match is over"));
        assert!(error("[Result \"1-0\"] 44 0-1").contains("says 1-0 but"));
        assert_eq!(read("{just a comment}"), Err(RecordError::Empty));
    }
}
