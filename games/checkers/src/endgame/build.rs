//! Building the database by retrograde analysis, fewest pieces first. A material's
//! moves lead out of it only by a capture or a crowning (a conversion), into tables
//! already built; inside it, in passes: pass k finds the positions won in k plies (a
//! move to a position lost in k - 1, or a conversion that wins) and lost in k (every
//! move to a position won in less). Whatever no pass decides is a draw. White to move
//! is the colour-swapped table, so a material and its mirror are solved together.
//! The distances kept are then found again, to the 40-move rule's restarts
//! (`zeroing`).

use super::index::Layout;
use super::material::{Material, flip};
use super::tablebase::{Known, MAX_PIECES, Table, Tablebase, Verdict};
use super::zeroing;
use crate::board::Board;
use crate::quick_moves::{QuickMove, crown_rows};

/// How far a build has got, for a progress bar.
#[derive(Debug, Clone, Copy)]
pub struct Progress {
    /// Numbers (positions and clashes) of the tables finished, and of all.
    pub done: u64,
    pub total: u64,
    pub material: Material,
}

/// Builds every table of up to `pieces` pieces (at most `MAX_PIECES`), telling
/// `progress` after each material.
pub fn build(pieces: u32, progress: &mut dyn FnMut(Progress)) -> Tablebase {
    assert!(pieces <= MAX_PIECES, "at most {MAX_PIECES} pieces");
    let materials: Vec<Material> = (1..=pieces).flat_map(Material::all).collect();
    let total = materials.iter().map(|m| Layout::new(*m).size()).sum();
    let mut base = Tablebase::default();
    let mut done = 0;
    for n in 1..=pieces {
        for material in Material::all(n) {
            if base.table(&material).is_some() {
                continue; // solved with its mirror
            }
            for table in solve(&base, material) {
                done += table.layout.size();
                base.insert(table);
            }
            progress(Progress {
                done,
                total,
                material,
            });
        }
        base.set_pieces(n);
    }
    base
}

/// The tables of `material` and its mirror (one table if they are the same), the
/// tables of fewer pieces or fewer men being in `base`.
fn solve(base: &Tablebase, material: Material) -> Vec<Table> {
    let mirror = material.flipped();
    let materials = if mirror == material {
        vec![material]
    } else {
        vec![material, mirror]
    };
    let mut tables: Vec<Table> = materials
        .iter()
        .map(|m| {
            let layout = Layout::new(*m);
            Table {
                layout,
                values: vec![0; layout.size() as usize],
            }
        })
        .collect();
    let mut pending: Vec<Vec<u32>> = tables
        .iter()
        .map(|t| {
            (0..t.layout.size())
                .filter(|i| t.layout.board(*i).is_some())
                .map(|i| i as u32)
                .collect()
        })
        .collect();
    let mut moves = Vec::new();
    for pass in 1.. {
        let mut decided = 0;
        for side in 0..tables.len() {
            let other = (side + 1) % tables.len();
            let mut still = Vec::new();
            for &index in &pending[side] {
                let board = tables[side].layout.board(u64::from(index)).expect("valid");
                let (known, open) = weigh(base, &tables[other], &board, pass, &mut moves);
                match known {
                    Some(known) => {
                        tables[side].values[index as usize] = known.to_byte();
                        decided += 1;
                    }
                    // Only conversions, none of them deciding: a draw for good.
                    None if !open => {}
                    None => still.push(index),
                }
            }
            pending[side] = still;
        }
        if decided == 0 {
            break;
        }
    }
    zeroing::to_restarts(base, tables)
}

/// What `board` (Black to move) is known to be worth at `pass`, and whether any of
/// its moves stays in the material (so that a later pass may decide it).
fn weigh(
    base: &Tablebase,
    mirror: &Table,
    board: &Board,
    pass: u32,
    moves: &mut Vec<QuickMove>,
) -> (Option<Known>, bool) {
    board.quick_moves(moves);
    if moves.is_empty() {
        let lost = Known {
            verdict: Verdict::Loss,
            plies: 0,
        };
        return (Some(lost), false);
    }
    let (mut fastest_win, mut all_won, mut slowest_loss, mut open) = (None, true, 0, false);
    for mv in moves.iter() {
        let child = board.play_quick(*mv);
        let crowns =
            board.kings & (1 << mv.from) == 0 && (1 << mv.to) & crown_rows(board.to_move) != 0;
        let known = if mv.is_capture() || crowns {
            // A conversion: the child's table is done, and the count starts again.
            let byte = base.byte(&child).expect("smaller tables are built first");
            Some(Known {
                plies: 0,
                ..Known::from_byte(byte)
            })
        } else {
            open = true;
            let turned = flip(&child);
            let byte = mirror.values[mirror.layout.index(&turned) as usize];
            // Decided in an earlier pass, not this one.
            Some(Known::from_byte(byte)).filter(|k| k.verdict != Verdict::Draw && k.plies < pass)
        };
        match known.map(|k| (k.verdict, k.plies)) {
            Some((Verdict::Loss, plies)) => {
                fastest_win = Some(fastest_win.map_or(plies, |f: u32| f.min(plies)))
            }
            Some((Verdict::Win, plies)) => slowest_loss = slowest_loss.max(plies),
            _ => all_won = false,
        }
    }
    let known = if let Some(plies) = fastest_win {
        Some(Known {
            verdict: Verdict::Win,
            plies: plies + 1,
        })
    } else if all_won {
        Some(Known {
            verdict: Verdict::Loss,
            plies: slowest_loss + 1,
        })
    } else {
        None
    };
    (known, open)
}
