//! How long the perfect player thinks just after leaving the opening book: positions one
//! and two plies past the book's depth that it can face (its book move, then a random
//! reply), each solved live with `best_move` from an empty default-size table.
//!
//! `cargo bench --bench book_exit -- [--samples N] [--seed S] [--strong]`
//!
//! With `--strong` the opponent's replies inside the book are its best ones (the
//! book's lowest score for the perfect player, ties at random), which leads to the
//! long, hard games; otherwise they are random.

use connect4_classic::game::BoardSize;
use connect4_classic::solver::{Book, Position, Solver};
use std::time::{Duration, Instant};

fn main() {
    let mut samples = 20;
    let mut seed = 7;
    let mut strong = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--samples" => samples = args.next().and_then(|v| v.parse().ok()).expect("N"),
            "--seed" => seed = args.next().and_then(|v| v.parse().ok()).expect("S"),
            "--strong" => strong = true,
            _ => {}
        }
    }
    let book = Book::embedded();
    let size = BoardSize::STANDARD;
    let depth = book.depth();
    println!("book: {} entries up to ply {depth}", book.len());
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut solver = Solver::new(size);
    let mut times = Vec::new();
    while times.len() < samples {
        let Some(pos) = walk_out_of_book(book, &mut rng, strong) else {
            continue;
        };
        solver.reset();
        let start = Instant::now();
        solver.best_move(&pos);
        let took = start.elapsed();
        println!(
            "ply {:2} {:>10} nodes {:8.3} s",
            pos.moves(),
            solver.last_nodes(),
            took.as_secs_f64()
        );
        times.push(took);
    }
    times.sort();
    let mean = times.iter().sum::<Duration>() / times.len() as u32;
    println!(
        "{} positions: median {:.3} s, mean {:.3} s, max {:.3} s",
        times.len(),
        times[times.len() / 2].as_secs_f64(),
        mean.as_secs_f64(),
        times[times.len() - 1].as_secs_f64()
    );
}

/// A random game in which one side follows the book: returns the first position where
/// that side is to move and the book has no answer.
fn walk_out_of_book(book: &Book, rng: &mut fastrand::Rng, strong: bool) -> Option<Position> {
    let mut pos = Position::new(BoardSize::STANDARD);
    let perfect_first = rng.bool();
    loop {
        if pos.is_over() {
            return None;
        }
        let perfect_to_move = pos.moves().is_multiple_of(2) == perfect_first;
        if perfect_to_move {
            let answer = book.lookup(&pos);
            match answer {
                Some(answer) => pos.play(answer.column).ok()?,
                None => return Some(pos),
            }
        } else {
            let column = match strong.then(|| best_reply(book, &pos, rng)).flatten() {
                Some(column) => column,
                None => rng.usize(..7),
            };
            if pos.play(column).is_err() {
                continue;
            }
        }
    }
}

/// The reply leaving the perfect player the lowest book score (ties at random), if the
/// book knows the positions after the replies.
fn best_reply(book: &Book, pos: &Position, rng: &mut fastrand::Rng) -> Option<usize> {
    let mut scored = Vec::new();
    for column in 0..7 {
        let mut next = *pos;
        if next.play(column).is_ok() {
            let score = next
                .final_score()
                .or_else(|| book.lookup(&next).map(|a| a.score))?;
            scored.push((score, column));
        }
    }
    let lowest = scored.iter().map(|s| s.0).min()?;
    let best: Vec<usize> = scored
        .iter()
        .filter(|s| s.0 == lowest)
        .map(|s| s.1)
        .collect();
    Some(best[rng.usize(..best.len())])
}
