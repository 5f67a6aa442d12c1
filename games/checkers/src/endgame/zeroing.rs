//! The distances a table keeps: plies to the next move that restarts the 40-move
//! rule's count (a capture or any man's move, a crowning among them) with the win
//! still in hand, the winner hurrying and the loser holding out. A winner who always
//! shortens this distance meets the rule's count restarting before it runs out
//! whenever the table's longest distance is under the rule's 80 plies, and cannot go
//! round in circles: every such move is one no later move undoes.
//!
//! The verdicts come first (`build`), counting only captures and crownings as the end
//! of a stretch; a man's move that does not crown stays in the material, so its
//! verdict is only final once the whole table is. The distances are then found again
//! in passes like the first: pass k finds the wins whose quickest way to a restart is
//! k plies and the losses that hold out exactly k.

use super::material::{Material, flip};
use super::tablebase::{Known, Table, Tablebase, Verdict};
use crate::board::Board;
use crate::quick_moves::QuickMove;

/// `tables` (a material and its mirror, or one table if they are the same) with each
/// won or lost position's distance replaced by its distance to a restart. Draws stay.
pub fn to_restarts(base: &Tablebase, verdicts: Vec<Table>) -> Vec<Table> {
    let mut distances: Vec<Table> = verdicts
        .iter()
        .map(|t| Table {
            layout: t.layout,
            values: vec![0; t.values.len()],
        })
        .collect();
    let mut pending: Vec<Vec<u32>> = verdicts
        .iter()
        .map(|t| {
            (0..t.values.len() as u32)
                .filter(|i| t.values[*i as usize] != 0)
                .collect()
        })
        .collect();
    let mut moves = Vec::new();
    for pass in 1.. {
        let mut decided = 0;
        for side in 0..verdicts.len() {
            let other = (side + 1) % verdicts.len();
            let seen = Sides {
                base,
                verdicts: &verdicts[other],
                distances: &distances[other],
            };
            let mut still = Vec::new();
            let mut found = Vec::new();
            for &index in &pending[side] {
                let board = verdicts[side]
                    .layout
                    .board(u64::from(index))
                    .expect("valid");
                let won =
                    Known::from_byte(verdicts[side].values[index as usize]).verdict == Verdict::Win;
                match seen.weigh(&board, won, pass, &mut moves) {
                    Some(known) => found.push((index, known.to_byte())),
                    None => still.push(index),
                }
            }
            decided += found.len();
            for (index, byte) in found {
                distances[side].values[index as usize] = byte;
            }
            pending[side] = still;
        }
        if decided == 0 {
            break;
        }
    }
    let left: usize = pending.iter().map(Vec::len).sum();
    assert_eq!(left, 0, "every win and loss has a distance to a restart");
    distances
}

/// What the side to move's moves lead to: other materials in `base`, this material's
/// mirror (the opponent to move) in `verdicts` and, as far as found, `distances`.
struct Sides<'a> {
    base: &'a Tablebase,
    verdicts: &'a Table,
    distances: &'a Table,
}

impl Sides<'_> {
    /// `board`'s distance if pass `pass` finds it: a win (`won`) when a move reaches
    /// a loss for the opponent, found before this pass or by a restart; a loss when
    /// every move is known to reach the opponent's win.
    fn weigh(
        &self,
        board: &Board,
        won: bool,
        pass: u32,
        moves: &mut Vec<QuickMove>,
    ) -> Option<Known> {
        board.quick_moves(moves);
        if moves.is_empty() {
            return Some(Known {
                verdict: Verdict::Loss,
                plies: 0,
            });
        }
        let (mut quickest, mut slowest) = (None::<u32>, 0);
        for mv in moves.iter() {
            let Some(reply) = self.reply(board, *mv, pass) else {
                if won {
                    continue;
                }
                return None; // a loss waits until every reply is known
            };
            match (won, reply.verdict) {
                // The quickest of the losses known: the opponent's table is walked
                // after this one in a pass, so a pass may see losses of two lengths.
                (true, Verdict::Loss) => {
                    quickest = Some(quickest.map_or(reply.plies, |q| q.min(reply.plies)))
                }
                (false, _) => slowest = slowest.max(reply.plies),
                _ => {}
            }
        }
        if won {
            return quickest.map(|plies| Known {
                verdict: Verdict::Win,
                plies: plies + 1,
            });
        }
        Some(Known {
            verdict: Verdict::Loss,
            plies: slowest + 1,
        })
    }

    /// What `mv` leads to for the opponent, if known by `pass`: a restart counts 0.
    fn reply(&self, board: &Board, mv: QuickMove, pass: u32) -> Option<Known> {
        let child = board.play_quick(mv);
        // The opponent to move, seen as Black, as the tables hold it.
        let turned = flip(&child);
        let own = |table: &Table| table.values[table.layout.index(&turned) as usize];
        let restarts = board.is_irreversible(mv);
        let byte = if !restarts {
            own(self.distances)
        } else if self.verdicts.layout.material == Material::of(&turned) {
            own(self.verdicts)
        } else {
            self.base
                .byte(&child)
                .expect("smaller tables are built first")
        };
        let known = Known::from_byte(byte);
        if restarts {
            return Some(Known { plies: 0, ..known });
        }
        // Found in an earlier pass, not this one (0 is a draw or not found yet).
        Some(known).filter(|k| byte != 0 && k.plies < pass)
    }
}
