//! Boxes drawn over the board: the help listing every key, yes/no questions, and
//! notices about the scoreboard file.

use crate::keys::actions::QUIT_AT_ONCE;
use crate::keys::key_table::{contexts_of, help_in, rows_of};
use crate::{Action, Context, GameChoice, Keymap};
use crate::{Theme, panel_block};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::style::Modifier;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Padding, Paragraph, Widget, Wrap};
use unicode_width::UnicodeWidthStr;

/// Every key in effect, one line per action of the key table, then the fixed ones:
/// each game's (read on its board), the lobby's, then Ctrl-C. README's key table.
pub fn help_lines(keys: &Keymap) -> Vec<(String, &'static str)> {
    let registered = keys.table();
    let table = registered
        .actions()
        .map(|info| (keys.shown(info.action), info.help));
    let fixed = registered
        .games
        .iter()
        .flat_map(|game| game.key_rows().fixed)
        .chain(registered.lobby.fixed)
        .chain([&QUIT_AT_ONCE])
        .map(|&(k, help)| (k.to_string(), help));
    table.chain(fixed).collect()
}

/// The keys `game` reads in `context`: what its help lists where it was opened. The
/// boxes (menu, question, notice) show their own keys in the status bar.
pub fn help_lines_in(
    keys: &Keymap,
    game: GameChoice,
    context: Context,
) -> Vec<(String, &'static str)> {
    let table = rows_of(game)
        .filter(|info| contexts_of(game, info).any(|read| read == context))
        .map(|info| (keys.shown(info.action), help_in(game, info)));
    let on_board = game
        .key_rows()
        .fixed
        .iter()
        .filter(|_| context == Context::BOARD);
    let fixed = on_board
        .chain([&QUIT_AT_ONCE])
        .map(|&(k, help)| (k.to_string(), help));
    table.chain(fixed).collect()
}

/// The help: the keys of a game's board, or of another place of its own (Connect 4's
/// review) when it was opened there.
pub struct HelpOverlay<'a> {
    pub keys: &'a Keymap,
    pub game: GameChoice,
    pub context: Context,
    pub theme: &'a Theme,
}

impl Widget for HelpOverlay<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let rows = help_lines_in(self.keys, self.game, self.context);
        let key_width = rows.iter().map(|(k, _)| k.width()).max().unwrap_or(0);
        let lines: Vec<Line> = rows
            .iter()
            .map(|(keys, action)| {
                let pad = " ".repeat(key_width - keys.width());
                Line::raw(format!(" {keys}{pad}  {action}"))
            })
            .collect();
        let title = format!(
            " Keys {} ({} or {} to close) ",
            self.context.place(),
            self.keys.first(Action::HELP),
            self.keys.first(Action::CLOSE)
        );
        let width = lines
            .iter()
            .map(Line::width)
            .chain([title.width()])
            .max()
            .unwrap_or(0) as u16
            + 3;
        let popup = centred_popup(area, width, lines.len() as u16 + 2);
        Clear.render(popup, buf);
        Paragraph::new(lines)
            .style(self.theme.text)
            .block(panel_block(self.theme, title))
            .render(popup, buf);
    }
}

/// A notice the player must read (it may hold a long path): wrapped to fit, and kept
/// until dismissed. Titled plainly: it may be about the scoreboard or the saved
/// match, and its sentence names the file.
pub struct NoticeOverlay<'a> {
    pub text: &'a str,
    pub theme: &'a Theme,
}

impl Widget for NoticeOverlay<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let width = area.width.saturating_sub(4).min(72);
        let inner = width.saturating_sub(4).max(1) as usize;
        let lines = wrapped_lines(self.text, inner) as u16;
        let popup = centred_popup(area, width, (lines + 4).min(area.height));
        Clear.render(popup, buf);
        let text = vec![
            Line::raw(self.text),
            Line::raw(""),
            Line::raw("Enter or Esc: OK").centered(),
        ];
        Paragraph::new(text)
            .wrap(Wrap { trim: true })
            .style(self.theme.text)
            .block(panel_block(self.theme, " Notice ").padding(Padding::horizontal(1)))
            .render(popup, buf);
    }
}

/// Lines `text` takes when wrapped at word boundaries to `width` columns (an
/// estimate that never undercounts by much: long words are cut).
fn wrapped_lines(text: &str, width: usize) -> usize {
    let mut lines = 1;
    let mut used = 0;
    for word in text.split_whitespace() {
        let len = word.chars().count();
        if used > 0 && used + 1 + len > width {
            lines += 1;
            used = 0;
        }
        used += if used > 0 { len + 1 } else { len };
        lines += used.saturating_sub(1) / width;
        used = (used.saturating_sub(1) % width) + 1;
    }
    lines
}

/// A question waiting for yes or no.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Confirm {
    /// Abandon the match under way and start a new one.
    NewMatch,
    /// Abandon the match under way and quit.
    Quit,
    /// Give up the game online.
    Resign,
}

pub struct ConfirmDialog<'a> {
    pub question: &'a str,
    pub theme: &'a Theme,
}

impl Confirm {
    /// The question the dialog asks; `kept` when the match under way is kept for the
    /// next start (saved here, not played online), so that quitting loses nothing.
    pub fn question(self, kept: bool) -> &'static str {
        match self {
            Confirm::NewMatch => "Abandon this match and start a new one?",
            Confirm::Quit if kept => "Quit? This match is kept for the next start",
            Confirm::Quit => "Abandon this match and quit?",
            Confirm::Resign => "Resign this game?",
        }
    }
}

impl Widget for ConfirmDialog<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let question = self.question;
        let lines = vec![
            Line::raw(question).centered(),
            Line::raw("y yes    n no").centered(),
        ];
        let popup = centred_popup(area, question.width() as u16 + 4, 4);
        Clear.render(popup, buf);
        Paragraph::new(lines)
            .style(self.theme.text)
            .block(panel_block(self.theme, " Confirm "))
            .render(popup, buf);
    }
}

/// A menu box: its lines, the one highlighted, and a line saying what Enter does.
pub struct MenuBox<'a> {
    pub title: &'a str,
    pub lines: Vec<String>,
    pub selected: usize,
    pub footer: &'a str,
    pub theme: &'a Theme,
}

impl Widget for MenuBox<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let highlighted = self.theme.text.add_modifier(Modifier::REVERSED);
        let mut lines: Vec<Line> = self
            .lines
            .into_iter()
            .enumerate()
            .map(|(i, text)| {
                let line = Line::raw(text);
                if i == self.selected {
                    line.style(highlighted)
                } else {
                    line
                }
            })
            .collect();
        lines.push(Line::raw(""));
        lines.push(Line::raw(format!(" {}", self.footer)));
        let width = lines.iter().map(Line::width).max().unwrap_or(0) as u16 + 3;
        let popup = centred_popup(area, width, lines.len() as u16 + 2);
        Clear.render(popup, buf);
        Paragraph::new(lines)
            .style(self.theme.text)
            .block(panel_block(self.theme, self.title.to_string()))
            .render(popup, buf);
    }
}

/// A box of the given size centred in `area`, shrunk to fit when the screen is small.
pub fn centred_popup(area: Rect, width: u16, height: u16) -> Rect {
    let [row] = Layout::vertical([Constraint::Length(height.min(area.height))])
        .flex(Flex::Center)
        .areas(area);
    let [popup] = Layout::horizontal([Constraint::Length(width.min(area.width))])
        .flex(Flex::Center)
        .areas(row);
    popup
}
