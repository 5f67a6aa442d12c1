//! The checkers screen, placed by `CheckersLayout`: the board with the cursor, the
//! move being entered, the hint and the last move; the score and the score sheet
//! beside it; the status line; and the boxes over it (help, questions, notices).
//! Read-only.

use super::{CheckersBoard, CheckersGeometry, CheckersLayout, CheckersPanel, side_disc};
use super::{CheckersModel, Purpose};
use crate::terminal::action;
use crate::terminal::checkers_layout;
use crate::{Level, Move, Outcome};
use connect4_game::seat::{ByPlayer, Player};
use connect4_shell::{
    self as shell, Action, Boxes, Context, MenuBox, Theme, Turn, render_too_small,
};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

pub(super) fn view(model: &CheckersModel, theme: &Theme, frame: &mut Frame) {
    view_around_board(model, theme, frame, |board, frame| {
        frame.render_widget(board, frame.area());
    });
}

/// Draws the screen with the board left to `board`, in its place among the rest (the
/// page paints it on a canvas under the text; the terminal renders the widget).
pub fn view_around_board(
    model: &CheckersModel,
    theme: &Theme,
    frame: &mut Frame,
    board: impl FnOnce(CheckersBoard<'_>, &mut Frame),
) {
    draw_screen(model, theme, frame, board, true);
}

/// As `view_around_board`, but without the side panel and the status line, which the
/// page shows in its own elements; the board and the boxes stay where they were.
pub fn view_without_panels(
    model: &CheckersModel,
    theme: &Theme,
    frame: &mut Frame,
    board: impl FnOnce(CheckersBoard<'_>, &mut Frame),
) {
    draw_screen(model, theme, frame, board, false);
}

/// The screen `view_without_panels` lays `area` out as (and so input must): the board
/// given the whole width, the panel beyond it.
pub fn screen_without_panels(area: Rect) -> Rect {
    shell::panel_outside(area, checkers_layout)
}

fn draw_screen(
    model: &CheckersModel,
    theme: &Theme,
    frame: &mut Frame,
    board: impl FnOnce(CheckersBoard<'_>, &mut Frame),
    panels: bool,
) {
    let screen = frame.area();
    let laid = if panels {
        screen
    } else {
        screen_without_panels(screen)
    };
    let (geometry, panel, status) = match checkers_layout(laid) {
        CheckersLayout::TooSmall {
            need_width,
            need_height,
        } => return render_too_small(frame, screen, need_width, need_height),
        CheckersLayout::Fits {
            board,
            panel,
            status,
        } => (board, panel, status),
    };
    render_board(model, &geometry, theme, frame, board);
    if panels {
        if let Some(panel) = panel {
            frame.render_widget(side_panel(model, theme), panel);
        }
        render_status(model, theme, frame, status);
    }
    render_boxes(model, theme, frame, screen);
}

/// The board with the cursor and the move entered while the person is to move.
fn render_board(
    model: &CheckersModel,
    geometry: &CheckersGeometry,
    theme: &Theme,
    frame: &mut Frame,
    render: impl FnOnce(CheckersBoard<'_>, &mut Frame),
) {
    let board = model.game.board();
    let persons_turn = model.keyboard_to_move();
    let choices = if persons_turn {
        model.entry.choices(board)
    } else {
        Vec::new()
    };
    let widget = CheckersBoard {
        board,
        geometry,
        cursor: persons_turn.then_some(model.cursor),
        entered: model.entry.path(),
        choices: &choices,
        hint: model.hint.as_ref().map(|mv| mv.path.as_slice()),
        last: model.game.moves().last(),
        numbers: model.numbers,
        theme,
    };
    render(widget, frame);
}

fn side_panel<'a>(model: &'a CheckersModel, theme: &'a Theme) -> CheckersPanel<'a> {
    let moves = model.game.moves();
    // Whoever is to move now moved first when an even number of moves were made.
    let first = if moves.len().is_multiple_of(2) {
        model.game.to_move()
    } else {
        model.game.to_move().other()
    };
    let online = model.shell.online_seats.as_ref();
    // The computer's level, or online the player's rating.
    let tag = |seat| {
        let rating = online.and_then(|online| online.tags[seat].as_deref());
        model.seats.computer(seat).map(Level::name).or(rating)
    };
    CheckersPanel {
        names: &model.names,
        levels: ByPlayer::new(tag(Player::One), tag(Player::Two)),
        clocks: online.and_then(|online| online.clocks.as_ref()),
        black: model.black,
        tally: &model.tally,
        moves,
        first,
        theme,
    }
}

/// The status line: what is happening on the left, after the disc of the side it is
/// about (as Connect 4's), and the main keys on the right.
fn render_status(model: &CheckersModel, theme: &Theme, frame: &mut Frame, status: Rect) {
    let side = match model.game.outcome() {
        Some(Outcome::Win(color)) => Some(color),
        Some(Outcome::Draw(_)) => None,
        None => Some(model.game.to_move()),
    };
    let mut spans = Vec::new();
    if let Some(color) = side {
        let disc = side_disc(color);
        spans.push(Span::raw(" "));
        spans.push(Span::styled(
            theme.glyphs[disc].to_string(),
            theme.disc(disc),
        ));
    }
    spans.push(Span::raw(model.status_text()));
    let said = Line::from(spans);
    let status_width = said.width() as u16;
    frame.render_widget(Paragraph::new(said).style(theme.status_bar), status);
    let keys = key_hints(model, status.width.saturating_sub(status_width).into());
    let keys_width = keys.chars().count() as u16;
    if status_width + keys_width < status.width {
        let x = status.right() - keys_width;
        let area = Rect::new(x, status.y, keys_width, 1);
        frame.render_widget(Paragraph::new(keys).style(theme.status_bar), area);
    }
}

/// The boxes over the board: help, the opponent menu, a question, a notice.
/// The opponent menu with `selected` picked (the page shows it as its own list too).
pub fn opponent_menu<'a>(model: &CheckersModel, selected: usize, theme: &'a Theme) -> MenuBox<'a> {
    MenuBox {
        title: " Opponent ",
        lines: super::menu::lines(model),
        selected,
        footer: "Enter chooses (a new game starts), Esc closes",
        theme,
    }
}

fn render_boxes(model: &CheckersModel, theme: &Theme, frame: &mut Frame, screen: Rect) {
    let menu = |selected| opponent_menu(model, selected, theme);
    let boxes = Boxes {
        game: super::GAME,
        help_context: Context::BOARD,
        menu: &menu,
        question: draw_question(model),
        notice_on_top: model.context() == Context::NOTICE,
    };
    shell::render_boxes(&model.shell, &model.keys, boxes, theme, frame, screen);
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
                let spinner = ["|", "/", "-", "\\"][model.shell.spinner % 4];
                let to_move = model.seat(model.game.to_move());
                let level = model.seats.computer(to_move);
                let level = level.map_or(String::new(), |l| format!(" ({l})"));
                let name = &model.names[to_move];
                format!("{name}{level} is thinking {spinner}")
            }
            None if model.turn() == Some(Turn::Elsewhere) => {
                format!("waiting for {} to move", model.name(model.game.to_move()))
            }
            None => {
                let mut to_move = format!("{} to move", model.name(model.game.to_move()));
                if let Some(entered) = model.entered_text() {
                    to_move = format!("{to_move} · {entered}");
                }
                match (&model.hint, model.asked) {
                    (Some(mv), _) => format!("{to_move} · hint {mv}"),
                    (None, Some((_, Purpose::Hint))) => format!("{to_move} · hint …"),
                    _ => to_move,
                }
            }
        };
        let said: String = [model.shell.online.as_deref(), model.message.as_deref()]
            .into_iter()
            .flatten()
            .map(|m| format!(" · {m}"))
            .collect();
        format!(" {state}{said}")
    }

    /// The move being entered as it will be written, its end still open: `11-…`
    /// once a piece is picked, `6x15x…` halfway through a multi-jump.
    fn entered_text(&self) -> Option<String> {
        let path = self.entry.path();
        if path.is_empty() {
            return None;
        }
        let capture = self
            .game
            .legal_moves()
            .first()
            .is_some_and(Move::is_capture);
        let joint = if capture { "x" } else { "-" };
        let squares: Vec<String> = path.iter().map(|s| (s + 1).to_string()).collect();
        Some(format!("{}{joint}…", squares.join(joint)))
    }
}

fn draw_words(reason: crate::DrawReason) -> &'static str {
    use crate::DrawReason;
    match reason {
        DrawReason::Agreement => "agreed",
        DrawReason::Repetition => "the same position three times",
        DrawReason::QuietMoves => "40 moves each without a capture or a man's move",
    }
}

/// The game's own question: a draw offered between two people (the page shows it
/// too).
pub fn draw_question(model: &CheckersModel) -> Option<String> {
    let side = model.draw_offer?;
    let (offering, asked) = (model.name(side), model.name(side.other()));
    Some(format!("{offering} offers a draw. {asked}, do you accept?"))
}

/// The main keys in effect, for the right of the status line: the numbers' key too
/// when there is room for it beside what the status says.
fn key_hints(model: &CheckersModel, room: usize) -> String {
    let keys = &model.keys;
    let hint = |action: Action, what: &str| format!("{} {what}", keys.first(action));
    // Online, moves stand: resigning takes the place of taking one back.
    let second = if model.seats.any_elsewhere() {
        hint(Action::RESIGN, "resign")
    } else {
        hint(Action::UNDO, "undo")
    };
    let first = [
        hint(action::PICK, "pick"),
        second,
        hint(action::OFFER_DRAW, "draw"),
    ];
    let last = [hint(Action::HELP, "help"), hint(Action::QUIT, "quit")];
    let line = |middle: &[String]| {
        let all: Vec<&str> = first
            .iter()
            .chain(middle)
            .chain(&last)
            .map(String::as_str)
            .collect();
        format!(" {} ", all.join(" · "))
    };
    let with_numbers = line(&[hint(action::NUMBERS, "numbers")]);
    if with_numbers.chars().count() < room {
        with_numbers
    } else {
        line(&[])
    }
}
