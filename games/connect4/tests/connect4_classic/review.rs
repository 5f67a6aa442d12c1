//! The post-game review: a known losing move is marked. That every line of `connect4
//! review` agrees with `connect4 solve --analyze` is checked in the app's tests
//! (cli/review.rs).

use connect4_classic::ai::review::{Mark, review_move};
use connect4_classic::ai::{Perfect, Verdict};
use connect4_classic::game::{BoardSize, Column, Game, Player};
use pretty_assertions::assert_eq;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

#[test]
fn a_move_that_throws_a_draw_away_is_a_blunder() {
    // After 32435621, column 2 loses while 3, 5 and 6 draw (the solver's test sets'
    // notation; columns are 0-based in the library).
    let game = Game::from_notation(BoardSize::STANDARD, Player::One, "32435621").unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let deadline = Instant::now() + Duration::from_secs(600);
    let reviewed = review_move(
        &mut Perfect::default(),
        &game,
        Column::new(1),
        deadline,
        &stop,
    )
    .unwrap();
    assert_eq!(reviewed.before, Verdict::Draw);
    assert!(matches!(reviewed.after, Verdict::Loss { .. }));
    assert_eq!(reviewed.best, [2, 4, 5].map(Column::new));
    assert_eq!(reviewed.mark, Mark::Blunder);
}
