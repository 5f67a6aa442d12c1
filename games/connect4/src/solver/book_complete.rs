//! The complete opening book: the exact score and a best move of every position up to a
//! depth, whoever played it. The deepest ply is solved (in parallel, resumable); every
//! shallower position is derived from its children, which costs no search at all.
//!
//! Positions are kept in canonical orientation (the smaller key of a position and its
//! mirror image), so an entry serves both.

use super::api::Solver;
use super::book::canonical_key;
use super::budget::Budget;
use super::columns::centre_first;
use super::position::Position;
use crate::game::BoardSize;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

/// Answers by canonical key: `(score, canonical best column)`.
pub type Answers = HashMap<u64, (i8, u8)>;

/// Positions solved together by one thread: neighbours in depth-first order share most
/// of their subtrees, so one table serves them all.
const CHUNK: usize = 32;

/// Every position with exactly `ply` discs that the game can reach and that is not over,
/// once per canonical key and in canonical orientation, in depth-first order.
pub fn positions_at(size: BoardSize, ply: usize) -> Vec<Position> {
    let mut seen = HashSet::new();
    let mut found = Vec::new();
    walk(Position::new(size), ply, &mut seen, &mut found);
    found
}

fn walk(pos: Position, ply: usize, seen: &mut HashSet<u64>, found: &mut Vec<Position>) {
    if pos.moves() == ply {
        let (key, mirrored) = canonical_key(&pos);
        if seen.insert(key) {
            found.push(if mirrored { pos.mirrored() } else { pos });
        }
        return;
    }
    for column in 0..pos.size().columns() {
        let mut child = pos;
        if child.play(column).is_ok() && !child.is_over() {
            walk(child, ply, seen, found);
        }
    }
}

/// The score and a best move of `pos` (not over) from the answers of its children,
/// which must all be known; ties go to the column nearest the centre.
pub fn derive(pos: &Position, answers: &Answers) -> (i8, u8) {
    let size = pos.size();
    let mut best: Option<(i32, usize)> = None;
    for &column in &centre_first(size.columns() as u32)[..size.columns()] {
        let column = column as usize;
        if !pos.can_play(column) {
            continue;
        }
        let mut child = *pos;
        child.play(column).expect("a playable column");
        let score = match child.final_score() {
            Some(score) => -score,
            None => {
                let (key, _) = canonical_key(&child);
                let (score, _) = answers.get(&key).unwrap_or_else(|| {
                    panic!("the child {key:x} of a derived position must be known")
                });
                -i32::from(*score)
            }
        };
        if best.is_none_or(|(top, _)| score > top) {
            best = Some((score, column));
        }
    }
    let (score, column) = best.expect("a position that is not over has a move");
    (score as i8, column as u8)
}

/// Adds the answers of every ply below `depth` to `answers`, which holds ply `depth`.
pub fn derive_shallower(size: BoardSize, depth: usize, answers: &mut Answers) {
    for ply in (0..depth).rev() {
        for pos in positions_at(size, ply) {
            let (key, _) = canonical_key(&pos);
            let answer = derive(&pos, answers);
            answers.insert(key, answer);
        }
    }
}

/// Floors under the scores of the positions one ply deeper than `ply`, by canonical
/// key, from the answers at `ply` (which need not all be known): a move is at best as
/// good as its player's best, so each child's score is at least its parent's negated.
pub fn floors_below(size: BoardSize, ply: usize, answers: &Answers) -> HashMap<u64, i32> {
    let mut floors = HashMap::new();
    for pos in positions_at(size, ply) {
        let Some(&(score, _)) = answers.get(&canonical_key(&pos).0) else {
            continue;
        };
        for column in 0..size.columns() {
            let mut child = pos;
            if child.play(column).is_ok() && !child.is_over() {
                let floor = floors.entry(canonical_key(&child).0).or_insert(i32::MIN);
                *floor = (*floor).max(-i32::from(score));
            }
        }
    }
    floors
}

/// Solves every position of `todo` on `threads` threads, each with its own table of
/// `table_bytes`, and hands each answer to `done` on this thread as it comes. Stops
/// handing out work once `stop` is set (the positions under way still finish).
/// `floors` holds known floors under some scores (see [`floors_below`]), which spare
/// the search proving them.
pub fn solve_all(
    todo: &[Position],
    threads: usize,
    table_bytes: usize,
    floors: &HashMap<u64, i32>,
    stop: &AtomicBool,
    mut done: impl FnMut(u64, (i8, u8)),
) {
    let Some(first) = todo.first() else {
        return;
    };
    let size = first.size();
    let next_chunk = AtomicUsize::new(0);
    let (sender, answers) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            let sender = sender.clone();
            let next_chunk = &next_chunk;
            scope.spawn(move || {
                let mut solver = Solver::with_table_bytes(size, table_bytes);
                while !stop.load(Ordering::Relaxed) {
                    let start = next_chunk.fetch_add(1, Ordering::Relaxed) * CHUNK;
                    let Some(chunk) = todo.get(start..(start + CHUNK).min(todo.len())) else {
                        break;
                    };
                    for pos in chunk {
                        let (key, _) = canonical_key(pos);
                        let floor = floors.get(&key).copied().unwrap_or(i32::MIN);
                        let (score, column) = solver
                            .best_move_at_least_within(pos, floor, Budget::unlimited())
                            .expect("an unlimited search always finishes")
                            .expect("not over");
                        let answer = (score as i8, column as u8);
                        if sender.send((key, answer)).is_err() {
                            return;
                        }
                    }
                }
            });
        }
        drop(sender);
        for (key, answer) in answers {
            done(key, answer);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_counted_once_up_to_mirror_images() {
        let size = BoardSize::STANDARD;
        assert_eq!(positions_at(size, 0).len(), 1);
        // Seven first moves, of which 1-3 mirror 7-5.
        assert_eq!(positions_at(size, 1).len(), 4);
        // 49 two-disc positions (no two sequences transpose yet); only 44 is its own
        // mirror image, the other 48 pair up.
        assert_eq!(positions_at(size, 2).len(), 25);
    }

    #[test]
    fn floors_from_the_ply_above_hold_and_leave_the_answers_unchanged() {
        let size = BoardSize::new(5, 4).unwrap();
        let stop = AtomicBool::new(false);
        let mut above = Answers::new();
        solve_all(
            &positions_at(size, 3),
            2,
            4 << 20,
            &HashMap::new(),
            &stop,
            |k, a| {
                above.insert(k, a);
            },
        );
        let floors = floors_below(size, 3, &above);
        let deepest = positions_at(size, 4);
        assert_eq!(floors.len(), deepest.len());
        let mut solver = Solver::with_table_bytes(size, 4 << 20);
        let mut tight = 0;
        for pos in &deepest {
            let floor = floors[&canonical_key(pos).0];
            let score = solver.solve(pos);
            assert!(floor <= score, "{pos:?}");
            tight += usize::from(floor == score);
        }
        assert!(tight > 0 && tight < deepest.len(), "{tight}");
        let answers = |floors: &HashMap<u64, i32>| {
            let mut answers = Answers::new();
            solve_all(&deepest, 2, 4 << 20, floors, &stop, |k, a| {
                answers.insert(k, a);
            });
            answers
        };
        let (with, without) = (answers(&floors), answers(&HashMap::new()));
        for (key, (score, column)) in &with {
            let (plain_score, _) = without[key];
            assert_eq!(*score, plain_score, "{key:x}");
            // The column may differ between equal moves; it must keep the score.
            let mut pos = Position::from_key(size, u128::from(*key)).unwrap();
            pos.play(usize::from(*column)).unwrap();
            let kept = -pos.final_score().unwrap_or_else(|| solver.solve(&pos));
            assert_eq!(kept, i32::from(*score), "{key:x}");
        }
    }

    #[test]
    fn derived_answers_agree_with_the_solver_on_a_small_board() {
        let size = BoardSize::new(5, 4).unwrap();
        let depth = 4;
        let mut answers = Answers::new();
        let deepest = positions_at(size, depth);
        let stop = AtomicBool::new(false);
        solve_all(
            &deepest,
            2,
            4 << 20,
            &HashMap::new(),
            &stop,
            |key, answer| {
                answers.insert(key, answer);
            },
        );
        assert_eq!(answers.len(), deepest.len());
        derive_shallower(size, depth, &mut answers);
        let mut solver = Solver::with_table_bytes(size, 4 << 20);
        for ply in 0..depth {
            for pos in positions_at(size, ply) {
                let (score, column) = answers[&canonical_key(&pos).0];
                assert_eq!(i32::from(score), solver.solve(&pos), "ply {ply}");
                let mut child = pos;
                child.play(column.into()).unwrap();
                let kept = -child.final_score().unwrap_or_else(|| solver.solve(&child));
                assert_eq!(kept, i32::from(score), "the best move keeps the score");
            }
        }
    }
}
