//! Connect 4's screen: a read-only function of the model that draws the board, the
//! panel, the status bar and whatever box is open, each widget taking the theme it
//! is given.

use super::{BoardGeometry, BoardWidget, ScreenLayout, ShareBox, SidePanel, StatusBar};
use super::{Mode, Model, PuzzlePanel, opponent_menu};
use crate::terminal::context;
use crate::terminal::screen_layout;
use connect4_shell::{Boxes, Context, Theme, panel_outside, render_boxes, render_too_small};
use ratatui::Frame;
use ratatui::layout::Rect;

/// Draws the whole screen for the model.
pub fn view(model: &Model, theme: &Theme, frame: &mut Frame) {
    view_around_board(model, theme, frame, |board, frame| {
        frame.render_widget(board, frame.area());
    });
}

/// Draws the screen with the board left to `board`, in its place among the rest (the
/// page paints it on a canvas under the text; the terminal renders the widget).
pub fn view_around_board(
    model: &Model,
    theme: &Theme,
    frame: &mut Frame,
    board: impl FnOnce(BoardWidget<'_>, &mut Frame),
) {
    draw_screen(model, theme, frame, board, true);
}

/// As `view_around_board`, but without the side panel (a puzzle's too) and the status
/// bar, which the page shows in its own elements. The places of the board and the
/// boxes are the same, so a click lands where it did.
pub fn view_without_panels(
    model: &Model,
    theme: &Theme,
    frame: &mut Frame,
    board: impl FnOnce(BoardWidget<'_>, &mut Frame),
) {
    draw_screen(model, theme, frame, board, false);
}

/// The screen `view_without_panels` lays `area` out as (and so input must): the board
/// given the whole width, the panel beyond it.
pub fn screen_without_panels(model: &Model, area: Rect) -> Rect {
    panel_outside(area, |s| screen_layout(s, model.board_size()))
}

fn draw_screen(
    model: &Model,
    theme: &Theme,
    frame: &mut Frame,
    board: impl FnOnce(BoardWidget<'_>, &mut Frame),
    panels: bool,
) {
    let area = frame.area();
    let screen = if panels {
        area
    } else {
        screen_without_panels(model, area)
    };
    match screen_layout(screen, model.board_size()) {
        ScreenLayout::TooSmall {
            need_width,
            need_height,
        } => render_too_small(frame, area, need_width, need_height),
        ScreenLayout::Fits {
            board: geometry,
            panel,
            status,
        } => {
            board(board_widget(model, &geometry, theme), frame);
            // Without panels, the panel's place lies beyond the frame's edge.
            if let Some(panel) = panel.filter(|_| panels) {
                match &model.puzzle {
                    Some(puzzling) => frame.render_widget(
                        PuzzlePanel {
                            puzzling,
                            standing: &model.puzzles,
                            names: &model.settings.names,
                            theme,
                        },
                        panel,
                    ),
                    None => frame.render_widget(side_panel(model, theme), panel),
                }
            }
            if panels {
                frame.render_widget(status_bar(model, theme), status);
            }
            render_overlay(model, theme, frame, area);
        }
    }
}

/// The board of the match, or in a review the position shown, with the analysis of
/// that position, its best columns, and the column played next above the grid; or
/// the puzzle's board while one is open.
fn board_widget<'a>(
    model: &'a Model,
    geometry: &'a BoardGeometry,
    theme: &'a Theme,
) -> BoardWidget<'a> {
    if let Some(puzzling) = &model.puzzle {
        let your_move = puzzling.attempt.stage() == crate::puzzle::Stage::YourMove;
        return BoardWidget {
            game: puzzling.attempt.game(),
            hover: your_move.then_some(puzzling.hover),
            geometry,
            analysis: None,
            best: Vec::new(),
            fall: model.falling,
            theme,
        };
    }
    if let Some(review) = &model.review {
        let next = model.game.moves().get(review.ply);
        return BoardWidget {
            game: &review.position,
            hover: next.map(|played| played.column()),
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
    if model.sharing {
        let share = ShareBox {
            shared: model.shared(),
            keys: &model.settings.keys,
            clipboard: model.settings.clipboard,
            theme,
        };
        frame.render_widget(share, area);
    }
    let menu = |selected| opponent_menu(model, selected, theme);
    let boxes = Boxes {
        game: super::GAME,
        help_context: if model.review.is_some() {
            context::REVIEW
        } else {
            Context::BOARD
        },
        menu: &menu,
        question: None,
        notice_on_top: model.mode() == Mode::Notice,
    };
    render_boxes(
        &model.shell,
        &model.settings.keys,
        boxes,
        theme,
        frame,
        area,
    );
}

/// The side panel of the model: the score of this matchup and the moves.
fn side_panel<'a>(model: &'a Model, theme: &'a Theme) -> SidePanel<'a> {
    SidePanel {
        game: &model.game,
        names: &model.settings.names,
        seats: &model.settings.seats,
        tally: &model.tally,
        review: model.review.as_ref(),
        online: model.shell.online_seats.as_ref(),
        theme,
    }
}

/// The status bar of the model.
fn status_bar<'a>(model: &'a Model, theme: &'a Theme) -> StatusBar<'a> {
    StatusBar {
        game: &model.game,
        names: &model.settings.names,
        seats: &model.settings.seats,
        review: model.review.as_ref(),
        puzzle: model.puzzle.as_ref(),
        message: model.message.as_deref(),
        online: model.shell.online.as_deref(),
        spinner: model.shell.spinner,
        keys: &model.settings.keys,
        mode: model.mode(),
        theme,
    }
}

/// The status line as plain text, for what reads the game without seeing it (a screen
/// reader, a test): "● Red to move · Resumed the match in progress".
pub fn status_text(model: &Model, theme: &Theme) -> String {
    let spans = status_bar(model, theme).status_line();
    spans
        .iter()
        .map(|span| span.content.as_ref())
        .collect::<String>()
        .trim()
        .to_string()
}
