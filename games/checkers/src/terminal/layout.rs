//! Where the checkers screen puts things: the board (its cell size, its frame and the
//! square numbers at its edges), the side panel and the status line. The view and the
//! mouse both read it, so a click lands on the square drawn under it.

use connect4_shell::{self as shell, centred};
use ratatui::layout::Rect;

/// Inner cell sizes (width, height), largest first: the largest that fits is used, so
/// the board grows with the terminal. They are Connect 4's cell sizes, so a piece is
/// the size of its disc; the widths are odd so a piece sits centred.
const CELL_SIZES: [(u16, u16); 5] = [(11, 5), (9, 4), (7, 3), (5, 2), (3, 1)];
/// Columns each side for the edge numbers: two digits and a space.
const EDGE_WIDTH: u16 = 3;
/// The frame around the squares: one line each side.
const FRAME: u16 = 1;

/// The board's place on screen and the size of its cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CheckersGeometry {
    /// The whole board: edge numbers, frame and squares.
    pub area: Rect,
    /// The 8x8 squares, inside the frame.
    pub squares: Rect,
    pub cell_width: u16,
    pub cell_height: u16,
    /// Whether each row's first and last square numbers stand at the edges.
    pub edge_numbers: bool,
}

impl CheckersGeometry {
    /// The biggest board that fits in `available`, centred there. Bigger pieces come
    /// before the edge numbers: those go first when room is short.
    pub fn fitting(available: Rect) -> Option<CheckersGeometry> {
        CELL_SIZES.iter().find_map(|&cell| {
            [true, false].into_iter().find_map(|edge_numbers| {
                let (width, height) = board_size(cell, edge_numbers);
                (width <= available.width && height <= available.height)
                    .then(|| Self::at(centred(available, width, height), cell, edge_numbers))
            })
        })
    }

    fn at(area: Rect, (cell_width, cell_height): (u16, u16), edge_numbers: bool) -> Self {
        let edge = if edge_numbers { EDGE_WIDTH } else { 0 };
        let squares = Rect::new(
            area.x + edge + FRAME,
            area.y + FRAME,
            8 * cell_width,
            8 * cell_height,
        );
        CheckersGeometry {
            area,
            squares,
            cell_width,
            cell_height,
            edge_numbers,
        }
    }

    /// The screen area of the cell at a row and column (0-7, row 0 at the top).
    pub fn cell(&self, row: u8, column: u8) -> Rect {
        Rect::new(
            self.squares.x + u16::from(column) * self.cell_width,
            self.squares.y + u16::from(row) * self.cell_height,
            self.cell_width,
            self.cell_height,
        )
    }

    /// The cell under a screen position, as (row, column); nothing on the frame or the
    /// edge numbers.
    pub fn cell_at(&self, x: u16, y: u16) -> Option<(u8, u8)> {
        let inside = x >= self.squares.x
            && y >= self.squares.y
            && x < self.squares.right()
            && y < self.squares.bottom();
        inside.then(|| {
            (
                ((y - self.squares.y) / self.cell_height) as u8,
                ((x - self.squares.x) / self.cell_width) as u8,
            )
        })
    }
}

/// The board's width and height with cells of `cell` size.
fn board_size((cell_width, cell_height): (u16, u16), edge_numbers: bool) -> (u16, u16) {
    let edges = if edge_numbers { 2 * EDGE_WIDTH } else { 0 };
    (
        8 * cell_width + 2 * FRAME + edges,
        8 * cell_height + 2 * FRAME,
    )
}

/// The checkers screen divided into its parts, or the size it would need.
pub type CheckersLayout = shell::ScreenLayout<CheckersGeometry>;

/// Checkers' screen in `screen`.
pub fn checkers_layout(screen: Rect) -> CheckersLayout {
    let smallest = CELL_SIZES[CELL_SIZES.len() - 1];
    let least = board_size(smallest, false);
    CheckersLayout::split(screen, least, CheckersGeometry::fitting)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(width: u16, height: u16) -> CheckersLayout {
        checkers_layout(Rect::new(0, 0, width, height))
    }

    fn cell(width: u16, height: u16) -> Option<(u16, u16, bool)> {
        layout(width, height)
            .board()
            .map(|b| (b.cell_width, b.cell_height, b.edge_numbers))
    }

    #[test]
    fn the_board_grows_with_the_terminal_and_drops_its_edge_numbers_last() {
        assert_eq!(cell(30, 17), Some((3, 1, false)));
        assert_eq!(cell(80, 24), Some((5, 2, true)));
        assert_eq!(cell(110, 34), Some((7, 3, true)));
        assert_eq!(cell(200, 60), Some((11, 5, true)));
        // Too narrow for the numbers beside pieces this big: the numbers go.
        assert_eq!(cell(68, 24), Some((5, 2, false)));
    }

    #[test]
    fn too_small_names_the_size_it_needs() {
        assert_eq!(
            layout(29, 20),
            CheckersLayout::TooSmall {
                need_width: 30,
                need_height: 11
            }
        );
        assert!(layout(30, 11).board().is_some());
    }

    #[test]
    fn every_cell_is_found_under_the_mouse_and_the_frame_is_not() {
        for (width, height) in [(30, 11), (80, 24), (110, 34), (200, 60)] {
            let board = *layout(width, height).board().unwrap();
            for row in 0..8 {
                for column in 0..8 {
                    let cell = board.cell(row, column);
                    let corners = [(cell.x, cell.y), (cell.right() - 1, cell.bottom() - 1)];
                    for (x, y) in corners {
                        assert_eq!(board.cell_at(x, y), Some((row, column)));
                    }
                }
            }
            let frame = (board.squares.x - 1, board.squares.y);
            assert_eq!(board.cell_at(frame.0, frame.1), None);
            assert_eq!(board.cell_at(board.squares.x, board.squares.bottom()), None);
        }
    }
}
