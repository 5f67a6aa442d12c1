//! The opening book: the 156 ACF ballots are legal and distinct, the book answers every
//! position on the way to them and each ballot after its reply, and hard plays from it.

use connect4_checkers::{Book, Computer, Game, Level, ballots, book_positions};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

#[test]
fn the_ballots_are_the_156_in_play_each_legal_and_distinct() {
    let ballots = ballots();
    assert_eq!(ballots.len(), 156);
    let mut positions = Vec::new();
    for (number, moves) in &ballots {
        assert!((1..=174).contains(number));
        let mut game = Game::new();
        for mv in moves {
            game.play_notation(mv)
                .unwrap_or_else(|e| panic!("ballot {number}: {e}"));
        }
        assert!(!positions.contains(game.board()), "ballot {number} twice");
        positions.push(*game.board());
    }
}

#[test]
fn the_book_answers_every_position_around_the_ballots_and_hard_plays_it() {
    let book = Book::shipped();
    let positions = book_positions(|board| book.get(board));
    assert!(positions.len() > 300, "{}", positions.len());
    for board in &positions {
        let mv = book
            .get(board)
            .unwrap_or_else(|| panic!("{board} is not in the book"));
        assert!(board.legal_moves().contains(&mv));
    }
    // Hard searches nothing in them: the moves come from the book.
    let mut computer = Computer::with_seed(1, Duration::from_secs(30));
    for board in &positions {
        let mv = computer.choose(board, Level::Hard, &AtomicBool::new(false));
        assert_eq!(mv, book.get(board));
    }
    assert_eq!(computer.nodes(), 0);
}
