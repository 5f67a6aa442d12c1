//! The checkers screen: the board with the cursor, the move being entered and the
//! hint; the score and the moves beside it; the status line; and the boxes over it
//! (help, questions, notices). Read-only.

use super::{CheckersModel, Purpose};
use crate::app::{Action, Context};
use crate::ui::{
    CheckersBoard, ConfirmDialog, HelpOverlay, MenuBox, NoticeOverlay, Theme, panel_block,
    render_too_small,
};
use connect4_rules::checkers::Outcome;
use connect4_rules::game::Player;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

/// Where the board is drawn on a screen of `screen`'s size: at the top left, one cell
/// in from the edge.
pub(super) fn board_area(screen: Rect) -> Rect {
    let (width, height) = CheckersBoard::size();
    Rect::new(screen.x + 1, screen.y + 1, width, height).intersection(screen)
}

pub(super) fn view(model: &CheckersModel, theme: &Theme, frame: &mut Frame) {
    let screen = frame.area();
    let (board_width, board_height) = CheckersBoard::size();
    // The board one cell in from the edges, and the status line below it.
    let (need_width, need_height) = (board_width + 2, board_height + 3);
    if screen.width < need_width || screen.height < need_height {
        render_too_small(frame, screen, need_width, need_height);
        return;
    }
    let [main, status] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(screen);
    let board = *model.game.board();
    let entered = model.entry.path().to_vec();
    let choices = if model.computer_to_move() {
        Vec::new()
    } else {
        model.entry.choices(&board)
    };
    frame.render_widget(
        CheckersBoard {
            board: &board,
            cursor: (!model.computer_to_move()).then_some(model.cursor),
            entered: &entered,
            choices: &choices,
            hint: model.hint.as_ref().map(|mv| mv.path.as_slice()),
            theme,
        },
        board_area(main),
    );
    let side_x = board_width + 3;
    let side = Rect::new(
        side_x,
        main.y,
        main.width.saturating_sub(side_x),
        main.height,
    );
    if side.width >= 20 {
        frame.render_widget(side_panel(model, theme), side);
    }
    let said = model.status_text();
    let status_width = said.chars().count() as u16;
    frame.render_widget(Paragraph::new(said).style(theme.status_bar), status);
    let keys = key_hints(model);
    let keys_width = keys.chars().count() as u16;
    if status_width + keys_width < status.width {
        let x = status.right() - keys_width;
        let area = Rect::new(x, status.y, keys_width, 1);
        frame.render_widget(Paragraph::new(keys).style(theme.status_bar), area);
    }
    if model.help {
        let keys = &model.keys;
        let context = Context::Squares;
        frame.render_widget(
            HelpOverlay {
                keys,
                context,
                theme,
            },
            screen,
        );
    }
    if let Some(selected) = model.menu {
        frame.render_widget(
            MenuBox {
                title: " Opponent ",
                lines: super::menu::lines(model),
                selected,
                footer: "Enter chooses (a new game starts), Esc closes",
                theme,
            },
            screen,
        );
    }
    if let Some(question) = question(model) {
        frame.render_widget(
            ConfirmDialog {
                question: &question,
                theme,
            },
            screen,
        );
    }
    if let Some(text) = model.notices.first() {
        frame.render_widget(NoticeOverlay { text, theme }, screen);
    }
}

fn side_panel<'a>(model: &'a CheckersModel, theme: &Theme) -> Paragraph<'a> {
    let tally = &model.tally;
    // Each name with the glyph of the colour it plays this game.
    let glyph = |seat: Player| {
        let black = if model.black == seat {
            Player::One
        } else {
            Player::Two
        };
        theme.glyphs[black]
    };
    let mut lines = vec![
        Line::raw(format!(
            "{} {:<16}{:>4}",
            glyph(Player::One),
            model.names.one,
            tally.wins.one
        )),
        Line::raw(format!(
            "{} {:<16}{:>4}",
            glyph(Player::Two),
            model.names.two,
            tally.wins.two
        )),
        Line::raw(format!("  {:<16}{:>4}", "Draws", tally.draws)),
        Line::raw(""),
    ];
    let moves = model.game.moves();
    // The last twelve moves of each side, Black's and White's side by side.
    let first = moves.len().saturating_sub(24) / 2 * 2;
    for (pair, chunk) in moves[first..].chunks(2).enumerate() {
        let number = first / 2 + pair + 1;
        let text: Vec<String> = chunk.iter().map(ToString::to_string).collect();
        lines.push(Line::raw(format!("{number:>3}. {}", text.join("  "))));
    }
    Paragraph::new(lines)
        .style(theme.text)
        .block(panel_block(theme, " Checkers "))
}

impl CheckersModel {
    /// The status line: who is to move or how the game ended, the hint, and what was
    /// last said. The page reads it out to screen readers too.
    pub fn status_text(&self) -> String {
        let model = self;
        let state = match model.game.outcome() {
            Some(Outcome::Win(color)) => format!("{} wins", model.name(color)),
            Some(Outcome::Draw(reason)) => format!("Draw ({})", draw_words(reason)),
            None if model.computer_to_move() => {
                let spinner = ["|", "/", "-", "\\"][model.spinner % 4];
                format!(
                    "{} is thinking {spinner}",
                    model.name(model.computer_color())
                )
            }
            None => {
                let to_move = format!("{} to move", model.name(model.game.to_move()));
                match (&model.hint, model.asked) {
                    (Some(mv), _) => format!("{to_move} · hint {mv}"),
                    (None, Some((_, Purpose::Hint))) => format!("{to_move} · hint …"),
                    _ => to_move,
                }
            }
        };
        let said = model
            .message
            .as_deref()
            .map(|m| format!(" · {m}"))
            .unwrap_or_default();
        format!(" {state}{said}")
    }
}

fn draw_words(reason: connect4_rules::checkers::DrawReason) -> &'static str {
    use connect4_rules::checkers::DrawReason;
    match reason {
        DrawReason::Agreement => "agreed",
        DrawReason::Repetition => "the same position three times",
        DrawReason::QuietMoves => "40 moves each without a capture or a man's move",
    }
}

/// The question on screen: leaving mid-game, or a draw offered between two people.
fn question(model: &CheckersModel) -> Option<String> {
    if let Some(side) = model.draw_offer {
        let (offering, asked) = (model.name(side), model.name(side.other()));
        return Some(format!("{offering} offers a draw. {asked}, do you accept?"));
    }
    model.confirm.map(|confirm| confirm.question().to_string())
}

/// The main keys in effect, for the right of the status line.
fn key_hints(model: &CheckersModel) -> String {
    let keys = &model.keys;
    format!(
        " {} pick · {} undo · {} draw · {} help · {} quit ",
        keys.first(Action::Pick),
        keys.first(Action::Undo),
        keys.first(Action::OfferDraw),
        keys.first(Action::Help),
        keys.first(Action::Quit)
    )
}
