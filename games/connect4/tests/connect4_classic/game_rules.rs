//! The rules seen from outside: wins in every direction and at every edge, draws,
//! refused drops, notation, and the fast win check against a whole-board scan.

use connect4_classic::game::{
    BoardSize, Cell, Column, Game, NotationError, Outcome, PlayError, Player, find_any_win,
};
use proptest::prelude::*;
use rstest::rstest;

fn size(columns: usize, rows: usize) -> BoardSize {
    BoardSize::new(columns, rows).unwrap()
}

fn cells(list: [(usize, usize); 4]) -> [Cell; 4] {
    list.map(|(column, row)| Cell::new(column, row))
}

#[rstest]
#[case::horizontal_left_edge(size(7, 6), "1122334", [(0, 0), (1, 0), (2, 0), (3, 0)])]
#[case::horizontal_right_edge(size(7, 6), "7766554", [(3, 0), (4, 0), (5, 0), (6, 0)])]
#[case::horizontal_filled_in_the_middle(size(7, 6), "1122443", [(0, 0), (1, 0), (2, 0), (3, 0)])]
#[case::horizontal_five_joined(size(7, 6), "112255443", [(0, 0), (1, 0), (2, 0), (3, 0)])]
#[case::vertical_left_edge(size(7, 6), "1212121", [(0, 0), (0, 1), (0, 2), (0, 3)])]
#[case::vertical_to_the_top_of_4x4(size(4, 4), "4343434", [(3, 0), (3, 1), (3, 2), (3, 3)])]
#[case::vertical_top_right_of_10x10(size(10, 10), "0000000909090", [(9, 6), (9, 7), (9, 8), (9, 9)])]
#[case::diagonal_rising(size(7, 6), "12234334544", [(0, 0), (1, 1), (2, 2), (3, 3)])]
#[case::diagonal_falling_to_right_edge(size(7, 6), "76654554344", [(3, 3), (4, 2), (5, 1), (6, 0)])]
#[case::diagonal_falling_corner_to_corner_4x4(size(4, 4), "43321221411", [(0, 3), (1, 2), (2, 1), (3, 0)])]
#[case::diagonal_rising_on_wide_board(size(10, 4), "12234334544", [(0, 0), (1, 1), (2, 2), (3, 3)])]
fn first_player_wins_with_these_cells(
    #[case] size: BoardSize,
    #[case] moves: &str,
    #[case] expected: [(usize, usize); 4],
) {
    let game = Game::from_notation(size, Player::One, moves).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            player: Player::One,
            cells: cells(expected)
        }),
        "\n{}",
        game.board()
    );
    assert_eq!(
        find_any_win(game.board()).map(|(p, _)| p),
        Some(Player::One)
    );
}

#[test]
fn one_move_short_is_no_win() {
    let game = Game::from_notation(size(7, 6), Player::One, "1122334").unwrap();
    let mut before = game.clone();
    before.undo();
    assert_eq!(before.outcome(), None);
    assert_eq!(before.to_move(), Player::One);
}

#[test]
fn a_full_board_without_four_is_a_draw() {
    let game = Game::from_notation(size(4, 4), Player::One, "1212343421214343").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw), "\n{}", game.board());
}

#[test]
fn the_second_seat_can_start() {
    let game = Game::from_notation(size(7, 6), Player::Two, "1212121").unwrap();
    assert_eq!(game.outcome().and_then(|o| o.winner()), Some(Player::Two));
}

#[test]
fn refused_drops_say_why_and_change_nothing() {
    let mut game = Game::from_notation(size(7, 6), Player::One, "444444").unwrap();
    let before = game.clone();
    assert_eq!(
        game.play(Column::new(3)),
        Err(PlayError::ColumnFull {
            column: Column::new(3)
        })
    );
    assert_eq!(
        game.play(Column::new(7)),
        Err(PlayError::ColumnOutOfRange {
            column: Column::new(7),
            columns: 7
        })
    );
    assert_eq!(game, before);
    assert_eq!(
        PlayError::ColumnFull {
            column: Column::new(3)
        }
        .to_string(),
        "Column 4 is full"
    );

    let mut won = Game::from_notation(size(7, 6), Player::One, "1212121").unwrap();
    assert_eq!(won.play(Column::new(4)), Err(PlayError::GameOver));
}

#[test]
fn a_column_of_a_five_row_board_is_full_after_five() {
    let mut game = Game::from_notation(size(7, 5), Player::One, "11111").unwrap();
    assert_eq!(
        game.play(Column::new(0)),
        Err(PlayError::ColumnFull {
            column: Column::new(0)
        })
    );
}

#[test]
fn notation_round_trips_and_reports_bad_characters() {
    let game = Game::from_notation(size(10, 10), Player::One, "4453090").unwrap();
    assert_eq!(game.notation(), "4453090");
    assert_eq!(
        Game::from_notation(size(7, 6), Player::One, "44x"),
        Err(NotationError::NotADigit {
            index: 2,
            found: 'x'
        })
    );
    let full = Game::from_notation(size(7, 6), Player::One, "1111111").unwrap_err();
    assert_eq!(full.to_string(), "move 7 (column 1): Column 1 is full");
    assert!(Game::from_notation(size(7, 6), Player::One, "8").is_err());
}

/// A random board size and a random sequence of column choices to play on it.
fn random_games() -> impl Strategy<Value = (BoardSize, Vec<usize>)> {
    (
        4usize..=10,
        4usize..=10,
        proptest::collection::vec(0usize..10, 0..100),
    )
        .prop_map(|(columns, rows, picks)| (size(columns, rows), picks))
}

proptest! {
    #[test]
    fn last_move_check_agrees_with_a_full_scan((size, picks) in random_games()) {
        let mut game = Game::new(size, Player::One);
        for pick in picks {
            let legal: Vec<Column> = game.legal_columns().collect();
            if legal.is_empty() {
                break;
            }
            game.play(legal[pick % legal.len()]).unwrap();
            let scanned = find_any_win(game.board());
            match game.outcome() {
                Some(Outcome::Win { player, cells }) => {
                    prop_assert_eq!(scanned.map(|(p, _)| p), Some(player));
                    prop_assert!(cells.iter().all(|&c| game.board().get(c) == Some(player)));
                    prop_assert!(cells.contains(&game.last_move().unwrap().cell));
                }
                Some(Outcome::Draw) => {
                    prop_assert!(scanned.is_none());
                    prop_assert!(game.board().is_full());
                }
                None => prop_assert!(scanned.is_none(), "missed win:\n{}", game.board()),
                Some(Outcome::Decided { .. }) => prop_assert!(false, "only decide() decides"),
            }
        }
    }
}

#[test]
fn a_result_decided_off_the_board_ends_the_game_and_never_replaces_a_four() {
    let mut game = Game::new(size(7, 6), Player::One);
    game.play(Column::new(3)).unwrap();
    game.decide(Some(Player::Two));
    assert_eq!(game.outcome().and_then(|o| o.winner()), Some(Player::Two));
    assert!(game.play(Column::new(3)).is_err(), "no drop after the end");
    let mut won = Game::new(size(7, 6), Player::One);
    for column in [0, 1, 0, 1, 0, 1, 0] {
        won.play(Column::new(column)).unwrap();
    }
    won.decide(Some(Player::Two));
    assert!(matches!(
        won.outcome(),
        Some(Outcome::Win {
            player: Player::One,
            ..
        })
    ));
}
