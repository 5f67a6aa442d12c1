//! Checkers as a program of the app shell: its keys and clicks, its screen (the
//! board, the score and the moves beside it, the status line), and time ticking while
//! the computer thinks.

use super::{CheckersMessage, CheckersModel, Think, update};
use crate::app::program::{Program, Route};
use crate::app::{Key, KeyPress, Pointer, PointerAction, StoreAnswer};
use crate::checkers::{Color, Outcome};
use crate::ui::{
    CheckersBoard, ConfirmDialog, NoticeOverlay, Theme, centred_popup, panel_block,
    render_too_small,
};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph};
use std::time::Duration;

/// The keys of checkers, as the help lists them.
pub const HELP: [(&str, &str); 8] = [
    ("arrows, h j k l", "move the cursor"),
    (
        "Enter, Space",
        "pick the piece, then its square (hop by hop)",
    ),
    ("Esc", "let go of the piece; quit"),
    ("u, Ctrl-Z", "take back a move (and the computer's reply)"),
    ("n", "new game (asks mid-game)"),
    ("q", "quit (asks mid-game)"),
    ("?", "show or hide this help"),
    ("Mouse", "click a piece, then its square"),
];

/// How often the screen refreshes while the computer thinks.
const TICK: Duration = Duration::from_millis(80);

impl Program for CheckersModel {
    type Message = CheckersMessage;
    type Job = Think;

    fn update(&mut self, message: CheckersMessage) -> Vec<Route<Think>> {
        update(self, message)
    }

    fn view(&self, theme: &Theme, frame: &mut Frame) {
        view(self, theme, frame);
    }

    fn on_key(&self, press: KeyPress) -> Option<CheckersMessage> {
        use CheckersMessage as M;
        let KeyPress { key, ctrl } = press;
        if ctrl {
            return match key {
                Key::Char('c') => Some(M::ForceQuit),
                Key::Char('z') => Some(M::Undo),
                _ => None,
            };
        }
        if !self.notices.is_empty() {
            return matches!(key, Key::Enter | Key::Space | Key::Esc).then_some(M::Dismiss);
        }
        if self.confirm.is_some() {
            return match key {
                Key::Char('y' | 'Y') | Key::Enter => Some(M::Confirm),
                Key::Char('n' | 'N') | Key::Esc => Some(M::Cancel),
                _ => None,
            };
        }
        if self.help {
            // The board is behind the help: only closing it, or quitting, is read.
            return match key {
                Key::Char('?') | Key::Esc => Some(M::ToggleHelp),
                Key::Char('q') => Some(M::Quit),
                _ => None,
            };
        }
        Some(match key {
            Key::Left | Key::Char('h') => M::Cursor(0, -1),
            Key::Right | Key::Char('l') => M::Cursor(0, 1),
            Key::Up | Key::Char('k') => M::Cursor(-1, 0),
            Key::Down | Key::Char('j') => M::Cursor(1, 0),
            Key::Enter | Key::Space => M::Choose,
            Key::Esc => M::Back,
            Key::Char('u') => M::Undo,
            Key::Char('n') => M::NewMatch,
            Key::Char('q') => M::Quit,
            Key::Char('?') => M::ToggleHelp,
            _ => return None,
        })
    }

    fn on_pointer(&self, pointer: Pointer, screen: Rect) -> Option<CheckersMessage> {
        if self.confirm.is_some() || self.help || !self.notices.is_empty() {
            return None;
        }
        let (row, column) = CheckersBoard::cell_at(board_area(screen), pointer.x, pointer.y)?;
        Some(match pointer.action {
            PointerAction::Hover => CheckersMessage::PointAt(row, column),
            PointerAction::Press => CheckersMessage::ChooseAt(row, column),
        })
    }

    fn tick(&self) -> CheckersMessage {
        CheckersMessage::Tick
    }

    fn stored(&self, answer: StoreAnswer) -> CheckersMessage {
        CheckersMessage::Stored(answer)
    }

    fn running(&self) -> bool {
        self.running
    }

    fn tick_after(&self) -> Option<Duration> {
        self.thinking.is_some().then_some(TICK)
    }
}

/// Where the board is drawn on a screen of `screen`'s size: at the top left, one cell
/// in from the edge.
fn board_area(screen: Rect) -> Rect {
    let (width, height) = CheckersBoard::size();
    Rect::new(screen.x + 1, screen.y + 1, width, height).intersection(screen)
}

fn view(model: &CheckersModel, theme: &Theme, frame: &mut Frame) {
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
    let said = status_line(model);
    let status_width = said.chars().count() as u16;
    frame.render_widget(Paragraph::new(said).style(theme.status_bar), status);
    let hints = " Enter pick · u undo · ? help · q quit ";
    let hints_width = hints.chars().count() as u16;
    if status_width + hints_width < status.width {
        let x = status.right() - hints_width;
        let area = Rect::new(x, status.y, hints_width, 1);
        frame.render_widget(Paragraph::new(hints).style(theme.status_bar), area);
    }
    if model.help {
        let lines: Vec<Line> = HELP
            .iter()
            .map(|(keys, what)| Line::raw(format!(" {keys:<16} {what}")))
            .collect();
        let popup = centred_popup(screen, 66, lines.len() as u16 + 2);
        frame.render_widget(Clear, popup);
        frame.render_widget(
            Paragraph::new(lines).block(panel_block(theme, " Keys (? or Esc to close) ")),
            popup,
        );
    }
    if let Some(question) = model.confirm {
        frame.render_widget(ConfirmDialog { question, theme }, screen);
    }
    if let Some(text) = model.notices.first() {
        frame.render_widget(NoticeOverlay { text, theme }, screen);
    }
}

fn side_panel<'a>(model: &'a CheckersModel, theme: &Theme) -> Paragraph<'a> {
    let tally = &model.tally;
    let mut lines = vec![
        Line::raw(format!("{:<16}{:>4}", model.names.one, tally.wins.one)),
        Line::raw(format!("{:<16}{:>4}", model.names.two, tally.wins.two)),
        Line::raw(format!("{:<16}{:>4}", "Draws", tally.draws)),
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

fn status_line(model: &CheckersModel) -> String {
    let state = match model.game.outcome() {
        Some(Outcome::Win(color)) => format!("{} wins", model.name(color)),
        Some(Outcome::Draw(reason)) => format!("Draw ({})", draw_words(reason)),
        None if model.computer_to_move() => {
            let spinner = ["|", "/", "-", "\\"][model.spinner % 4];
            format!("{} is thinking {spinner}", model.name(Color::White))
        }
        None => format!("{} to move", model.name(model.game.to_move())),
    };
    let said = model
        .message
        .as_deref()
        .map(|m| format!(" · {m}"))
        .unwrap_or_default();
    format!(" {state}{said}")
}

fn draw_words(reason: crate::checkers::DrawReason) -> &'static str {
    use crate::checkers::DrawReason;
    match reason {
        DrawReason::Agreement => "agreed",
        DrawReason::Repetition => "the same position three times",
        DrawReason::QuietMoves => "40 moves each without a capture or a man's move",
    }
}
