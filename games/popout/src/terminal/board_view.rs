//! PopOut's board at the terminal: the column the keys are on marked over it, each
//! disc in its player's colour and mark, the bottom row's discs the player to move
//! may pop shown as such, and the column numbers under it.

use super::board_motion;
use super::key_rows::{GAME, action, kind_words};
use crate::rules::Game;
use connect4_classic::game::Column;
use connect4_game::{GameKind, Player, Rules};
use connect4_shell::{Act, Action, GameChoice, Key, KeyPress, PointerAction, TerminalView, Theme};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

/// The column the keys are on (0-based); the middle of the standard board at first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Aim(pub usize);

impl Default for Aim {
    fn default() -> Aim {
        Aim(3)
    }
}

impl TerminalView for Game {
    const GAME: GameChoice = GAME;
    type Cursor = Aim;
    const SEATS: [&'static str; 2] = ["Red", "Yellow"];
    const RULES: &'static str = "Tap or click a column to drop your disc into it: it falls to \
        the lowest empty hole. Or tap one of your own discs in the bottom row to pop it out: \
        the discs above it fall by one. The first to line up four across, up and down or on \
        a slant wins; when a pop lines up four for both players, the popper wins. A full \
        board is not a draw (pop to go on), but the same position a third time is.";

    /// The mark over the columns, the rows between the frame's sides, the frame's
    /// bottom and the column numbers.
    fn extent(&self) -> (u16, u16) {
        let size = self.position().size();
        (size.columns() as u16 * 2 + 3, size.rows() as u16 + 3)
    }

    fn draw(&self, aim: Aim, theme: &Theme, frame: &mut Frame, area: Rect) {
        let position = self.position();
        self.draw_cells(aim, theme, frame, area, |c, r| position.get(c, r));
    }

    fn frames(&self, before: &Game) -> usize {
        board_motion::frames(self, before)
    }

    fn draw_frame(
        &self,
        before: &Game,
        at: usize,
        aim: Aim,
        theme: &Theme,
        frame: &mut Frame,
        area: Rect,
    ) {
        let cell = board_motion::cell_at(self, before, at);
        self.draw_cells(aim, theme, frame, area, cell);
    }

    fn kind_words(kind: GameKind) -> String {
        kind_words(kind)
    }

    fn act(&self, action: Action, aim: Aim) -> Option<Act<Aim>> {
        let columns = self.position().size().columns();
        let aim = aim.0.min(columns - 1);
        Some(match action {
            action::LEFT => Act::Point(Aim((aim + columns - 1) % columns)),
            action::RIGHT => Act::Point(Aim((aim + 1) % columns)),
            action::DROP => Act::Play(format!("d{}", (aim + 1) % 10)),
            action::POP => Act::Play(format!("p{}", (aim + 1) % 10)),
            _ => return None,
        })
    }

    /// A digit puts the keys on its column (0 is the tenth), as in Connect 4.
    fn key(&self, press: KeyPress) -> Option<Act<Aim>> {
        let KeyPress {
            key: Key::Char(c),
            ctrl: false,
        } = press
        else {
            return None;
        };
        let column = Column::from_char(c)?.index();
        (column < self.position().size().columns()).then_some(Act::Point(Aim(column)))
    }

    /// Hovering a column puts the keys on it; pressing drops into it, or pops when
    /// the press is on a disc of the player to move in the bottom row.
    fn pointer(&self, (x, y): (u16, u16), action: PointerAction) -> Option<Act<Aim>> {
        let size = self.position().size();
        let column = usize::from(x.checked_sub(1)?) / 2;
        if column >= size.columns() {
            return None;
        }
        if action == PointerAction::Hover {
            return Some(Act::Point(Aim(column)));
        }
        let bottom = y == size.rows() as u16;
        let own = self.position().get(column, 0) == Some(self.position().to_move());
        let verb = if bottom && own { 'p' } else { 'd' };
        Some(Act::Play(format!("{verb}{}", (column + 1) % 10)))
    }
}

impl Game {
    /// The board with what `cell` says is in each hole (the position, or a frame of
    /// a move), the keys' column marked over it and the column numbers under it.
    fn draw_cells(
        &self,
        aim: Aim,
        theme: &Theme,
        frame: &mut Frame,
        area: Rect,
        cell: impl Fn(usize, usize) -> Option<Player>,
    ) {
        let size = self.position().size();
        let aim = aim.0.min(size.columns() - 1);
        let mut lines = vec![aim_line(aim, theme)];
        lines.extend(
            (0..size.rows())
                .rev()
                .map(|row| self.row_line(row, theme, &cell)),
        );
        let width = size.columns() * 2 + 1;
        lines.push(Line::styled(
            format!("└{}┘", "─".repeat(width)),
            theme.frame,
        ));
        let numbers: String = (0..size.columns())
            .map(|column| format!(" {}", (column + 1) % 10))
            .collect();
        lines.push(Line::styled(format!(" {numbers}"), theme.text));
        frame.render_widget(Paragraph::new(lines), area);
    }

    /// One row of holes between the frame's sides; on the bottom row, the discs the
    /// player to move may pop are underlined.
    fn row_line(
        &self,
        row: usize,
        theme: &Theme,
        cell: &impl Fn(usize, usize) -> Option<Player>,
    ) -> Line<'static> {
        let position = self.position();
        let over = self.result().is_some();
        let mut spans = vec![Span::styled("│", theme.frame)];
        for column in 0..position.size().columns() {
            let cell = match cell(column, row) {
                Some(player) => {
                    let poppable = row == 0 && !over && player == position.to_move();
                    let style = theme.disc(player);
                    let style = if poppable {
                        style.add_modifier(Modifier::UNDERLINED)
                    } else {
                        style
                    };
                    Span::styled(theme.glyphs[player].to_string(), style)
                }
                None => Span::styled(theme.empty_glyph.to_string(), theme.empty),
            };
            spans.extend([Span::raw(" "), cell]);
        }
        spans.push(Span::styled(" │", theme.frame));
        Line::from(spans)
    }
}

/// The mark over the column the keys are on.
fn aim_line(aim: usize, theme: &Theme) -> Line<'static> {
    let arrow = if theme.ascii { "v" } else { "▼" };
    let at = " ".repeat(2 + aim * 2);
    Line::from(vec![Span::raw(at), Span::styled(arrow, theme.hover)])
}

#[cfg(test)]
#[path = "board_view_tests.rs"]
mod tests;
