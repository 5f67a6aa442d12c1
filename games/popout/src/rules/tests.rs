//! The rules as played: drops, pops, who wins when a pop makes fours, full boards,
//! repetitions, and random games that never break the board's invariants.

use super::*;
use connect4_classic::game::{BoardSize, Column, Player};
use proptest::prelude::*;

fn drop(column: usize) -> Move {
    Move::Drop(Column::new(column - 1))
}

fn pop(column: usize) -> Move {
    Move::Pop(Column::new(column - 1))
}

fn board(rows: &[&str], to_move: Player) -> Game {
    Game::from_position(Position::from_rows(rows, to_move).expect("a settled board"))
}

#[test]
fn a_drop_stacks_and_a_pop_lets_the_column_fall() {
    let mut game = Game::new(BoardSize::STANDARD);
    for mv in [drop(4), drop(4), drop(4)] {
        game.play(mv).unwrap();
    }
    // X, O, X from the bottom of column 4; O to move cannot pop X's disc.
    assert_eq!(game.play(pop(4)), Err(PlayError::NotYourDisc(3)));
    game.play(drop(1)).unwrap();
    game.play(pop(4)).unwrap();
    let pos = game.position();
    assert_eq!(
        (pos.get(3, 0), pos.get(3, 1), pos.get(3, 2)),
        (Some(Player::Two), Some(Player::One), None)
    );
    assert_eq!(pos.height(3), 2);
    assert_eq!(pos.to_move(), Player::Two);
}

#[test]
fn illegal_moves_are_refused_with_their_reason() {
    let mut game = Game::new(BoardSize::new(4, 4).unwrap());
    assert_eq!(game.play(pop(2)), Err(PlayError::EmptyColumn(1)));
    assert_eq!(game.play(drop(5)), Err(PlayError::NoSuchColumn(4)));
    for _ in 0..4 {
        game.play(drop(1)).unwrap();
    }
    assert_eq!(game.play(drop(1)), Err(PlayError::ColumnFull(0)));
    assert_eq!(
        game.moves().len(),
        4,
        "refused moves leave the game as it was"
    );
}

#[test]
fn a_pop_that_makes_four_for_the_popper_wins() {
    let rows = [
        ".......", ".......", ".......", "X......", "OXXX...", "XOOX...",
    ];
    let mut game = board(&rows, Player::One);
    assert!(!game.position().after(pop(1)).has_four(Player::Two));
    assert_eq!(game.play(pop(1)), Ok(Some(Outcome::Win(Player::One))));
}

#[test]
fn a_pop_that_makes_four_only_for_the_opponent_loses() {
    let rows = [
        ".......", ".......", ".......", ".......", "O......", "XOOO...",
    ];
    let mut game = board(&rows, Player::One);
    assert_eq!(game.play(pop(1)), Ok(Some(Outcome::Win(Player::Two))));
}

#[test]
fn a_pop_that_makes_four_for_both_wins_for_the_popper() {
    // After the pop, row 1 is XXXX and the bottom row OOOO.
    let rows = [
        ".......", ".......", ".......", "X......", "OXXX...", "XOOO...",
    ];
    let mut game = board(&rows, Player::One);
    let after = game.position().after(pop(1));
    assert!(after.has_four(Player::One) && after.has_four(Player::Two));
    assert_eq!(game.play(pop(1)), Ok(Some(Outcome::Win(Player::One))));
    assert_eq!(game.play(drop(7)), Err(PlayError::GameOver));
}

#[test]
fn a_full_board_is_not_a_draw_the_player_to_move_pops() {
    let rows = ["XXOO", "OOXX", "XXOO", "OOXX"];
    let mut game = board(&rows, Player::One);
    assert!(game.position().is_full());
    assert_eq!(game.outcome(), None);
    assert_eq!(game.legal_moves().as_slice(), &[pop(3), pop(4)]);
    assert_eq!(game.play(pop(3)), Ok(None));
    assert_eq!(
        game.legal_moves().as_slice(),
        &[drop(3), pop(1), pop(2), pop(3)]
    );
}

#[test]
fn a_full_bottom_row_of_one_colour_is_already_that_players_four() {
    let game = board(&["XOXO", "OXOX", "XOXO", "OOOO"], Player::One);
    assert_eq!(game.outcome(), Some(Outcome::Win(Player::Two)));
}

#[test]
fn the_third_time_a_position_stands_the_game_is_drawn() {
    let mut game = Game::new(BoardSize::STANDARD);
    // Each round drops a disc each and pops them again: the empty board, X to move.
    let round = [drop(1), drop(2), pop(1), pop(2)];
    for mv in round.into_iter().chain(round.into_iter().take(3)) {
        assert_eq!(game.play(mv), Ok(None), "{mv}");
    }
    assert_eq!(game.times_seen(game.history()[0].key()), 2);
    assert_eq!(
        game.play(pop(2)),
        Ok(Some(Outcome::Draw(DrawReason::Repetition)))
    );
    game.undo();
    assert_eq!(game.outcome(), None, "undo takes the draw back too");
    assert_eq!(game.times_seen(game.history()[0].key()), 2);
}

#[test]
fn undo_walks_back_to_the_first_position() {
    let mut game = Game::new(BoardSize::STANDARD);
    for mv in [drop(4), drop(3), pop(4), drop(4)] {
        game.play(mv).unwrap();
    }
    while game.undo().is_some() {}
    assert_eq!(*game.position(), Position::new(BoardSize::STANDARD));
    assert_eq!(game.times_seen(game.position().key()), 1);
}

/// The board's invariants: discs rest on discs, no cell holds two, and the disc count
/// is the drops less the pops.
fn check_invariants(game: &Game) {
    let pos = game.position();
    let (one, two) = (pos.discs(Player::One), pos.discs(Player::Two));
    assert_eq!(one & two, 0);
    assert_eq!((one | two) & !pos.geometry().board(), 0);
    for c in 0..pos.size().columns() {
        let height = pos.height(c);
        assert!(
            (0..height).all(|r| pos.get(c, r).is_some()),
            "column {c} floats:\n{pos}"
        );
        assert!((height..pos.size().rows()).all(|r| pos.get(c, r).is_none()));
    }
    let drops = game.moves().iter().filter(|m| !m.is_pop()).count();
    let pops = game.moves().len() - drops;
    assert_eq!((one | two).count_ones() as usize, drops - pops);
}

proptest! {
    #[test]
    fn random_play_keeps_the_board_sound(
        columns in 4usize..=10,
        rows in 4usize..=10,
        picks in proptest::collection::vec(any::<u32>(), 0..120),
    ) {
        let mut game = Game::new(BoardSize::new(columns, rows).unwrap());
        let mut states = vec![game.position().key()];
        for pick in picks {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal.as_slice()[pick as usize % legal.len()];
            game.play(mv).unwrap();
            check_invariants(&game);
            states.push(game.position().key());
        }
        while game.undo().is_some() {
            states.pop();
            prop_assert_eq!(Some(&game.position().key()), states.last());
            check_invariants(&game);
        }
        prop_assert_eq!(game.history().len(), 1);
    }
}
