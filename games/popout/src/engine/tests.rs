//! The engine on small tactics: it takes a win in one (by a drop or a pop), blocks a
//! loss in one, and scores a return to a position of the game as a draw.

use super::*;
use crate::rules::{Game, Move, Position};
use connect4_classic::game::{BoardSize, Column, Player};

fn game(rows: &[&str], to_move: Player) -> Game {
    Game::from_position(Position::from_rows(rows, to_move).expect("a settled board"))
}

fn search(game: &Game, depth: u32) -> Report {
    best_move(game, depth, None, &mut Table::new(12)).expect("a move")
}

#[test]
fn it_drops_the_winning_disc() {
    let rows = [
        ".......", ".......", ".......", ".......", "OOO....", "XXX....",
    ];
    let report = search(&game(&rows, Player::One), 5);
    assert_eq!(report.best, Move::Drop(Column::new(3)));
    assert_eq!(report.score, WIN - 1);
}

#[test]
fn it_pops_for_the_win() {
    let rows = [
        ".......", ".......", ".......", "X......", "OXXX...", "XOOX...",
    ];
    let report = search(&game(&rows, Player::One), 5);
    assert_eq!(report.best, Move::Pop(Column::new(0)));
    assert!(report.score > WIN_BOUND);
}

#[test]
fn it_blocks_a_loss_in_one() {
    let rows = [
        ".......", ".......", ".......", ".......", "OO.....", "XXX....",
    ];
    for depth in [2, 4, 6] {
        let report = search(&game(&rows, Player::Two), depth);
        assert_eq!(report.best, Move::Drop(Column::new(3)), "at depth {depth}");
    }
}

#[test]
fn it_never_pops_a_win_into_the_opponents_hands() {
    // O's only pop completes X's bottom row; any drop is safe.
    let rows = [
        ".......", ".......", ".......", ".......", "X......", "OXXX...",
    ];
    let report = search(&game(&rows, Player::Two), 4);
    assert!(!report.best.is_pop(), "{}", report.best);
}

#[test]
fn a_return_to_a_position_of_the_game_scores_as_a_draw() {
    let mut game = Game::new(BoardSize::STANDARD);
    for mv in ["d1", "d2", "p1"] {
        game.play(mv.parse().unwrap()).unwrap();
    }
    // O's pop empties the board, X to move: the game's first position again.
    let scored = score_moves(&game, 3, None, &mut Table::new(12));
    let back = scored
        .iter()
        .find(|(mv, _)| *mv == Move::Pop(Column::new(1)));
    assert_eq!(back.map(|&(_, s)| s), Some(0));
    assert_eq!(scored.len(), game.legal_moves().len());
}

#[test]
fn a_deadline_still_yields_a_move() {
    let game = Game::new(BoardSize::STANDARD);
    let now = web_time::Instant::now();
    let report = best_move(&game, 64, Some(now), &mut Table::new(12)).expect("a move");
    assert!(report.depth >= 1);
    assert!(game.legal_moves().contains(report.best));
}
