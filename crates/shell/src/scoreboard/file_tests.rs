//! The file's rows of games this build does not know: read without damage, kept, and
//! written back with everything they held, while this build's rows read as before.

use super::*;
use crate::scoreboard::{MatchResult, Matchup, Timestamp};
use connect4_game::board_size::BoardSize;
use connect4_game::seat::ByPlayer;
use pretty_assertions::assert_eq;
use proptest::prelude::*;

const AT: Timestamp = Timestamp(1_795_296_600);

/// The games of a build with two: Connect 4 and checkers.
const GAMES: &[Played] = &[Played::CONNECT4, Played::named("checkers")];

/// A version 3 file from a build with one more game: a Connect 4 row, then a row of
/// "popout" with a key this build's rows do not have, then a checkers row.
const WITH_POPOUT: &str = r#"version = 3
ended = ["m1"]

[[matchup]]
one = "Ada"
two = "Computer"
computer = "perfect"
columns = 7
rows = 6
wins_one = 2
wins_two = 5
draws = 1
best_streak_one = 1
best_streak_two = 3

[[matchup]]
game = "popout"
one = "Ada"
two = "Bo"
columns = 7
rows = 6
wins_one = 4
wins_two = 0
draws = 0
pops = 11
best_streak_one = 4
best_streak_two = 0
last_played = 2026-11-21T22:50:00Z

[[matchup]]
game = "checkers"
one = "Ada"
two = "Bo"
columns = 8
rows = 8
wins_one = 0
wins_two = 0
draws = 1
best_streak_one = 0
best_streak_two = 0
"#;

fn connect4() -> Matchup {
    Matchup {
        names: ByPlayer::new("Ada".into(), "Computer".into()),
        computer: Some("perfect".into()),
        board: Some(BoardSize::STANDARD),
        played: Played::CONNECT4,
    }
}

/// The rows of `text` whose game is `game`, as tables.
fn rows_of(text: &str, game: &str) -> Vec<toml::Table> {
    let table: toml::Table = toml::from_str(text).unwrap();
    let rows = table["matchup"].as_array().unwrap();
    rows.iter()
        .filter_map(toml::Value::as_table)
        .filter(|row| row.get("game").and_then(toml::Value::as_str) == Some(game))
        .cloned()
        .collect()
}

#[test]
fn a_row_of_a_game_this_build_does_not_know_is_kept_not_damage() {
    let scoreboard = decode(WITH_POPOUT, GAMES).unwrap();
    assert_eq!(
        scoreboard.len(),
        2,
        "Connect 4's and checkers' rows are read"
    );
    assert_eq!(scoreboard.other_games().len(), 1);
    let tally = scoreboard.tally(&connect4());
    assert_eq!((tally.wins.one, tally.wins.two, tally.draws), (2, 5, 1));
    assert!(scoreboard.has_ended("m1"));
}

#[test]
fn the_row_is_written_back_with_all_it_held_after_a_new_result() {
    let mut scoreboard = decode(WITH_POPOUT, GAMES).unwrap();
    scoreboard.record(&connect4(), MatchResult::Draw, AT);
    let text = encode(&scoreboard);
    assert!(text.starts_with("version = 3\n"), "{text}");
    assert_eq!(rows_of(&text, "popout"), rows_of(WITH_POPOUT, "popout"));
    let again = decode(&text, GAMES).unwrap();
    assert_eq!(again, scoreboard);
    assert_eq!(again.tally(&connect4()).draws, 2);
}

#[test]
fn this_builds_rows_are_written_as_before_when_no_other_game_is_kept() {
    let mut scoreboard = Scoreboard::new();
    scoreboard.record(&connect4(), MatchResult::Draw, AT);
    let text = encode(&scoreboard);
    assert!(
        !text.contains("game ="),
        "Connect 4's rows name no game: {text}"
    );
    assert_eq!(decode(&text, GAMES).unwrap().other_games().len(), 0);
}

#[test]
fn a_version_1_file_naming_a_game_this_build_does_not_know_is_damaged() {
    // Version 1 knew Connect 4 alone, so another game there is no row of ours.
    let text = WITH_POPOUT.replace("version = 3", "version = 1");
    let text = text.replace("game = \"checkers\"", "game = \"connect4\"");
    let text = text.replace("columns = 8\nrows = 8", "columns = 7\nrows = 6");
    assert!(matches!(decode(&text, GAMES), Err(DecodeError::Damaged(_))));
    let known = text.replace("game = \"popout\"", "game = \"connect4\"");
    assert!(
        decode(&known, GAMES).is_err(),
        "the popout row's extra key is refused"
    );
}

#[test]
fn a_game_that_is_not_a_name_is_damage_not_another_game() {
    let text = WITH_POPOUT.replace("game = \"popout\"", "game = 3");
    assert!(matches!(decode(&text, GAMES), Err(DecodeError::Damaged(_))));
}

#[test]
fn a_known_games_row_is_still_checked_whole() {
    // The row of a game this build knows is read with every check it always had.
    let text = WITH_POPOUT.replace(
        "draws = 1\nbest_streak_one = 0",
        "draws = 1\nodd = 1\nbest_streak_one = 0",
    );
    assert!(matches!(decode(&text, GAMES), Err(DecodeError::Damaged(_))));
}

/// A row of some other game: its name, and a few keys of its own.
fn other_row() -> impl Strategy<Value = toml::Table> {
    let name = "[a-z][a-z0-9-]{0,11}".prop_filter("not a game this build knows", |name| {
        !GAMES.iter().any(|game| game.name() == name)
    });
    let keys = prop::collection::btree_map("[a-z_]{1,8}", any::<i32>(), 0..5);
    (name, keys).prop_map(|(name, keys)| {
        let mut row: toml::Table = keys
            .into_iter()
            .filter(|(key, _)| key != "game")
            .map(|(key, value)| (key, toml::Value::Integer(value.into())))
            .collect();
        row.insert("game".into(), toml::Value::String(name));
        row
    })
}

proptest! {
    /// Whatever rows of other games a file holds, and whatever this build counts
    /// beside them, a save writes back every one of them as it was read.
    #[test]
    fn other_games_rows_survive_every_save(
        rows in prop::collection::vec(other_row(), 0..6),
        draws in 0u32..4,
    ) {
        let mut scoreboard = Scoreboard::new();
        for row in &rows {
            scoreboard.others.keep(row);
        }
        for _ in 0..draws {
            scoreboard.record(&connect4(), MatchResult::Draw, AT);
        }
        let read = decode(&encode(&scoreboard), GAMES).unwrap();
        prop_assert_eq!(read.other_games().rows().collect::<Vec<_>>(), rows);
        prop_assert_eq!(read.tally(&connect4()).draws, draws);
        prop_assert_eq!(&read, &scoreboard);
    }
}
