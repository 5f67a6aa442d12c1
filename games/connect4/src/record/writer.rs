//! A record as text that `read` reads back: the record's own tags, then `Result`,
//! `Variant`, `Columns` and `Rows` from the game itself, a blank line, and the moves
//! numbered in pairs, each comment after its move, lines under 80 characters.

use super::Record;
use connect4_game::record::{Line, tag_line};

/// Tags the writer sets from the game itself rather than copying them.
const OWN_TAGS: [&str; 4] = ["Result", "Variant", "Columns", "Rows"];

/// `record` as text, ending with a newline.
pub fn write(record: &Record) -> String {
    let mut out = String::new();
    let copied = record
        .tags
        .iter()
        .filter(|(name, _)| !OWN_TAGS.iter().any(|own| own.eq_ignore_ascii_case(name)));
    for (name, value) in copied {
        tag_line(&mut out, name, value);
    }
    let size = record.size();
    tag_line(&mut out, "Result", record.result.text());
    tag_line(&mut out, "Variant", "standard");
    tag_line(&mut out, "Columns", &size.columns().to_string());
    tag_line(&mut out, "Rows", &size.rows().to_string());
    out.push('\n');
    let mut line = Line::new(&mut out);
    let moves = record.game.moves();
    let mut comments = record.comments.iter().peekable();
    for ply in 0..=moves.len() {
        while let Some((_, text)) = comments.next_if(|(after, _)| *after == ply) {
            line.comment(text);
        }
        let Some(mv) = moves.get(ply) else {
            break;
        };
        if ply.is_multiple_of(2) {
            line.word(&format!("{}.", ply / 2 + 1));
        }
        line.word(&mv.column().to_char().to_string());
    }
    for (_, text) in comments {
        line.comment(text);
    }
    line.word(record.result.text());
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::super::{RecordResult, read};
    use super::*;
    use crate::game::{BoardSize, Game};
    use crate::seat::Player;

    #[test]
    fn writes_the_tags_then_the_moves_in_pairs() {
        let size = BoardSize::new(10, 4).unwrap();
        let game = Game::from_notation(size, Player::One, "440").unwrap();
        let tags = vec![
            ("Event".to_string(), "Club".to_string()),
            ("Rows".to_string(), "9".to_string()),
        ];
        let mut record = Record::from_game(&game, tags);
        record.comments = vec![(0, "an opening".to_string()), (2, "W12 }".to_string())];
        let text = write(&record);
        assert_eq!(
            text,
            "[Event \"Club\"]\n[Result \"*\"]\n[Variant \"standard\"]\n[Columns \"10\"]\n\
             [Rows \"4\"]\n\n{an opening} 1. 4 4 {W12 )} 2. 0 *\n"
        );
        let back = &read(&text).unwrap()[0];
        assert_eq!(back.game, record.game);
        assert_eq!(back.result, RecordResult::Unknown);
    }
}
