//! A game as PDN text that CheckerBoard, KingsRow and this crate's reader read: the
//! game's tags, then `Result`, `GameType "21"` and (when the game does not begin at
//! the start) `FEN`, a blank line, and the moves numbered, lines kept under 80
//! characters, each comment after its move.

use super::PdnGame;
use crate::board::{Board, Color};
use connect4_game::record::{Line, tag_line as tag};

/// Tags the writer sets from the game itself rather than copying them.
const OWN_TAGS: [&str; 3] = ["Result", "GameType", "FEN"];

/// `game` as PDN, ending with a newline.
pub fn write(game: &PdnGame) -> String {
    let mut out = String::new();
    let copied = game
        .tags
        .iter()
        .filter(|(name, _)| !OWN_TAGS.iter().any(|own| own.eq_ignore_ascii_case(name)));
    for (name, value) in copied {
        tag(&mut out, name, value);
    }
    tag(&mut out, "Result", game.result.text());
    tag(&mut out, "GameType", "21");
    if game.start != Board::start() {
        tag(&mut out, "FEN", &game.start.to_string());
    }
    out.push('\n');
    let mut line = Line::new(&mut out);
    let mut comments = game.comments.iter().peekable();
    let white_first = game.start.to_move() == Color::White;
    for ply in 0..=game.moves.len() {
        while let Some((_, text)) = comments.next_if(|(after, _)| *after == ply) {
            line.comment(text);
        }
        let Some(mv) = game.moves.get(ply) else {
            break;
        };
        let index = ply + usize::from(white_first);
        let number = index / 2 + 1;
        if index.is_multiple_of(2) {
            line.word(&format!("{number}."));
        } else if ply == 0 {
            line.word(&format!("{number}..."));
        }
        line.word(&mv.to_string());
    }
    // Comments placed past the moves (none are read so) still go out, before the end.
    for (_, text) in comments {
        line.comment(text);
    }
    line.word(game.result.text());
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::super::{PdnResult, read};
    use super::*;
    use crate::game::Game;
    use connect4_game::record::WIDTH;

    #[test]
    fn writes_tags_numbers_comments_and_the_result() {
        let mut game = Game::new();
        for text in ["11-15", "23-19", "8-11"] {
            game.play_notation(text).unwrap();
        }
        let tags = vec![
            ("Event".to_string(), "Club \"night\"".to_string()),
            ("Result".to_string(), "1-0".to_string()),
        ];
        let mut record = PdnGame::from_game(&game, tags);
        record.comments.push((1, "the {old} Fife".to_string()));
        assert_eq!(
            write(&record),
            "[Event \"Club \\\"night\\\"\"]\n[Result \"*\"]\n[GameType \"21\"]\n\n\
             1. 11-15 {the {old) Fife} 23-19 2. 8-11 *\n"
        );
        let back = &read(&write(&record)).unwrap()[0];
        assert_eq!(back.moves, record.moves);
        assert_eq!(back.tag("Event"), Some("Club \"night\""));
        assert_eq!(back.comments, vec![(1, "the {old) Fife".to_string())]);
        assert_eq!(back.result, PdnResult::Unknown);
    }

    #[test]
    fn a_position_set_up_with_white_to_move_starts_at_one_dots() {
        let start: Board = "W:W18:B14".parse().unwrap();
        let mut game = Game::from_board(start);
        game.play_notation("18x9").unwrap();
        let text = write(&PdnGame::from_game(&game, Vec::new()));
        assert_eq!(
            text,
            "[Result \"0-1\"]\n[GameType \"21\"]\n[FEN \"W:W18:B14\"]\n\n1... 18x9 0-1\n"
        );
    }

    #[test]
    fn long_games_break_lines_under_eighty_characters() {
        let mut game = Game::new();
        while game.outcome().is_none() && game.moves().len() < 60 {
            let mv = game.legal_moves()[game.moves().len() % game.legal_moves().len()].clone();
            game.play(&mv).unwrap();
        }
        let text = write(&PdnGame::from_game(&game, Vec::new()));
        assert!(text.lines().count() > 4, "{text}");
        assert!(
            text.lines().all(|line| line.chars().count() <= WIDTH),
            "{text}"
        );
    }
}
