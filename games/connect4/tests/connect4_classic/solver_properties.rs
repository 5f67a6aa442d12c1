//! Properties of the solver on many board sizes: it agrees with a plain minimax over
//! the game's own rules on small or nearly full boards (the u64 and u128 layouts), its
//! weak answer has the sign of its exact one, and threads searching together (lazy
//! SMP) give the answers one thread gives.

use connect4_classic::game::{BoardSize, Column, Game, Outcome, Player};
use connect4_classic::solver::{Budget, Position, Solver};
use proptest::prelude::*;

/// The exact score by trying every move to the end, using only the game's rules.
fn minimax(game: &mut Game) -> i32 {
    let cells = game.size().cells() as i32;
    let played = game.moves().len() as i32;
    let columns: Vec<Column> = game.legal_columns().collect();
    let mut best = i32::MIN;
    for column in columns {
        game.play(column).unwrap();
        let score = match game.outcome() {
            Some(Outcome::Win { .. }) => (cells + 1 - played) / 2,
            Some(Outcome::Draw | Outcome::Decided { .. }) => 0,
            None => -minimax(game),
        };
        game.undo();
        best = best.max(score);
    }
    best
}

/// Plays the legal ones of `choices` (modulo the width) until `target` discs are down,
/// stopping early at a finished match; `None` if it finished or ran short.
fn random_game(size: BoardSize, choices: &[usize], target: usize) -> Option<Game> {
    let mut game = Game::new(size, Player::One);
    for &choice in choices {
        if game.moves().len() == target {
            break;
        }
        let column = Column::new(choice % size.columns());
        if game.check_playable(column).is_ok() {
            game.play(column).unwrap();
            if game.is_over() {
                return None;
            }
        }
    }
    (game.moves().len() == target).then_some(game)
}

/// A full board with no four anywhere: columns alternate colours bottom-up, pairs of
/// columns start with the same colour (rows read XXOOXXOO...). Filled two columns at a
/// time in the order a, b, b, a so the turns alternate; returns the move list.
fn no_four_fill(size: BoardSize) -> Vec<usize> {
    let (width, height) = (size.columns(), size.rows());
    let x_first: Vec<usize> = (0..width).filter(|c| (c / 2) % 2 == 0).collect();
    let o_first: Vec<usize> = (0..width).filter(|c| (c / 2) % 2 == 1).collect();
    let mut moves = Vec::new();
    for (&a, &b) in x_first.iter().zip(&o_first) {
        for step in 0..height {
            if step % 2 == 0 {
                moves.extend([a, b]);
            } else {
                moves.extend([b, a]);
            }
        }
    }
    // An odd number of columns leaves one X-first column: fill it last, X to move.
    for &c in x_first.iter().skip(o_first.len()) {
        moves.extend(std::iter::repeat_n(c, height));
    }
    moves
}

/// Plays `target` discs, each in the first column from `choices`' pick onwards that is
/// playable and does not end the match; `None` when no column is left like that.
fn open_game(size: BoardSize, choices: &[usize], target: usize) -> Option<Game> {
    let mut game = Game::new(size, Player::One);
    for i in 0..target {
        let first = choices[i % choices.len()] + i;
        let column = (0..size.columns())
            .map(|offset| Column::new((first + offset) % size.columns()))
            .find(|&column| {
                let mut next = game.clone();
                next.check_playable(column).is_ok() && next.play(column).is_ok() && !next.is_over()
            })?;
        game.play(column).unwrap();
    }
    Some(game)
}

/// A random 7x6 position of `played` discs (if `choices` reach one), its exact score,
/// and a solver whose table has been cleared since.
fn solved_7x6(choices: &[usize], played: usize) -> Option<(Solver, Position, i32)> {
    let size = BoardSize::STANDARD;
    let game = random_game(size, choices, played)?;
    let mut solver = Solver::with_table_bytes(size, 4 << 20);
    let pos = Position::from_game(&game);
    let exact = solver.solve(&pos);
    solver.reset();
    Some((solver, pos, exact))
}

fn check_against_minimax(game: &Game) {
    let mut solver = Solver::with_table_bytes(game.size(), 4 << 20);
    let pos = Position::from_game(game);
    let expected = minimax(&mut game.clone());
    assert_eq!(
        solver.solve(&pos),
        expected,
        "{} on {}",
        game.notation(),
        game.size()
    );
    assert_eq!(solver.solve_weak(&pos), expected.signum());
    let analysis = solver.analyze(&pos, false);
    assert_eq!(analysis.iter().flatten().max(), Some(&expected));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn agrees_with_minimax_on_small_boards(
        columns in 4usize..=5,
        choices in prop::collection::vec(0usize..10, 40),
        empty in 4usize..=8,
    ) {
        let size = BoardSize::new(columns, 4).unwrap();
        if let Some(game) = random_game(size, &choices, size.cells() - empty) {
            check_against_minimax(&game);
        }
    }

    #[test]
    fn agrees_with_minimax_near_the_end_of_big_boards(
        columns in 4usize..=10,
        rows in 4usize..=10,
        empty in 1usize..=9,
    ) {
        let size = BoardSize::new(columns, rows).unwrap();
        let moves = no_four_fill(size);
        let mut game = Game::new(size, Player::One);
        for &column in &moves[..moves.len().saturating_sub(empty)] {
            game.play(Column::new(column)).unwrap();
        }
        prop_assert!(!game.is_over());
        check_against_minimax(&game);
    }

    /// A floor at or below the score leaves the answer as it is, however far below
    /// (the search then walks up from it), and the move keeps the score.
    #[test]
    fn a_floor_under_the_score_changes_nothing(
        choices in prop::collection::vec(0usize..7, 60),
        played in 16usize..=30,
        below in 0i32..=6,
    ) {
        if let Some((mut solver, pos, exact)) = solved_7x6(&choices, played) {
            let found = solver
                .best_move_at_least_within(&pos, exact - below, Budget::unlimited())
                .unwrap()
                .unwrap();
            prop_assert_eq!(found.0, exact);
            let mut after = pos;
            after.play(found.1).unwrap();
            let kept = -after.final_score().unwrap_or_else(|| solver.solve(&after));
            prop_assert_eq!(kept, exact);
        }
    }

    #[test]
    fn weak_answer_has_the_sign_of_the_exact_one(
        choices in prop::collection::vec(0usize..7, 60),
        played in 18usize..=34,
    ) {
        if let Some((mut solver, pos, exact)) = solved_7x6(&choices, played) {
            prop_assert_eq!(solver.solve_weak(&pos), exact.signum());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn threads_searching_together_give_the_answers_of_one(
        (columns, rows) in prop::sample::select(vec![(6, 5), (5, 6), (6, 6), (7, 5)]),
        choices in prop::collection::vec(0usize..10, 20),
        extra in 0usize..=3,
    ) {
        // 24 to 27 cells empty: the threads search together from 24 on.
        let size = BoardSize::new(columns, rows).unwrap();
        let played = size.cells() - 24 - extra;
        if let Some(game) = open_game(size, &choices, played) {
            let pos = Position::from_game(&game);
            let mut alone = Solver::with_table_bytes(size, 4 << 20);
            let mut together = Solver::with_table_bytes(size, 4 << 20);
            together.set_threads(3);
            prop_assert_eq!(together.solve(&pos), alone.solve(&pos));
            together.reset();
            prop_assert_eq!(together.analyze(&pos, false), alone.analyze(&pos, false));
            let score = |found: Option<(i32, usize)>| found.map(|(score, _)| score);
            prop_assert_eq!(score(together.best_move(&pos)), score(alone.best_move(&pos)));
        }
    }
}

#[test]
fn threads_searching_together_stop_on_the_flag() {
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    let mut solver = Solver::with_table_bytes(BoardSize::STANDARD, 4 << 20);
    solver.set_threads(2);
    let stop = Arc::new(AtomicBool::new(true));
    let empty = Position::from_game(&Game::new(BoardSize::STANDARD, Player::One));
    let budget = Budget::unlimited().with_stop_flag(stop);
    assert_eq!(solver.solve_within(&empty, budget), None);
}

#[test]
fn the_fill_has_no_four_on_every_size() {
    for columns in 4..=10 {
        for rows in 4..=10 {
            let size = BoardSize::new(columns, rows).unwrap();
            let mut game = Game::new(size, Player::One);
            for column in no_four_fill(size) {
                game.play(Column::new(column)).unwrap();
            }
            assert_eq!(game.outcome(), Some(Outcome::Draw), "{size}");
        }
    }
}
