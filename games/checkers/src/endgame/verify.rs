//! Checking a database against the rules, position by position: each byte must be
//! what the position's moves make of the bytes they lead to. A win in d plies has a
//! move to a loss at d - 1 (0 after a move that restarts the 40-move rule's count)
//! and none quicker; a loss in d plies has every move reach a win, the slowest at
//! d - 1; a draw has no move to a loss and not every move to a win; no move at all
//! is a loss at 0. As the distances only fall along the moves they name, and the
//! moves that restart the count can never be undone, every table that passes is the
//! game's own values under the rule, whoever built it.

use super::material::Material;
use super::tablebase::{Known, Table, Tablebase, Verdict};
use crate::board::Board;
use crate::quick_moves::QuickMove;

/// A position whose byte its moves do not bear out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inconsistency {
    pub material: Material,
    pub index: u64,
    /// What the table holds.
    pub stored: Known,
    /// What the moves make of the bytes they lead to.
    pub expected: Known,
}

impl std::fmt::Display for Inconsistency {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "position {} of {:?} holds {:?} in {} plies where its moves make it {:?} in {}",
            self.index,
            self.material,
            self.stored.verdict,
            self.stored.plies,
            self.expected.verdict,
            self.expected.plies
        )
    }
}

/// Checks every position of every table in `base`, telling `progress` the positions
/// checked so far after each table; the count checked, or the first inconsistency.
pub fn verify(base: &Tablebase, progress: &mut dyn FnMut(u64)) -> Result<u64, Inconsistency> {
    let mut checked = 0;
    let mut moves = Vec::new();
    for table in base.tables() {
        checked += verify_table(base, table, &mut moves)?;
        progress(checked);
    }
    Ok(checked)
}

fn verify_table(
    base: &Tablebase,
    table: &Table,
    moves: &mut Vec<QuickMove>,
) -> Result<u64, Inconsistency> {
    let mut checked = 0;
    for index in 0..table.layout.size() {
        let Some(board) = table.layout.board(index) else {
            continue;
        };
        let stored = Known::from_byte(table.values[index as usize]);
        let expected = from_moves(base, &board, moves);
        if stored != expected {
            return Err(Inconsistency {
                material: table.layout.material,
                index,
                stored,
                expected,
            });
        }
        checked += 1;
    }
    Ok(checked)
}

/// What `board`'s moves make it, from the bytes of the positions they reach.
pub fn from_moves(base: &Tablebase, board: &Board, moves: &mut Vec<QuickMove>) -> Known {
    board.quick_moves(moves);
    let (mut quickest_win, mut slowest_loss, mut all_won) = (None::<u32>, 0, true);
    for &mv in moves.iter() {
        let child = board.play_quick(mv);
        let byte = base
            .byte(&child)
            .expect("every table a move reaches is there");
        let reply = Known::from_byte(byte);
        let plies = if board.is_irreversible(mv) {
            0
        } else {
            reply.plies
        };
        match reply.verdict {
            Verdict::Loss => {
                quickest_win = Some(quickest_win.map_or(plies, |q| q.min(plies)));
                all_won = false;
            }
            Verdict::Win => slowest_loss = slowest_loss.max(plies),
            Verdict::Draw => all_won = false,
        }
    }
    let known = |verdict, plies| Known { verdict, plies };
    match quickest_win {
        Some(plies) => known(Verdict::Win, plies + 1),
        None if moves.is_empty() => known(Verdict::Loss, 0),
        None if all_won => known(Verdict::Loss, slowest_loss + 1),
        None => known(Verdict::Draw, 0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::endgame::build;

    #[test]
    fn a_built_database_bears_itself_out_and_a_changed_byte_is_found() {
        let mut base = build(3, &mut |_| {});
        let checked = verify(&base, &mut |_| {}).expect("consistent");
        assert_eq!(
            checked,
            base.positions(1) + base.positions(2) + base.positions(3)
        );
        // One won position of two kings against a man made a draw: its own byte, or
        // a parent's that counted on it, no longer agrees.
        let material = Material {
            black_men: 0,
            black_kings: 2,
            white_men: 1,
            white_kings: 0,
        };
        let table = base.table_mut(&material).expect("built");
        let won = table
            .values
            .iter()
            .position(|&b| Known::from_byte(b).verdict == Verdict::Win)
            .expect("a won position");
        table.values[won] = 0;
        let found = verify(&base, &mut |_| {}).expect_err("the change is found");
        assert!(
            found.to_string().contains("plies where its moves make it"),
            "{found}"
        );
    }
}
