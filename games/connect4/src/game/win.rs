//! Four in a row: the fast check around the last disc, and a whole-board scan.

use super::{Board, Cell, Player};

/// The four directions a line can run in, each as a (column, row) step. The reverse
/// steps are covered by walking both ways from the disc.
const DIRECTIONS: [(isize, isize); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// The four winning cells through `cell`, if the disc there completes a line.
///
/// Only lines through `cell` are examined, so this costs at most 13 four-cell windows
/// however big the board is. When a disc joins two runs into five or more, the four
/// returned are those earliest along the line that still include `cell`.
pub fn find_win_through(board: &Board, cell: Cell) -> Option<[Cell; 4]> {
    let player = board.get(cell)?;
    DIRECTIONS
        .iter()
        .find_map(|&step| winning_four(board, cell, player, step))
}

/// Scans every cell of the board for a four. The reference the fast check is tested
/// against, and a way to validate boards built from outside.
pub fn find_any_win(board: &Board) -> Option<(Player, [Cell; 4])> {
    let size = board.size();
    (0..size.columns())
        .flat_map(|column| (0..size.rows()).map(move |row| Cell::new(column, row)))
        .find_map(|cell| {
            let player = board.get(cell)?;
            DIRECTIONS.iter().find_map(|&(dc, dr)| {
                let line = line_from(cell, dc, dr)?;
                line.iter()
                    .all(|&c| board.get(c) == Some(player))
                    .then_some((player, line))
            })
        })
}

/// The four cells from `start` stepping by (dc, dr), if they do not go below column or
/// row zero; cells past the far edges are simply empty on the board.
fn line_from(start: Cell, dc: isize, dr: isize) -> Option<[Cell; 4]> {
    let mut cells = [start; 4];
    for (i, cell) in cells.iter_mut().enumerate() {
        *cell = offset(start, dc * i as isize, dr * i as isize)?;
    }
    Some(cells)
}

fn winning_four(
    board: &Board,
    cell: Cell,
    player: Player,
    (dc, dr): (isize, isize),
) -> Option<[Cell; 4]> {
    let backward = run_length(board, cell, player, -dc, -dr);
    let forward = run_length(board, cell, player, dc, dr);
    let length = backward + 1 + forward;
    if length < 4 {
        return None;
    }
    // The run spans `length` cells with `cell` at index `backward`; the earliest
    // window of four that still contains `cell` starts at most three steps back.
    let back = backward.min(3) as isize;
    let window_start = offset(cell, -dc * back, -dr * back)?;
    line_from(window_start, dc, dr)
}

/// How many discs of `player` follow `cell` (not counting it) in one direction.
fn run_length(board: &Board, cell: Cell, player: Player, dc: isize, dr: isize) -> usize {
    (1..)
        .map_while(|i| offset(cell, dc * i, dr * i))
        .take_while(|&c| board.get(c) == Some(player))
        .count()
}

fn offset(cell: Cell, dc: isize, dr: isize) -> Option<Cell> {
    Some(Cell::new(
        cell.column.checked_add_signed(dc)?,
        cell.row.checked_add_signed(dr)?,
    ))
}
