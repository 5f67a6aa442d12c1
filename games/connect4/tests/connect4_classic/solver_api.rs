//! The engine API the computer player uses: budgets and cancellation, the
//! depth-limited search, table reuse, and building and reading an opening book.

use connect4_classic::game::{BoardSize, Column, Game, Player};
use connect4_classic::solver::book_build::{self, Known};
use connect4_classic::solver::{Book, Budget, Heuristic, Knowledge, Position, Solver, WIN};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

fn standard(moves: &str) -> Position {
    Position::from_moves(BoardSize::STANDARD, moves).unwrap()
}

#[test]
fn a_stop_flag_ends_a_long_search_at_once() {
    let flag = Arc::new(AtomicBool::new(false));
    let budget = Budget::unlimited().with_stop_flag(flag.clone());
    let search = thread::spawn(move || {
        let mut solver = Solver::with_table_bytes(BoardSize::STANDARD, 4 << 20);
        let start = Instant::now();
        (solver.solve_within(&standard(""), budget), start.elapsed())
    });
    thread::sleep(Duration::from_millis(50));
    flag.store(true, Ordering::Relaxed);
    let (result, elapsed) = search.join().unwrap();
    assert_eq!(result, None);
    assert!(elapsed < Duration::from_secs(2), "{elapsed:?}");
}

#[test]
fn node_and_time_budgets_give_up_cleanly_and_the_solver_stays_usable() {
    let mut solver = Solver::with_table_bytes(BoardSize::STANDARD, 4 << 20);
    let hard = standard("4");
    assert_eq!(
        solver.solve_within(&hard, Budget::unlimited().with_nodes(10_000)),
        None
    );
    assert!(solver.last_nodes() < 20_000);
    let timed = Budget::unlimited().with_time(Duration::from_millis(20));
    assert_eq!(solver.analyze_within(&hard, false, timed), None);
    // An aborted search leaves nothing wrong in the table.
    let easy = standard("2252576253462244111563365343671351441");
    assert_eq!(solver.solve(&easy), -1);
}

#[test]
fn the_depth_limited_search_always_has_a_move_and_sees_forced_ends() {
    let size = BoardSize::STANDARD;
    let mut search = Heuristic::new(size, Knowledge::Parity);
    let opening = standard("44");
    let quick = Budget::unlimited().with_time(Duration::from_millis(100));
    let found = search.best_move(&opening, 42, &quick).unwrap();
    assert!(opening.can_play(found.column as usize));
    assert!(found.depth >= 2 && found.score.abs() < WIN, "{found:?}");
    // Three in a column: the win is seen at once.
    let win = standard("121212");
    let found = search.best_move(&win, 42, &Budget::unlimited()).unwrap();
    assert_eq!(found.column, 0);
    assert!(found.score >= WIN);
    // A late position the solver scores -1 is seen lost to the end.
    let late = standard("2252576253462244111563365343671351441");
    let found = search.best_move(&late, 42, &Budget::unlimited()).unwrap();
    assert!(found.score <= -WIN, "{found:?}");
}

#[test]
fn keeping_the_table_between_the_moves_of_a_match_gives_the_same_answers() {
    let size = BoardSize::STANDARD;
    let mut game = Game::from_notation(size, Player::One, "44455554221").unwrap();
    let mut kept = Solver::new(size);
    let mut fresh = Solver::new(size);
    while !game.is_over() {
        let pos = Position::from_game(&game);
        fresh.reset();
        let (score, column) = kept.best_move(&pos).unwrap();
        assert_eq!(score, fresh.solve(&pos));
        game.play(Column::new(column)).unwrap();
    }
}

#[test]
fn a_built_book_agrees_with_the_live_solver() {
    let size = BoardSize::new(5, 4).unwrap();
    let mut solver = Solver::with_table_bytes(size, 4 << 20);
    let mut known = Known::new();
    let mut book = None;
    book_build::build(
        &mut solver,
        4,
        &mut known,
        |_| {},
        |ply, entries| {
            book = Some(Book::from_entries(size, ply, entries.to_vec()));
        },
    );
    let book = Book::from_bytes(&book.unwrap().to_bytes()).unwrap();
    assert!(book.len() > 10);
    let mut live = Solver::with_table_bytes(size, 4 << 20);
    for (key, score, _) in book.entries() {
        let pos = Position::from_key(size, key.into()).unwrap();
        let answer = book.lookup(&pos).unwrap();
        assert_eq!(answer.score, i32::from(score));
        assert_eq!(live.solve(&pos), answer.score);
        let mut child = pos;
        child.play(answer.column).unwrap();
        assert_eq!(-live.solve(&child), answer.score, "best move of {key:x}");
        // The mirror image is answered too, with the mirrored move (a symmetric
        // position is its own mirror image).
        let mirrored = book.lookup(&pos.mirrored()).unwrap();
        if pos.mirrored() != pos {
            assert_eq!(mirrored.column, size.columns() - 1 - answer.column);
        }
    }
}
