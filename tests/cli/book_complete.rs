//! `connect4 book build --complete` through the real binary on a 5x4 board: every
//! position up to the depth is in the book with the live solver's score and a move that
//! keeps it, and a build stopped half way resumes from its checkpoint to a book with the
//! same scores, keeping the answers the checkpoint holds.

use connect4_classic::game::BoardSize;
use connect4_classic::solver::book_complete::positions_at;
use connect4_classic::solver::{Book, Solver};
use std::path::Path;
use std::process::Command;

const DEPTH: usize = 6;

fn build(dir: &Path) -> Vec<u8> {
    let status = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args([
            "--columns",
            "5",
            "--rows",
            "4",
            "book",
            "build",
            "--complete",
        ])
        .args([
            "--depth",
            &DEPTH.to_string(),
            "--table-mb",
            "4",
            "--threads",
            "2",
        ])
        .arg("--out")
        .arg(dir.join("book.bin"))
        .arg("--checkpoint")
        .arg(dir.join("checkpoint.txt"))
        .status()
        .expect("the binary runs");
    assert!(status.success());
    std::fs::read(dir.join("book.bin")).unwrap()
}

/// Checks that every position up to the depth is in `book` with the live solver's
/// score and a move that keeps it, its mirror image with the mirrored move, and
/// nothing else; returns the scores by position, in the order `positions_at` gives.
fn check_every_answer(book: &Book) -> Vec<i32> {
    let size = BoardSize::new(5, 4).unwrap();
    let mut solver = Solver::with_table_bytes(size, 4 << 20);
    let mut scores = Vec::new();
    for ply in 0..=DEPTH {
        for pos in positions_at(size, ply) {
            let answer = book.lookup(&pos).expect("every position is in the book");
            assert_eq!(answer.score, solver.solve(&pos), "{pos:?}");
            let mut child = pos;
            child.play(answer.column).unwrap();
            let kept = -child.final_score().unwrap_or_else(|| solver.solve(&child));
            assert_eq!(
                kept, answer.score,
                "the book move of {pos:?} keeps the score"
            );
            // The mirror image is answered too, with the mirrored move (a symmetric
            // position is its own mirror image, and keeps its own move).
            let mirror = book.lookup(&pos.mirrored()).unwrap();
            assert_eq!(mirror.score, answer.score);
            if pos.mirrored() != pos {
                assert_eq!(mirror.column, size.columns() - 1 - answer.column);
            }
            scores.push(answer.score);
        }
    }
    assert_eq!(book.len(), scores.len());
    scores
}

#[test]
fn every_position_up_to_the_depth_has_the_solvers_score_and_a_move_keeping_it() {
    let dir = tempfile::tempdir().unwrap();
    check_every_answer(&Book::from_bytes(&build(dir.path())).unwrap());
}

/// Which of several equally good moves a position gets depends on what its thread's
/// table held from the positions solved before it, so a resumed build is compared with
/// the whole one by its scores, and every move it gives must keep the score.
#[test]
fn a_stopped_build_resumes_from_its_checkpoint() {
    let whole = tempfile::tempdir().unwrap();
    let expected = check_every_answer(&Book::from_bytes(&build(whole.path())).unwrap());
    let checkpoint = std::fs::read_to_string(whole.path().join("checkpoint.txt")).unwrap();
    let lines: Vec<&str> = checkpoint.lines().collect();
    // Half the answers, then a line cut short as a kill in mid-write leaves it.
    let mut partial = lines[..lines.len() / 2].join("\n");
    partial.push_str("\n1f3");
    let resumed = tempfile::tempdir().unwrap();
    std::fs::write(resumed.path().join("checkpoint.txt"), &partial).unwrap();
    let book = Book::from_bytes(&build(resumed.path())).unwrap();
    assert_eq!(check_every_answer(&book), expected);
    // The answers of the checkpoint's first half are the book's, moves included.
    let kept = lines[..lines.len() / 2].iter().filter(|line| {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let key = u64::from_str_radix(fields[0], 16).unwrap();
        let entry = book.entries().find(|(k, _, _)| *k == key).unwrap();
        entry.1.to_string() == fields[1] && entry.2.to_string() == fields[2]
    });
    assert_eq!(kept.count(), lines.len() / 2);
}

#[test]
fn answers_in_the_checkpoint_are_not_solved_again() {
    let whole = tempfile::tempdir().unwrap();
    build(whole.path());
    let checkpoint = std::fs::read_to_string(whole.path().join("checkpoint.txt")).unwrap();
    // Falsify one answer: a build that trusts its checkpoint ships it as it is.
    let first = checkpoint.lines().next().unwrap();
    let key = first.split_whitespace().next().unwrap();
    let forged = format!("{key} 99 0\n");
    let resumed = tempfile::tempdir().unwrap();
    std::fs::write(resumed.path().join("checkpoint.txt"), forged).unwrap();
    let book = Book::from_bytes(&build(resumed.path())).unwrap();
    let key = u64::from_str_radix(key, 16).unwrap();
    let entry = book.entries().find(|(k, _, _)| *k == key).unwrap();
    assert_eq!(entry.1, 99);
}
