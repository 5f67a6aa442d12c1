//! Negamax with alpha-beta, deepened one ply at a time until the time is up.
//!
//! Repetitions: a position that already stood in the game, or earlier on the line
//! being searched, scores as a draw. That is sooner than the rule (the third time), as
//! chess engines do: a player who could steer back once can do it again, and waiting
//! for the third time would cost plies the search has better use for. Such a draw
//! depends on the way the position was reached, not on the position, so a score that
//! any repetition below it touched is never stored as a score: the table keeps only
//! its best move, to try first. Scores stored without one may still miss a draw by
//! repetition that another path would offer (the graph history interaction); like
//! chess engines, the search accepts that.

use super::eval::{WIN, WIN_BOUND, evaluate};
use super::order::order;
use super::table::{Bound, Table};
use crate::rules::{Move, Position};
use std::collections::HashSet;
use web_time::Instant;

/// How often (in nodes) the search looks at the clock.
const CHECK_EVERY: u64 = 1 << 10;
/// Beyond every score.
const INFINITY: i32 = WIN + 1;

/// One search: the table it shares with the game's other searches, and what it has
/// seen so far.
pub struct Search<'a> {
    table: &'a mut Table,
    /// The hashes of the positions the game has passed through, the root's among them.
    in_game: HashSet<u64>,
    /// The hashes of the positions on the line being searched, below the root.
    line: Vec<u64>,
    deadline: Option<Instant>,
    pub nodes: u64,
    /// Set when the deadline passed: every score since is worthless.
    pub stopped: bool,
}

impl<'a> Search<'a> {
    pub fn new(table: &'a mut Table, history: &[Position], deadline: Option<Instant>) -> Self {
        Search {
            table,
            in_game: history.iter().map(|p| p.key().hash()).collect(),
            line: Vec::new(),
            deadline,
            nodes: 0,
            stopped: false,
        }
    }

    /// From now on, stop at `deadline`.
    pub fn set_deadline(&mut self, deadline: Option<Instant>) {
        self.deadline = deadline;
    }

    /// The score of playing `mv` from `pos`, searched `depth` plies deep in all (this
    /// move included), for the player to move in `pos`.
    pub fn score_move(
        &mut self,
        pos: &Position,
        mv: Move,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        self.child(pos, mv, depth, 0, alpha, beta).0
    }

    /// The score of `pos` for its player to move, `depth` plies deep, within
    /// `alpha..beta`; and whether a repetition was scored anywhere below.
    fn negamax(
        &mut self,
        pos: &Position,
        depth: u32,
        ply: u32,
        mut alpha: i32,
        beta: i32,
    ) -> (i32, bool) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHECK_EVERY)
            && self.deadline.is_some_and(|d| Instant::now() >= d)
        {
            self.stopped = true;
        }
        if self.stopped {
            return (0, true);
        }
        let g = pos.geometry();
        let occupied = pos.occupied();
        // A drop that wins at once is the best move there is: no need to look further.
        if g.threats(pos.discs(pos.to_move()), occupied) & g.playable(occupied) != 0 {
            return (WIN - (ply + 1) as i32, false);
        }
        if depth == 0 {
            return (evaluate(pos), false);
        }
        let hash = pos.key().hash();
        let hit = self.table.probe(hash);
        if let Some(hit) = hit.filter(|h| h.depth >= depth) {
            let score = from_table(hit.score, ply);
            let usable = match hit.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
                Bound::MoveOnly => false,
            };
            if usable {
                return (score, false);
            }
        }
        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            // Unreachable by the rules (see DrawReason); a draw keeps the search total.
            return (0, false);
        }
        order(
            moves.as_mut_slice(),
            hit.and_then(|h| h.best),
            pos.size().columns(),
        );
        let floor = alpha;
        let (mut best, mut best_move, mut repeated) = (-INFINITY, moves.as_slice()[0], false);
        for &mv in moves.as_slice() {
            let (score, touched) = self.child(pos, mv, depth, ply, alpha, beta);
            repeated |= touched;
            if score > best {
                (best, best_move) = (score, mv);
            }
            alpha = alpha.max(best);
            if alpha >= beta {
                break;
            }
        }
        if !self.stopped {
            let bound = if repeated {
                Bound::MoveOnly
            } else if best <= floor {
                Bound::Upper
            } else if best >= beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            self.table
                .store(hash, depth, to_table(best, ply), bound, best_move);
        }
        (best, repeated)
    }

    /// The score of `mv` from `pos` (at `ply`) for the player making it.
    fn child(
        &mut self,
        pos: &Position,
        mv: Move,
        depth: u32,
        ply: u32,
        alpha: i32,
        beta: i32,
    ) -> (i32, bool) {
        let me = pos.to_move();
        let next = pos.after(mv);
        match next.line_winner(me) {
            Some(winner) if winner == me => return (WIN - (ply + 1) as i32, false),
            Some(_) => return (-(WIN - (ply + 1) as i32), false),
            None => {}
        }
        let hash = next.key().hash();
        if self.in_game.contains(&hash) || self.line.contains(&hash) {
            return (0, true);
        }
        self.line.push(hash);
        let (score, repeated) = self.negamax(&next, depth - 1, ply + 1, -beta, -alpha);
        self.line.pop();
        (-score, repeated)
    }
}

/// A score as the table keeps it: wins counted from this node rather than the root,
/// so that the same position reached at another ply reads them right.
fn to_table(score: i32, ply: u32) -> i32 {
    match score {
        s if s > WIN_BOUND => s + ply as i32,
        s if s < -WIN_BOUND => s - ply as i32,
        s => s,
    }
}

fn from_table(score: i32, ply: u32) -> i32 {
    match score {
        s if s > WIN_BOUND => s - ply as i32,
        s if s < -WIN_BOUND => s + ply as i32,
        s => s,
    }
}

pub const FULL_WINDOW: (i32, i32) = (-INFINITY, INFINITY);
