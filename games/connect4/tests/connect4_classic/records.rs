//! Connect 4 records: any game on any board size, with tags, comments and a result
//! the board allows, written and read back is the same game; several games in one
//! text come back in order.

use connect4_classic::game::{BoardSize, Column, Game};
use connect4_classic::record::{Record, RecordResult, read, write};
use connect4_classic::seat::Player;
use proptest::prelude::*;

/// A game on a `columns` x `rows` board, its moves chosen by `picks` among the legal
/// columns until they run out or the game ends.
fn random_game(columns: usize, rows: usize, starter: Player, picks: &[u8]) -> Game {
    let mut game = Game::new(BoardSize::new(columns, rows).unwrap(), starter);
    for pick in picks {
        let legal: Vec<Column> = game.legal_columns().collect();
        if legal.is_empty() {
            break;
        }
        game.play(legal[usize::from(*pick) % legal.len()]).unwrap();
    }
    game
}

fn record() -> impl Strategy<Value = Record> {
    (
        4usize..=10,
        4usize..=10,
        any::<bool>(),
        prop::collection::vec(any::<u8>(), 0..100),
        prop::collection::vec(("[A-Z][A-Za-z]{0,8}", "[^\\p{Cc}]{0,24}"), 0..5),
        prop::collection::vec((any::<u16>(), "[A-Za-z0-9 ,.!?()\\[\\]é\"]{0,30}"), 0..4),
        0u8..4,
    )
        .prop_map(|(columns, rows, second, picks, tags, comments, ending)| {
            let starter = if second { Player::Two } else { Player::One };
            let mut game = random_game(columns, rows, starter, &picks);
            // A game going on may also have ended off the board.
            match ending {
                1 => game.decide(Some(Player::One)),
                2 => game.decide(Some(Player::Two)),
                3 => game.decide(None),
                _ => {}
            }
            let own = ["result", "variant", "columns", "rows"];
            let tags = tags
                .into_iter()
                .filter(|(name, _)| !own.contains(&name.to_lowercase().as_str()))
                .collect();
            let mut record = Record::from_game(&game, tags);
            let plies = record.game.moves().len() + 1;
            let mut comments: Vec<(usize, String)> = comments
                .into_iter()
                .map(|(at, text)| (usize::from(at) % plies, text.trim().to_string()))
                .collect();
            comments.sort_by_key(|(at, _)| *at);
            record.comments = comments;
            record
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn a_record_written_reads_back_the_same(records in prop::collection::vec(record(), 1..4)) {
        let text: String = records.iter().map(|r| write(r) + "\n").collect();
        let back = read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        prop_assert_eq!(back.len(), records.len());
        for (written, read) in records.iter().zip(&back) {
            prop_assert_eq!(&read.game, &written.game, "{}", text);
            prop_assert_eq!(&read.comments, &written.comments, "{}", text);
            prop_assert_eq!(read.result, written.result, "{}", text);
            let own: Vec<(String, String)> = read
                .tags
                .iter()
                .filter(|(name, _)| !["Result", "Variant", "Columns", "Rows"].contains(&name.as_str()))
                .cloned()
                .collect();
            prop_assert_eq!(own, written.tags.clone(), "{}", text);
        }
    }

    /// Moves run together as one word read as the same moves spaced out.
    #[test]
    fn a_move_string_reads_as_the_record_of_its_moves(picks in prop::collection::vec(any::<u8>(), 0..42)) {
        let game = random_game(7, 6, Player::One, &picks);
        let record = &read(&format!("{} *", game.notation())).unwrap()[0];
        prop_assert_eq!(record.game.notation(), game.notation());
        prop_assert_eq!(record.result, RecordResult::of(&game));
    }
}
