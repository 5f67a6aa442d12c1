//! The text grid fitted to the board on a phone: how many cells across and rows down
//! the board takes at the cell size a phone draws it in, written on the body for
//! `grid.css`, which sizes the type so that many cells fill the width, makes a row as
//! tall as a hole or a square is wide (so holes and squares come out square, whatever
//! the monospace font's shape), and makes the game's area exactly the board's height
//! (so no band of it is left empty under the board).

use ratatui::layout::Rect;

/// The largest screen searched, in cells either way: more than any board needs.
const MOST: u16 = 200;

/// The board's extent in the grid, and a row's height in cell widths.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BoardFit {
    /// Cells across: the board's width and an equal margin either side (the layout
    /// centres the board in whole cells, so the margins are kept equal).
    pub columns: u16,
    /// Rows down: the board's, nothing more.
    pub rows: u16,
    /// A row's height over a cell's width, for the cell size the board was found in.
    pub row_per_cell: f64,
}

/// The least screen on which `board` (the board's area on a screen, when drawn there
/// in the wanted cell size) finds the board, widened for even margins.
pub fn fit(board: impl Fn(Rect) -> Option<Rect>, row_per_cell: f64) -> Option<BoardFit> {
    let screen = |width, height| Rect::new(0, 0, width, height);
    let width = (1..=MOST).find(|&w| board(screen(w, MOST)).is_some())?;
    let rows = (1..=MOST).find(|&h| board(screen(width, h)).is_some())?;
    let drawn = board(screen(width, rows))?.width;
    // At least a cell of margin each side, and as many on the left as on the right.
    let mut columns = width.max(drawn + 2);
    if (columns - drawn) % 2 == 1 {
        columns += 1;
    }
    board(screen(columns, rows))?;
    Some(BoardFit {
        columns,
        rows,
        row_per_cell,
    })
}

/// Writes `fit` on the body (`board-fit`, `--board-columns`, `--board-rows`,
/// `--row-per-cell`); nothing is written without one, and the style sheet then
/// lets the game's area fill the height as before.
pub fn publish(fit: Option<BoardFit>) {
    let Some(body) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.body())
    else {
        return;
    };
    let Some(fit) = fit else { return };
    let style = format!(
        "--board-columns: {}; --board-rows: {}; --row-per-cell: {}",
        fit.columns, fit.rows, fit.row_per_cell
    );
    let _ = body.set_attribute("style", &style);
    let _ = body.class_list().add_1("board-fit");
}
