//! The view: a read-only function of the model that draws widgets, each taking the
//! theme it is given.

mod board;
mod checkers_board;
mod checkers_layout;
mod checkers_panel;
mod judgement;
mod layout;
mod overlay;
mod side_panel;
mod status_bar;
pub mod theme;

pub use board::BoardWidget;
pub use checkers_board::{CheckersBoard, cell_of, side_disc, square_at};
pub use checkers_layout::{CheckersGeometry, CheckersLayout};
pub use checkers_panel::{CheckersPanel, score_sheet};
pub use layout::{BoardGeometry, ScreenLayout};
pub use overlay::{
    ConfirmDialog, HelpOverlay, MenuBox, NoticeOverlay, centred_popup, help_lines, help_lines_in,
    opponent_menu,
};
pub use side_panel::SidePanel;
pub use status_bar::{StatusBar, status_text};
pub use theme::Theme;

use crate::app::{Context, Model, Overlay};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::symbols::border;
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Paragraph, Wrap};

/// Draws the whole screen for the model.
pub fn view(model: &Model, theme: &Theme, frame: &mut Frame) {
    let area = frame.area();
    match ScreenLayout::new(area, model.game.size()) {
        ScreenLayout::TooSmall {
            need_width,
            need_height,
        } => render_too_small(frame, area, need_width, need_height),
        ScreenLayout::Fits {
            board,
            panel,
            status,
        } => {
            frame.render_widget(board_widget(model, &board, theme), area);
            if let Some(panel) = panel {
                frame.render_widget(SidePanel { model, theme }, panel);
            }
            frame.render_widget(StatusBar { model, theme }, status);
            render_overlay(model, theme, frame, area);
        }
    }
}

/// The board of the match, or in a review the position shown, with the analysis of
/// that position, its best columns, and the column played next above the grid.
fn board_widget<'a>(
    model: &'a Model,
    geometry: &'a BoardGeometry,
    theme: &'a Theme,
) -> BoardWidget<'a> {
    if let Some(review) = &model.review {
        let next = model.game.moves().get(review.ply);
        return BoardWidget {
            game: &review.position,
            hover: next.map(|played| played.cell.column),
            geometry,
            analysis: review.analyses.get(review.ply).and_then(Option::as_ref),
            best: review
                .judged(&model.game, review.ply)
                .map_or_else(Vec::new, |judged| judged.best),
            fall: None,
            theme,
        };
    }
    let hover = model.keyboard_to_move().then_some(model.hover);
    BoardWidget {
        game: &model.game,
        hover,
        geometry,
        analysis: model.analysis.as_ref().filter(|_| model.hints),
        best: Vec::new(),
        fall: model.falling,
        theme,
    }
}

fn render_overlay(model: &Model, theme: &Theme, frame: &mut Frame, area: Rect) {
    match model.overlay {
        Overlay::None => {
            if let Some(text) = model.notices.first() {
                frame.render_widget(NoticeOverlay { text, theme }, area);
            }
        }
        Overlay::Help => frame.render_widget(
            HelpOverlay {
                keys: &model.settings.keys,
                context: if model.review.is_some() {
                    Context::Review
                } else {
                    Context::Board
                },
                theme,
            },
            area,
        ),
        Overlay::Confirm(question) => {
            let question = question.question();
            frame.render_widget(ConfirmDialog { question, theme }, area);
        }
        Overlay::Menu(selected) => {
            frame.render_widget(opponent_menu(model, selected, theme), area);
        }
    }
}

/// Says which size the screen must have instead of drawing a cut game.
pub fn render_too_small(frame: &mut Frame, area: Rect, need_width: u16, need_height: u16) {
    let text = format!(
        "Terminal too small: need {need_width}x{need_height} (now {}x{})",
        area.width, area.height
    );
    let y = area.height / 2;
    let line_area = Rect::new(
        area.x,
        area.y + y.min(area.height.saturating_sub(1)),
        area.width,
        area.height - y,
    );
    frame.render_widget(
        Paragraph::new(Line::raw(text).centered()).wrap(Wrap { trim: true }),
        line_area,
    );
}

/// A bordered block in the theme's frame style: rounded corners, or `+-|` in ASCII mode.
pub fn panel_block(theme: &Theme, title: impl Into<Line<'static>>) -> Block<'static> {
    const ASCII: border::Set = border::Set {
        top_left: "+",
        top_right: "+",
        bottom_left: "+",
        bottom_right: "+",
        vertical_left: "|",
        vertical_right: "|",
        horizontal_top: "-",
        horizontal_bottom: "-",
    };
    let block = Block::bordered().title(title).border_style(theme.frame);
    if theme.ascii {
        block.border_set(ASCII)
    } else {
        block.border_type(BorderType::Rounded)
    }
}
