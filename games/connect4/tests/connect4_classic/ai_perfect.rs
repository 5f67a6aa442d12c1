//! The perfect level against the solver: on benchmark positions it must play a move
//! with the best exact score, and its hints must be the solver's scores in words. The
//! binary's `move` command is held to the same in the app's tests (cli/move_command.rs).

use connect4_classic::ai::{Analysis, Computer, Engine, Level, Verdict};
use connect4_classic::game::{BoardSize, Column, Game, Player};
use connect4_classic::solver::{Position, Solver};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Every `step`-th position of a sample file in tests/data.
fn sample(file: &str, step: usize) -> Vec<String> {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .step_by(step)
        .filter_map(|line| line.split_whitespace().next().map(str::to_string))
        .collect()
}

fn bench_positions() -> Vec<String> {
    [
        ("end_easy.txt", 20),
        ("middle_easy.txt", 20),
        ("begin_easy.txt", 10),
        ("middle_medium.txt", 3),
    ]
    .into_iter()
    .flat_map(|(file, step)| sample(file, step))
    .collect()
}

/// The solver's score for each column, `None` for a full one.
fn column_scores(solver: &mut Solver, moves: &str) -> Vec<Option<i32>> {
    solver.analyze(
        &Position::from_moves(BoardSize::STANDARD, moves).unwrap(),
        false,
    )
}

#[test]
fn perfect_plays_a_best_scoring_move_on_bench_positions() {
    let mut solver = Solver::new(BoardSize::STANDARD);
    // One engine for all positions, as in a session: its table carries over.
    let mut computer = Computer::with_seed(1).with_budget(Duration::from_secs(20));
    let stop = Arc::new(AtomicBool::new(false));
    for moves in bench_positions() {
        let game = Game::from_notation(BoardSize::STANDARD, Player::One, &moves).unwrap();
        let choice = computer.choose(&game, Level::Perfect, &stop).unwrap();
        let scores = column_scores(&mut solver, &moves);
        let best = scores.iter().flatten().max().unwrap();
        assert!(choice.proven, "{moves}: not proven");
        assert_eq!(
            scores[choice.column.index()].as_ref(),
            Some(best),
            "{moves}: played {} with scores {scores:?}",
            choice.column
        );
    }
}

#[test]
fn hints_are_the_solvers_scores_in_words() {
    let mut solver = Solver::new(BoardSize::STANDARD);
    let mut computer = Computer::with_seed(2).with_budget(Duration::from_secs(20));
    let stop = Arc::new(AtomicBool::new(false));
    for moves in sample("middle_easy.txt", 25) {
        let game = Game::from_notation(BoardSize::STANDARD, Player::One, &moves).unwrap();
        let hints = computer.analyze(&game, &stop).unwrap();
        let expected: Vec<Option<Verdict>> = column_scores(&mut solver, &moves)
            .into_iter()
            .map(|s| s.map(|s| Verdict::from_score(s, BoardSize::STANDARD, moves.len())))
            .collect();
        assert_eq!(hints, expected, "{moves}");
    }
}

#[test]
fn live_hints_report_each_column_as_it_is_solved_until_all_are_exact() {
    let mut solver = Solver::new(BoardSize::STANDARD);
    // A one-millisecond move budget: live hints are not bound by it on 7x6.
    let mut computer = Computer::with_seed(4).with_budget(Duration::from_millis(1));
    let stop = Arc::new(AtomicBool::new(false));
    for moves in sample("begin_easy.txt", 25) {
        let game = Game::from_notation(BoardSize::STANDARD, Player::One, &moves).unwrap();
        let mut reports: Vec<Analysis> = Vec::new();
        let last = computer
            .analyze_live(&game, &stop, &mut |known| reports.push(known.clone()))
            .unwrap();
        let expected: Analysis = column_scores(&mut solver, &moves)
            .into_iter()
            .map(|s| s.map(|s| Verdict::from_score(s, BoardSize::STANDARD, moves.len())))
            .collect();
        assert_eq!(last, expected, "{moves}: exact in the end");
        let solved = |a: &Analysis| {
            a.iter()
                .flatten()
                .filter(|v| **v != Verdict::Unknown)
                .count()
        };
        let counts: Vec<usize> = reports.iter().map(solved).collect();
        assert!(
            counts.windows(2).all(|w| w[0] < w[1]),
            "{moves}: each report knows one column more: {counts:?}"
        );
        assert_eq!(reports.last(), Some(&expected), "{moves}");
        for report in &reports {
            for (known, exact) in report.iter().zip(&expected) {
                assert!(known == exact || *known == Some(Verdict::Unknown));
            }
        }
    }
}

#[test]
fn a_position_at_the_books_depth_has_its_best_column_in_the_first_hint() {
    // Follow the book's moves to its deepest ply: the best move leads past the book,
    // and still its value is known at once.
    let book = connect4_classic::solver::Book::embedded();
    let mut game = Game::new(BoardSize::STANDARD, Player::One);
    let answer = loop {
        let answer = book.lookup(&Position::from_game(&game)).unwrap();
        if game.moves().len() == book.depth() {
            break answer;
        }
        game.play(Column::new(answer.column)).unwrap();
    };
    let mut child = Position::from_game(&game);
    child.play(answer.column).unwrap();
    assert!(
        book.lookup(&child).is_none(),
        "the best move leaves the book"
    );
    let mut computer = Computer::with_seed(1).with_budget(Duration::from_millis(1));
    let stop = Arc::new(AtomicBool::new(false));
    let mut first = None;
    computer.analyze_live(&game, &stop, &mut |known| {
        first.get_or_insert_with(|| known.clone());
    });
    let played = game.moves().len();
    let verdict = Verdict::from_score(answer.score, BoardSize::STANDARD, played);
    assert_eq!(first.unwrap()[answer.column], Some(verdict));
}

#[test]
fn hints_say_unknown_for_columns_not_solved_in_time() {
    // The empty 10x10 board cannot be solved in 50 ms.
    let size = BoardSize::new(10, 10).unwrap();
    let mut computer = Computer::with_seed(3).with_budget(Duration::from_millis(50));
    let stop = Arc::new(AtomicBool::new(false));
    let hints = computer
        .analyze(&Game::new(size, Player::One), &stop)
        .unwrap();
    assert_eq!(hints, vec![Some(Verdict::Unknown); 10]);
    let choice = computer
        .choose(&Game::new(size, Player::One), Level::Perfect, &stop)
        .unwrap();
    assert!(!choice.proven);
}
