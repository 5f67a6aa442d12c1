//! An attempt at a puzzle with made-up analyses: a four solves a win in one at once,
//! a move that keeps the win is answered and one that does not is refuted, an analysis
//! cut short or not asked for changes nothing, and an only-move line goes on while one
//! move keeps the outcome. (`puzzles.rs` feeds attempts the solver's analyses.)

use connect4_classic::ai::{Analysis, Verdict};
use connect4_classic::game::{BoardSize, Column, Game, Player};
use connect4_classic::puzzle::{Attempt, Goal, Refusal, Stage, Target};

fn game(moves: &str) -> Game {
    Game::from_notation(BoardSize::STANDARD, Player::One, moves).unwrap()
}

fn analysis(verdicts: &[Option<Verdict>]) -> Analysis {
    verdicts.to_vec()
}

const fn loss(moves: u32) -> Option<Verdict> {
    Some(Verdict::Loss { moves })
}
const fn win(moves: u32) -> Option<Verdict> {
    Some(Verdict::Win { moves })
}

#[test]
fn a_four_solves_a_win_in_one_at_once() {
    let mut attempt = Attempt::new(Goal::WinIn(1), game("121212"));
    assert_eq!(attempt.wants_analysis(), None);
    assert_eq!(attempt.play(Column::new(0)), Ok(()));
    assert_eq!(attempt.stage(), Stage::Solved);
    assert_eq!(attempt.made(), 1);
    assert_eq!(attempt.play(Column::new(0)), Err(Refusal::NotYourMove));
}

#[test]
fn a_move_that_keeps_the_win_is_answered_and_one_that_does_not_is_refuted() {
    let mut attempt = Attempt::new(Goal::WinIn(2), game("4455"));
    attempt.play(Column::new(2)).unwrap();
    assert_eq!(attempt.stage(), Stage::Answering);
    assert!(attempt.wants_analysis().is_some());
    // Two threats: every reply of Yellow's loses to Red's next move, so Red's
    // move won in two, and Yellow answers nearest the centre.
    let yellow = [loss(1); 7];
    assert!(attempt.answer(&analysis(&yellow)));
    assert_eq!(attempt.stage(), Stage::YourMove);
    assert_eq!(attempt.moves_left(), Some(1));
    assert_eq!(attempt.game().notation(), "445534");

    let mut wrong = Attempt::new(Goal::WinIn(2), game("4455"));
    wrong.play(Column::new(6)).unwrap();
    let yellow = [
        win(3),
        loss(1),
        loss(2),
        win(5),
        None,
        Some(Verdict::Draw),
        win(2),
    ];
    assert!(wrong.answer(&analysis(&yellow)));
    assert_eq!(
        wrong.stage(),
        Stage::Failed {
            played: Column::new(6),
            verdict: Verdict::Loss { moves: 2 },
            refutation: Some(Column::new(6)),
        }
    );
    assert_eq!(wrong.game().notation(), "445577");
}

#[test]
fn an_incomplete_or_unwanted_analysis_changes_nothing() {
    let mut attempt = Attempt::new(Goal::WinIn(2), game("4455"));
    let full = [loss(1); 7];
    assert!(!attempt.answer(&analysis(&full)), "nothing was asked");
    attempt.play(Column::new(2)).unwrap();
    let mut partial = full;
    partial[3] = Some(Verdict::Unknown);
    assert!(!attempt.answer(&analysis(&partial)));
    assert_eq!(attempt.stage(), Stage::Answering);
}

#[test]
fn an_only_move_line_goes_on_while_a_single_move_keeps_the_outcome() {
    let mut attempt = Attempt::new(Goal::OnlyMove, game("44"));
    assert_eq!(attempt.stage(), Stage::Reading);
    let draw = Some(Verdict::Draw);
    // Only column 1 draws.
    let position = [draw, loss(3), loss(4), loss(2), loss(6), loss(5), loss(5)];
    assert!(attempt.answer(&analysis(&position)));
    assert_eq!(attempt.target(), Some(Target::Draw));
    attempt.play(Column::new(0)).unwrap();
    // Yellow's best is a draw: column 4 (nearest the centre among equals).
    let yellow = [draw, loss(9), draw, draw, draw, loss(8), draw];
    assert!(attempt.answer(&analysis(&yellow)));
    assert_eq!(attempt.stage(), Stage::Reading);
    assert_eq!(attempt.game().notation(), "4414");
    // Now two moves draw: the line is played out.
    let next = [draw, draw, loss(3), loss(3), loss(3), loss(3), loss(3)];
    assert!(attempt.answer(&analysis(&next)));
    assert_eq!(attempt.stage(), Stage::Solved);
    assert_eq!(attempt.made(), 1);
}
