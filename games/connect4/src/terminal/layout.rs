//! Where everything goes on screen: shared by the view and by the mouse handling, so a
//! click lands on the column that was drawn there.

use crate::game::{BoardSize, Column};
use connect4_shell::{self as shell, centred};
use ratatui::layout::Rect;

/// Inner cell sizes (width, height) from largest to smallest; the largest that fits is
/// used, so the board grows with the terminal. Widths are odd so a glyph sits centred.
const CELL_SIZES: [(u16, u16); 6] = [(11, 5), (9, 4), (7, 3), (5, 2), (3, 1), (1, 1)];
/// Rows the board needs beyond its cells: the hover row, the hint row, the top border
/// and the column numbers (each cell row brings its own border line below it). The
/// hint row is always kept so the board does not jump when hints are switched on.
const BOARD_EXTRA_ROWS: u16 = 4;

/// The board's position and cell size on screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardGeometry {
    /// The whole board: hover row, grid and column numbers.
    pub area: Rect,
    pub size: BoardSize,
    /// Inside width and height of one cell, not counting grid lines.
    pub cell_width: u16,
    pub cell_height: u16,
}

impl BoardGeometry {
    fn fitting(size: BoardSize, available: Rect) -> Option<Self> {
        CELL_SIZES.iter().find_map(|&(cell_width, cell_height)| {
            let width = size.columns() as u16 * (cell_width + 1) + 1;
            let height = size.rows() as u16 * (cell_height + 1) + BOARD_EXTRA_ROWS;
            (width <= available.width && height <= available.height).then(|| BoardGeometry {
                area: centred(available, width, height),
                size,
                cell_width,
                cell_height,
            })
        })
    }

    /// The smallest board this size can be drawn as: (width, height).
    fn minimum(size: BoardSize) -> (u16, u16) {
        let (cell_width, cell_height) = CELL_SIZES[CELL_SIZES.len() - 1];
        (
            size.columns() as u16 * (cell_width + 1) + 1,
            size.rows() as u16 * (cell_height + 1) + BOARD_EXTRA_ROWS,
        )
    }

    /// The screen x of the left grid line of a 0-based column.
    pub fn column_x(&self, column: usize) -> u16 {
        self.area.x + column as u16 * (self.cell_width + 1)
    }

    /// The screen y of the top line of a 0-based row counted from the bottom.
    pub fn row_y(&self, row: usize) -> u16 {
        let from_top = (self.size.rows() - 1 - row) as u16;
        self.grid_top() + 1 + from_top * (self.cell_height + 1)
    }

    /// The screen y of the hint row, between the hover row and the grid.
    pub fn hint_row(&self) -> u16 {
        self.area.y + 1
    }

    /// The screen y of the grid's top border (below the hover and hint rows).
    pub fn grid_top(&self) -> u16 {
        self.area.y + 2
    }

    /// The 0-based column under a screen position, anywhere from the hover row down to
    /// the column numbers; a grid line counts as part of the column on its right.
    pub fn column_at(&self, x: u16, y: u16) -> Option<Column> {
        let inside = x >= self.area.x
            && x < self.area.right().saturating_sub(1)
            && y >= self.area.y
            && y < self.area.bottom();
        inside.then(|| Column::new(((x - self.area.x) / (self.cell_width + 1)) as usize))
    }
}

/// Connect 4's screen divided into its parts, or the size it would need.
pub type ScreenLayout = shell::ScreenLayout<BoardGeometry>;

/// Connect 4's screen in `area` for a board of `size`.
pub fn screen_layout(area: Rect, size: BoardSize) -> ScreenLayout {
    let least = BoardGeometry::minimum(size);
    ScreenLayout::split(area, least, |board| BoardGeometry::fitting(size, board))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(width: u16, height: u16) -> ScreenLayout {
        screen_layout(Rect::new(0, 0, width, height), BoardSize::STANDARD)
    }

    #[test]
    fn the_board_grows_with_the_terminal() {
        let cell = |l: ScreenLayout| l.board().map(|b| (b.cell_width, b.cell_height));
        assert_eq!(cell(layout(80, 24)), Some((5, 2)));
        assert_eq!(cell(layout(200, 60)), Some((11, 5)));
        assert_eq!(cell(layout(100, 30)), Some((7, 3)));
        assert_eq!(cell(layout(40, 17)), Some((3, 1)));
        let big = BoardSize::new(10, 10).unwrap();
        let smallest = screen_layout(Rect::new(0, 0, 40, 25), big);
        assert_eq!(cell(smallest), Some((1, 1)));
    }

    #[test]
    fn too_small_names_the_size_it_needs() {
        assert_eq!(
            layout(20, 10),
            ScreenLayout::TooSmall {
                need_width: 30,
                need_height: 17
            }
        );
    }

    #[test]
    fn the_panel_appears_only_when_there_is_room() {
        assert!(matches!(
            layout(80, 24),
            ScreenLayout::Fits { panel: Some(_), .. }
        ));
        assert!(matches!(
            layout(36, 24),
            ScreenLayout::Fits { panel: None, .. }
        ));
    }

    #[test]
    fn with_the_panel_outside_the_board_is_centred_on_the_whole_screen() {
        for (width, height) in [(30, 17), (80, 24), (100, 44), (130, 44), (200, 60)] {
            let screen = Rect::new(0, 0, width, height);
            let laid =
                connect4_shell::panel_outside(screen, |s| screen_layout(s, BoardSize::STANDARD));
            let board = screen_layout(laid, BoardSize::STANDARD)
                .board()
                .unwrap()
                .area;
            assert!(board.right() <= width, "{width}x{height}: {board:?}");
            let (left, right) = (board.x, width - board.right());
            assert!(left.abs_diff(right) <= 1, "{width}x{height}: {board:?}");
        }
    }

    #[test]
    fn with_the_status_bar_outside_the_board_reaches_the_bottom_row() {
        // The page's screen is sized to the board (16 rows for 7x6 in cells of 3x1):
        // no row is kept under it for a status bar the page does not draw.
        let screen = Rect::new(0, 0, 31, 16);
        let laid = connect4_shell::panel_outside(screen, |s| screen_layout(s, BoardSize::STANDARD));
        let board = *screen_layout(laid, BoardSize::STANDARD).board().unwrap();
        assert_eq!((board.cell_width, board.cell_height), (3, 1));
        assert_eq!((board.area.y, board.area.bottom()), (0, 16));
        assert_eq!((board.area.x, 31 - board.area.right()), (1, 1));
    }

    #[test]
    fn columns_are_found_under_the_mouse() {
        let board = *layout(80, 24).board().unwrap();
        let middle_of = |column| board.column_x(column) + 1 + board.cell_width / 2;
        for column in 0..7 {
            assert_eq!(
                board.column_at(middle_of(column), board.area.y),
                Some(Column::new(column))
            );
        }
        assert_eq!(
            board.column_at(board.area.x.saturating_sub(1), board.area.y),
            None
        );
        assert_eq!(board.column_at(middle_of(3), board.area.bottom()), None);
    }
}
