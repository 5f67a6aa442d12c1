//! Each game's screen on the page: the terminal's view for the boxes over the board
//! (the side panel and the status line are the page's own elements, `side_panel`),
//! the board's cells left blank and the board painted on the canvas beneath them.

use crate::board::board_canvas::BoardCanvas;
use crate::board::board_motion::Motion;
use crate::board::{checkers_paint, connect4_paint};
use connect4::shell::{Overlay, ShellState, Theme};
use connect4_checkers::terminal::{self as checkers, CheckersModel};
use connect4_classic::terminal::{Mode, Model, view_without_panels};
use ratatui::Frame;

pub trait PaintsBoard {
    /// Draws the screen into `frame` and the board onto `canvas`, with what moves on
    /// it now.
    fn draw(&self, theme: &Theme, frame: &mut Frame, canvas: &mut BoardCanvas, motion: &Motion);
}

impl PaintsBoard for Model {
    fn draw(&self, theme: &Theme, frame: &mut Frame, canvas: &mut BoardCanvas, motion: &Motion) {
        let screen = frame.area();
        let mut painted = false;
        view_without_panels(self, theme, frame, |board, _| {
            let ground = connect4_paint::Ground { text: canvas.ink() };
            let drawn = canvas
                .frame(screen)
                .map(|painter| connect4_paint::paint(&painter, &board, &ground, motion));
            if let Some(drawn) = drawn {
                canvas.publish_spots(&drawn.spots);
                canvas.publish("data-hover", drawn.hover.as_ref().map(|h| &h[..]));
                canvas.publish("data-hints", drawn.hints.as_ref().map(|h| &h[..]));
                painted = true;
            }
        });
        if !painted {
            canvas.clear();
        }
        let boxed = matches!(
            self.mode(),
            Mode::Help | Mode::Confirm(_) | Mode::Menu(_) | Mode::Notice | Mode::Share
        );
        canvas.behind_box(boxed);
    }
}

impl PaintsBoard for CheckersModel {
    fn draw(&self, theme: &Theme, frame: &mut Frame, canvas: &mut BoardCanvas, _: &Motion) {
        let screen = frame.area();
        let mut painted = false;
        checkers::view_without_panels(self, theme, frame, |board, _| {
            let ground = connect4_paint::Ground { text: canvas.ink() };
            let spots = canvas
                .frame(screen)
                .map(|painter| checkers_paint::paint(&painter, &board, &ground));
            if let Some(spots) = spots {
                canvas.publish_spots(&spots);
                painted = true;
            }
        });
        if !painted {
            canvas.clear();
        }
        canvas.behind_box(box_open(&self.shell));
    }
}

/// Whether a box (help, a question, a menu, a notice) is drawn over the board.
pub(crate) fn box_open(shell: &ShellState) -> bool {
    shell.overlay != Overlay::None || !shell.notices.is_empty()
}
