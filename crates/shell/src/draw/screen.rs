//! How every game's screen is split: the board's area, the panel beside it when the
//! terminal is wide enough, and the status bar below; or the size the game needs.

use ratatui::layout::{Constraint, Layout, Rect};

/// Width of the side panel (score and moves) when there is room for it.
pub const PANEL_WIDTH: u16 = 26;
/// Below this width the status bar cannot say whose turn it is.
const MIN_WIDTH: u16 = 30;

/// The screen divided into its parts, `G` being where a game's board goes; or the
/// size it would need.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScreenLayout<G> {
    Fits {
        board: G,
        /// Score and moves, when the terminal is wide enough.
        panel: Option<Rect>,
        status: Rect,
    },
    TooSmall {
        need_width: u16,
        need_height: u16,
    },
}

impl<G> ScreenLayout<G> {
    /// Splits `screen` for a board that needs at least `least` (width, height),
    /// placed by `fit` in the area left to it.
    pub fn split(screen: Rect, least: (u16, u16), fit: impl FnOnce(Rect) -> Option<G>) -> Self {
        let (board_width, board_height) = least;
        let (need_width, need_height) = (board_width.max(MIN_WIDTH), board_height + 1);
        if screen.width < need_width || screen.height < need_height {
            return ScreenLayout::TooSmall {
                need_width,
                need_height,
            };
        }
        let [main, status] =
            Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(screen);
        let (board_area, panel) = if main.width >= board_width + PANEL_WIDTH + 2 {
            let [board_area, panel] =
                Layout::horizontal([Constraint::Fill(1), Constraint::Length(PANEL_WIDTH)])
                    .areas(main);
            (board_area, Some(panel))
        } else {
            (main, None)
        };
        let board = fit(board_area).expect("the minimum size check guarantees the board fits");
        ScreenLayout::Fits {
            board,
            panel,
            status,
        }
    }

    pub fn board(&self) -> Option<&G> {
        match self {
            ScreenLayout::Fits { board, .. } => Some(board),
            ScreenLayout::TooSmall { .. } => None,
        }
    }
}

/// The screen to lay a game out on so that its board takes the whole of `screen`, for
/// a view that shows no side panel or status bar of text (the page shows its own):
/// `screen` widened by the panel and lengthened by the status bar, which then fall
/// beyond its right and bottom edges, so input read through the same layout lands
/// where the board was drawn and no row is left empty under the board. Not widened
/// when the widened screen has no room for the panel; `screen` itself when the game
/// does not fit the lengthened one.
pub fn panel_outside<G>(screen: Rect, layout: impl Fn(Rect) -> ScreenLayout<G>) -> Rect {
    let lengthened = Rect {
        height: screen.height.saturating_add(1),
        ..screen
    };
    if matches!(layout(lengthened), ScreenLayout::TooSmall { .. }) {
        return screen;
    }
    let widened = Rect {
        width: lengthened.width.saturating_add(PANEL_WIDTH),
        ..lengthened
    };
    match layout(widened) {
        ScreenLayout::Fits { panel: Some(_), .. } => widened,
        _ => lengthened,
    }
}

/// A `width` by `height` box in the middle of `area` (which holds it).
pub fn centred(area: Rect, width: u16, height: u16) -> Rect {
    Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    )
}
