//! Entering a checkers move square by square (the cursor and the mouse): only pieces
//! that can move may be picked, a capture is entered hop by hop, another piece can be
//! picked instead before the first step, and a wrong square is refused with a reason.

use connect4_checkers::{Board, Entered, MoveEntry};

/// 1-based squares, as the notation writes them, to the 0-based ones inside.
fn sq(n: u8) -> u8 {
    n - 1
}

fn squares(list: &[u8]) -> Vec<u8> {
    list.iter().map(|&n| sq(n)).collect()
}

#[test]
fn a_step_is_a_piece_then_its_square() {
    let board = Board::start();
    let mut entry = MoveEntry::default();
    assert_eq!(entry.choices(&board), squares(&[9, 10, 11, 12]));
    assert_eq!(entry.choose(&board, sq(11)), Entered::More);
    assert_eq!(entry.choices(&board), squares(&[15, 16]));
    let Entered::Complete(mv) = entry.choose(&board, sq(15)) else {
        panic!("a whole move")
    };
    assert_eq!(mv.to_string(), "11-15");
    assert_eq!(entry.selected(), None, "the entry starts again");
}

#[test]
fn another_piece_can_be_picked_before_the_first_step() {
    let board = Board::start();
    let mut entry = MoveEntry::default();
    entry.choose(&board, sq(11));
    assert_eq!(entry.choose(&board, sq(9)), Entered::More);
    assert_eq!(entry.selected(), Some(sq(9)));
    assert_eq!(entry.choices(&board), squares(&[13, 14]));
}

#[test]
fn a_multi_jump_is_entered_hop_by_hop_and_either_branch_may_be_taken() {
    let board: Board = "B:W15,22,23,24:B11".parse().unwrap();
    let mut entry = MoveEntry::default();
    assert_eq!(entry.choose(&board, sq(11)), Entered::More);
    assert_eq!(entry.choose(&board, sq(18)), Entered::More);
    assert_eq!(entry.choices(&board), squares(&[25, 27]));
    let Entered::Complete(mv) = entry.choose(&board, sq(25)) else {
        panic!("a whole move")
    };
    assert_eq!(mv.to_string(), "11x18x25");
}

#[test]
fn wrong_squares_are_refused_with_a_reason_and_change_nothing() {
    let board: Board = "B:W15:B11,1".parse().unwrap();
    let mut entry = MoveEntry::default();
    // The capture is compulsory: the man on 1 cannot be picked.
    let Entered::Refused(why) = entry.choose(&board, sq(1)) else {
        panic!("refused")
    };
    assert!(why.contains("a capture must be made"), "{why}");
    assert_eq!(entry.choose(&board, sq(11)), Entered::More);
    let Entered::Refused(why) = entry.choose(&board, sq(16)) else {
        panic!("refused")
    };
    assert!(why.contains("cannot go to 16"), "{why}");
    assert_eq!(entry.path(), squares(&[11]));
}
