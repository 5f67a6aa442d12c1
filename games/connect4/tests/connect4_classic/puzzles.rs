//! Puzzles against the solver: the oracle's verdicts are the solver's scores in words,
//! a win in N's main line is N of the player's moves ending in their four, an attempt
//! fed by exact analyses solves a puzzle along any move that keeps the win and refutes
//! one that throws it away, and the generator's games are reproducible.

use connect4_classic::ai::{Analysis, Verdict};
use connect4_classic::game::{BoardSize, Column, Game, Player};
use connect4_classic::puzzle::{Attempt, Goal, Oracle, Problem, Stage, Target, check, classify};
use connect4_classic::puzzle::{examine, level_game};
use connect4_classic::solver::{Position, Solver};

const NO_LIMIT: u64 = u64::MAX;

fn game(moves: &str) -> Game {
    Game::from_notation(BoardSize::STANDARD, Player::One, moves).unwrap()
}

fn oracle() -> Oracle {
    Oracle::new(1, 16 << 20)
}

/// The solver's scores of each column, as verdicts.
fn solved(moves: &str) -> Analysis {
    let size = BoardSize::STANDARD;
    let mut solver = Solver::new(size);
    solver
        .analyze(&Position::from_moves(size, moves).unwrap(), false)
        .into_iter()
        .map(|score| score.map(|s| Verdict::from_score(s, size, moves.len())))
        .collect()
}

#[test]
fn the_oracles_verdicts_are_the_solvers_at_the_books_edge_and_past_it() {
    let mut oracle = oracle();
    // Nine discs: the position is in the book, its children are solved; then past it.
    for moves in ["544352135", "5443521355", "32744433522413"] {
        assert_eq!(
            oracle.analyze(&game(moves), NO_LIMIT),
            Some(solved(moves)),
            "{moves}"
        );
    }
    // Where the book holds every child, nothing is searched at all.
    let before = oracle.nodes();
    assert!(oracle.analyze(&game("5443"), 0).is_some());
    assert_eq!(oracle.nodes(), before);
    // Past the book, a position too dear for the budget gives no answer.
    assert_eq!(oracle.analyze(&game("3274443352"), 1_000), None);
}

#[test]
fn a_win_in_n_is_played_out_in_n_moves_ending_in_a_four() {
    let mut oracle = oracle();
    let start = game("5443521355");
    let analysis = oracle.analyze(&start, NO_LIMIT).unwrap();
    let Some((Goal::WinIn(n), key)) = classify(&analysis) else {
        panic!("not a win in N: {analysis:?}");
    };
    let line = check(Goal::WinIn(n), &start, &mut oracle, NO_LIMIT).unwrap();
    assert_eq!(line.key, key);
    assert_eq!(line.steps.len() as u32, n);
    assert_eq!(line.steps[0].keeping, [key]);
    let end = game(&format!("5443521355{}", line.moves));
    assert_eq!(
        end.outcome().and_then(|o| o.winner()),
        Some(start.to_move())
    );
    assert_eq!(line.moves.len() as u32, 2 * n - 1);
    // Said to be another puzzle, it is refused.
    assert_eq!(
        check(Goal::WinIn(n + 1), &start, &mut oracle, NO_LIMIT),
        Err(Problem::Differs {
            found: Some(Goal::WinIn(n))
        })
    );
}

/// Plays an attempt to its end, the player choosing with `choose` from the moves that
/// keep the target (or any move), every analysis the oracle's.
fn play_out(
    attempt: &mut Attempt,
    oracle: &mut Oracle,
    mut choose: impl FnMut(&Analysis, Target) -> Column,
) {
    while !attempt.is_over() {
        if let Some(game) = attempt.wants_analysis() {
            let analysis = oracle.analyze(game, NO_LIMIT).unwrap();
            assert!(attempt.answer(&analysis));
        } else {
            let analysis = oracle.analyze(attempt.game(), NO_LIMIT).unwrap();
            let column = choose(&analysis, attempt.target().unwrap());
            attempt.play(column).unwrap();
        }
    }
}

#[test]
fn any_move_that_keeps_the_win_counts_and_one_that_throws_it_away_is_refuted() {
    let mut oracle = oracle();
    let start = game("5443521355");
    let Some((goal, key)) = classify(&oracle.analyze(&start, NO_LIMIT).unwrap()) else {
        panic!("a puzzle");
    };
    // The last of the moves that keep the target each time (after the first).
    let mut attempt = Attempt::new(goal, start.clone());
    play_out(&mut attempt, &mut oracle, |analysis, target| {
        *target.keeping(analysis).last().unwrap()
    });
    assert_eq!(attempt.stage(), Stage::Solved);
    // Any other first move fails, with the perfect answer on the board.
    let wrong = start.legal_columns().find(|&c| c != key).unwrap();
    let mut attempt = Attempt::new(goal, start.clone());
    attempt.play(wrong).unwrap();
    play_out(&mut attempt, &mut oracle, |_, _| {
        unreachable!("failed at once")
    });
    let Stage::Failed {
        played,
        refutation: Some(refutation),
        verdict,
    } = attempt.stage()
    else {
        panic!("refuted: {:?}", attempt.stage());
    };
    assert_eq!(played, wrong);
    assert!(
        !Target::WinWithin(match goal {
            Goal::WinIn(n) => n,
            Goal::OnlyMove => unreachable!(),
        })
        .keeps(verdict)
    );
    let mut after = start.clone();
    after.play(wrong).unwrap();
    assert_eq!(
        attempt.game().notation(),
        format!("{}{}", after.notation(), refutation)
    );
}

#[test]
fn the_generators_games_repeat_and_its_finds_check_out() {
    assert_eq!(level_game(7, 3), level_game(7, 3));
    assert_ne!(level_game(7, 3).notation(), level_game(7, 4).notation());
    let mut oracle = oracle();
    let played = level_game(7, 5);
    let mut finds = 0;
    for ply in 2..played.moves().len() {
        let position = game(&played.notation()[..ply]);
        if let Some(found) = examine(&position, &mut oracle, NO_LIMIT, 1) {
            finds += 1;
            let line = check(found.puzzle.goal, &position, &mut oracle, NO_LIMIT).unwrap();
            assert_eq!(found.features.line as usize, line.steps.len());
        }
    }
    assert!(finds > 0, "no puzzle in {}", played.notation());
}
