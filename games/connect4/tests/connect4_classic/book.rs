//! The opening book shipped in assets/: it loads, it holds every position up to ply 9,
//! it is consistent with itself (each score is the minimum over the opponent's replies
//! to the book move), and a sample of its deepest entries agrees with the live solver.

use connect4_classic::game::BoardSize;
use connect4_classic::solver::book_complete::positions_at;
use connect4_classic::solver::{Book, Position, Solver};

/// The ply up to which the shipped book holds every position, whoever played it (past
/// it, only the perfect player's line, up to the book's depth).
const COMPLETE: usize = 9;

/// The exact score of `pos` as the book sees it: its entry, or a finished match's score.
fn book_score(book: &Book, pos: &Position) -> Option<i32> {
    pos.final_score()
        .or_else(|| book.lookup(pos).map(|a| a.score))
}

#[test]
fn the_embedded_book_loads_and_covers_the_opening() {
    let book = Book::embedded();
    assert_eq!(book.size(), BoardSize::STANDARD);
    assert!(book.depth() >= 4, "depth {}", book.depth());
    let empty = Position::new(BoardSize::STANDARD);
    let answer = book.lookup(&empty).expect("the empty board is in the book");
    // The first player wins with the disc that fills the board's last cell but one:
    // score 1, and only by starting in the centre.
    assert_eq!((answer.score, answer.column), (1, 3));
}

#[test]
fn every_position_up_to_the_complete_ply_is_in_the_book() {
    let book = Book::embedded();
    for ply in 0..=COMPLETE {
        for pos in positions_at(BoardSize::STANDARD, ply) {
            assert!(book.lookup(&pos).is_some(), "ply {ply}: {pos:?}");
        }
    }
}

/// Walks the positions the perfect player meets to the book's depth when it plays the
/// book's moves (in either seat) against every reply, and checks each is in the book:
/// a line that followed other moves than the book now gives would leave the perfect
/// player solving live where the book should answer.
#[test]
fn the_perfect_players_line_is_in_the_book_to_its_depth() {
    let book = Book::embedded();
    let size = BoardSize::STANDARD;
    assert_eq!(book.depth(), 10);
    let mut checked = 0;
    for perfect_first in [true, false] {
        let mut frontier = vec![Position::new(size)];
        for ply in 0..=book.depth() {
            let perfect_to_move = (ply % 2 == 0) == perfect_first;
            let mut next = Vec::new();
            for pos in frontier.iter().filter(|p| !p.is_over()) {
                if perfect_to_move {
                    let answer = book.lookup(pos);
                    let answer = answer.unwrap_or_else(|| panic!("ply {ply}: {pos:?}"));
                    checked += 1;
                    let mut child = *pos;
                    child.play(answer.column).unwrap();
                    next.push(child);
                } else {
                    next.extend((0..size.columns()).filter_map(|c| {
                        let mut child = *pos;
                        child.play(c).ok().map(|()| child)
                    }));
                }
            }
            next.sort_by_key(|p| connect4_classic::solver::canonical_key(p).0);
            next.dedup_by_key(|p| connect4_classic::solver::canonical_key(p).0);
            frontier = next;
        }
    }
    assert!(checked > 5000, "{checked}");
}

#[test]
fn book_scores_are_the_minimum_over_the_replies_to_the_book_move() {
    let book = Book::embedded();
    let size = BoardSize::STANDARD;
    let mut checked = 0;
    for (key, score, _) in book.entries() {
        let pos = Position::from_key(size, key.into()).unwrap();
        // The replies to the book move are all in the book up to the complete ply.
        if pos.moves() + 2 > COMPLETE {
            continue;
        }
        let answer = book.lookup(&pos).unwrap();
        let mut after = pos;
        after.play(answer.column).unwrap();
        let expected = if after.is_over() {
            -after.final_score().unwrap()
        } else {
            // Our score is what we keep against the opponent's best reply.
            (0..size.columns())
                .filter(|&c| after.can_play(c))
                .map(|c| {
                    let mut reply = after;
                    reply.play(c).unwrap();
                    book_score(book, &reply).expect("every reply is in the book")
                })
                .min()
                .unwrap()
        };
        assert_eq!(i32::from(score), expected, "entry {key:x}");
        checked += 1;
    }
    assert!(checked > 100);
}

#[test]
fn deepest_entries_agree_with_the_live_solver() {
    let book = Book::embedded();
    let size = BoardSize::STANDARD;
    let mut deepest: Vec<Position> = book
        .entries()
        .map(|(key, _, _)| Position::from_key(size, key.into()).unwrap())
        .filter(|pos| pos.moves() == book.depth())
        .collect();
    deepest.sort_by_key(|pos| pos.key());
    let mut solver = Solver::with_table_bytes(size, 32 << 20);
    // A fixed sample: the first three by key that the live solver settles within a
    // node budget (most do), so the test stays quick on any machine.
    let mut verified = 0;
    for pos in deepest {
        solver.reset();
        let budget = connect4_classic::solver::Budget::unlimited().with_nodes(3_000_000);
        let Some(Some((score, _))) = solver.best_move_within(&pos, budget) else {
            continue;
        };
        assert_eq!(book.lookup(&pos).unwrap().score, score);
        verified += 1;
        if verified == 3 {
            break;
        }
    }
    assert_eq!(verified, 3, "too few deep entries solve within the budget");
}

#[test]
fn entries_of_the_complete_ply_agree_with_the_live_solver() {
    let book = Book::embedded();
    let mut solver = Solver::with_table_bytes(BoardSize::STANDARD, 32 << 20);
    // Spread over the whole ply; those the solver settles within a node budget.
    let mut verified = 0;
    for pos in positions_at(BoardSize::STANDARD, COMPLETE)
        .iter()
        .step_by(8999)
    {
        solver.reset();
        let budget = connect4_classic::solver::Budget::unlimited().with_nodes(3_000_000);
        let Some(score) = solver.solve_within(pos, budget) else {
            continue;
        };
        assert_eq!(book.lookup(pos).unwrap().score, score, "{pos:?}");
        verified += 1;
    }
    assert!(
        verified >= 10,
        "only {verified} entries solved within the budget"
    );
}
