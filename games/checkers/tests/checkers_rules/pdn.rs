//! PDN records: any legal game, with tags, comments and a result, written and read
//! back is the same game; several games in one text come back in order.

use super::random_position::random_position;
use connect4_checkers::pdn::{PdnGame, PdnResult, read, write};
use connect4_checkers::{Board, Game};
use proptest::prelude::*;

/// A game from the start or from a random position of a few pieces, its moves chosen
/// by `picks` until they run out or the game ends.
fn random_game(seed: u64, from_start: bool, picks: &[u16]) -> Game {
    let start = if from_start {
        Board::start()
    } else {
        let mut rng = fastrand::Rng::with_seed(seed);
        let pieces = rng.usize(3..10);
        random_position(&mut rng, pieces)
    };
    let mut game = Game::from_board(start);
    for pick in picks {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        game.play(&legal[usize::from(*pick) % legal.len()]).unwrap();
    }
    game
}

fn result() -> impl Strategy<Value = PdnResult> {
    prop_oneof![
        Just(PdnResult::BlackWins),
        Just(PdnResult::WhiteWins),
        Just(PdnResult::Draw),
        Just(PdnResult::Unknown),
    ]
}

/// A record: a random game, tags whose values hold quotes, backslashes and accents,
/// comments at random places, and any result (a game may end off the board).
fn record() -> impl Strategy<Value = PdnGame> {
    (
        any::<u64>(),
        any::<bool>(),
        prop::collection::vec(any::<u16>(), 0..120),
        prop::collection::vec(("[A-Z][A-Za-z]{0,8}", "[^\\p{Cc}]{0,24}"), 0..5),
        prop::collection::vec((any::<u16>(), "[A-Za-z0-9 ,.!?()\\[\\]é\"]{0,30}"), 0..4),
        result(),
    )
        .prop_map(|(seed, from_start, picks, tags, comments, result)| {
            let game = random_game(seed, from_start, &picks);
            let tags = tags
                .into_iter()
                .filter(|(name, _)| {
                    !["result", "gametype", "fen"].contains(&name.to_lowercase().as_str())
                })
                .collect();
            let mut record = PdnGame::from_game(&game, tags);
            let plies = record.moves.len() + 1;
            let mut comments: Vec<(usize, String)> = comments
                .into_iter()
                .map(|(at, text)| (usize::from(at) % plies, text.trim().to_string()))
                .collect();
            comments.sort_by_key(|(at, _)| *at);
            record.comments = comments;
            record.result = result;
            record
        })
}

/// The tags a record was written with, without the ones the writer sets itself.
fn own_tags(game: &PdnGame) -> Vec<(String, String)> {
    game.tags
        .iter()
        .filter(|(name, _)| !["Result", "GameType", "FEN"].contains(&name.as_str()))
        .cloned()
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn a_record_written_reads_back_the_same(records in prop::collection::vec(record(), 1..4)) {
        let text: String = records.iter().map(|r| write(r) + "\n").collect();
        let back = read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        prop_assert_eq!(back.len(), records.len());
        for (written, read) in records.iter().zip(&back) {
            prop_assert_eq!(&read.start, &written.start, "{}", text);
            prop_assert_eq!(&read.moves, &written.moves, "{}", text);
            prop_assert_eq!(&read.comments, &written.comments, "{}", text);
            prop_assert_eq!(read.result, written.result, "{}", text);
            prop_assert_eq!(own_tags(read), written.tags.clone(), "{}", text);
        }
    }
}
