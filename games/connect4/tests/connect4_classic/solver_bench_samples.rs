//! The solver against fixed samples of the six public benchmark sets: every exact score
//! right from an empty table, and the weak solve agreeing in sign.

use connect4_classic::game::BoardSize;
use connect4_classic::solver::{Position, Solver};
use rstest::rstest;

/// Positions and expected scores of one sample file in tests/data.
fn sample(name: &str) -> Vec<(String, i32)> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .map(|line| {
            let mut parts = line.split_whitespace();
            let moves = parts.next().expect("a position").to_string();
            let score = parts.next().expect("a score").parse().expect("a number");
            (moves, score)
        })
        .collect()
}

#[rstest]
#[case::end_easy("end_easy.txt")]
#[case::middle_easy("middle_easy.txt")]
#[case::middle_medium("middle_medium.txt")]
#[case::begin_easy("begin_easy.txt")]
#[case::begin_medium("begin_medium.txt")]
#[case::begin_hard("begin_hard.txt")]
fn exact_scores_match_the_sets(#[case] file: &str) {
    let size = BoardSize::STANDARD;
    let mut solver = Solver::with_table_bytes(size, 16 << 20);
    for (moves, expected) in sample(file) {
        let pos = Position::from_moves(size, &moves).expect("sample positions are valid");
        solver.reset();
        assert_eq!(solver.solve(&pos), expected, "{file}: {moves}");
    }
}

#[rstest]
#[case::end_easy("end_easy.txt")]
#[case::middle_easy("middle_easy.txt")]
#[case::begin_easy("begin_easy.txt")]
fn weak_scores_have_the_sign_of_the_exact_ones(#[case] file: &str) {
    let size = BoardSize::STANDARD;
    let mut solver = Solver::with_table_bytes(size, 16 << 20);
    for (moves, expected) in sample(file) {
        let pos = Position::from_moves(size, &moves).unwrap();
        solver.reset();
        assert_eq!(
            solver.solve_weak(&pos),
            expected.signum(),
            "{file}: {moves}"
        );
    }
}

#[test]
fn analysis_agrees_with_the_exact_score() {
    let size = BoardSize::STANDARD;
    let mut solver = Solver::with_table_bytes(size, 16 << 20);
    for (moves, expected) in sample("middle_easy.txt").into_iter().take(20) {
        let pos = Position::from_moves(size, &moves).unwrap();
        let best = solver.analyze(&pos, false).into_iter().flatten().max();
        assert_eq!(best, Some(expected), "{moves}");
        let (score, column) = solver.best_move(&pos).unwrap();
        assert_eq!(score, expected);
        let mut child = pos;
        child.play(column).unwrap();
        assert_eq!(
            -solver.solve(&child),
            expected,
            "{moves}: best move {column}"
        );
    }
}
