//! Building the opening book: walk the positions the perfect player can face in the
//! opening, as first and as second player, and solve each one.
//!
//! At the perfect player's turn only its chosen best move is followed; at the
//! opponent's turn every reply is. Positions are kept in their canonical orientation
//! (the smaller key of a position and its mirror image), which halves the work and
//! makes the chosen move the same whichever way the board is seen.

use super::api::Solver;
use super::book::canonical_key;
use super::position::Position;
use std::collections::{BTreeMap, HashMap};

/// Answers already known, by canonical key: `(score, canonical best column)`.
pub type Known = HashMap<u64, (i8, u8)>;

/// What the builder reports after each solved (or already known) position.
#[derive(Debug, Clone, Copy)]
pub struct Progress {
    pub ply: usize,
    /// Positions of this ply done so far, and in all.
    pub done: usize,
    pub total: usize,
    /// Whether this one was solved now (not taken from `known`).
    pub solved: bool,
    pub key: u64,
    pub score: i8,
    pub column: u8,
}

/// One position of the walk and who is to move there.
#[derive(Debug, Clone, Copy)]
struct Node {
    pos: Position,
    /// The perfect player is to move (as first player on even plies, second on odd).
    perfect: bool,
    /// The opponent is to move (in the tree where the perfect player has the other seat).
    opponent: bool,
}

/// Walks the book's positions up to `depth` discs, solving those not in `known`
/// (which gains every answer). `report` hears of each position; `ply_done` of each
/// finished ply, with every entry `(canonical key, score, column)` up to it.
pub fn build(
    solver: &mut Solver,
    depth: usize,
    known: &mut Known,
    mut report: impl FnMut(Progress),
    mut ply_done: impl FnMut(usize, &[(u64, i8, u8)]),
) {
    let empty = Position::new(solver.size());
    let mut entries = Vec::new();
    let mut frontier = BTreeMap::new();
    add(&mut frontier, empty, true, true);
    for ply in 0..=depth {
        let mut next = BTreeMap::new();
        let total = frontier.values().filter(|n: &&Node| n.perfect).count();
        let mut done = 0;
        for (&key, node) in &frontier {
            if node.perfect {
                let (answer, solved) = match known.get(&key) {
                    Some(&answer) => (answer, false),
                    None => (solve(solver, &node.pos), true),
                };
                known.insert(key, answer);
                entries.push((key, answer.0, answer.1));
                done += 1;
                let (score, column) = answer;
                report(Progress {
                    ply,
                    done,
                    total,
                    solved,
                    key,
                    score,
                    column,
                });
                if ply < depth {
                    let mut child = node.pos;
                    child.play(column.into()).expect("the best move is legal");
                    add(&mut next, child, false, true);
                }
            }
            if node.opponent && ply < depth {
                for column in 0..solver.size().columns() {
                    let mut child = node.pos;
                    if child.play(column).is_ok() {
                        add(&mut next, child, true, false);
                    }
                }
            }
        }
        ply_done(ply, &entries);
        frontier = next;
    }
}

/// Adds `pos` (unless the match is over) in canonical orientation, merging roles.
fn add(frontier: &mut BTreeMap<u64, Node>, pos: Position, perfect: bool, opponent: bool) {
    if pos.is_over() {
        return;
    }
    let (key, mirrored) = canonical_key(&pos);
    let pos = if mirrored { pos.mirrored() } else { pos };
    let node = frontier.entry(key).or_insert(Node {
        pos,
        perfect: false,
        opponent: false,
    });
    node.perfect |= perfect;
    node.opponent |= opponent;
}

fn solve(solver: &mut Solver, pos: &Position) -> (i8, u8) {
    let (score, column) = solver.best_move(pos).expect("book positions are not over");
    (score as i8, column as u8)
}
