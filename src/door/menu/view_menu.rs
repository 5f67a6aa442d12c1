//! The menu: "Hello, NAME", the eight lines with their numbers and the choice each
//! shows (the computer's level, the game for two), the highlighted one marked and
//! reversed, and under them what the highlighted line leads to.

use super::marks::{Marks, highlighted, pointer};
use super::menu_lines::MENU;
use super::model::Menu;
use crate::shell::{Theme, centred_popup, fit, render_box};
use connect4_classic::escape::escape_cut;
use connect4_classic::game::NAME_MAX_WIDTH;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Padding, Paragraph, Wrap};

/// The widest the box is drawn.
const WIDTH: u16 = 66;

/// The width of the lines' titles, so that their choices line up.
const TITLE: usize = 30;

pub(super) fn render_menu(
    menu: &Menu,
    theme: &Theme,
    marks: &Marks,
    frame: &mut Frame,
    area: Rect,
) {
    let width = WIDTH.min(area.width);
    let inner = usize::from(width.saturating_sub(4));
    let name = escape_cut(&menu.name, NAME_MAX_WIDTH);
    let mut lines = vec![Line::raw(format!("Hello, {name}")), Line::raw("")];
    lines.extend(menu_lines(menu, theme, marks, inner));
    lines.push(Line::raw(""));
    lines.push(Line::raw(menu.menu_line().about()));
    // Room for the line about the highlighted one to wrap once.
    let popup = centred_popup(area, width, lines.len() as u16 + 3);
    render_box(
        frame,
        theme,
        popup,
        " connect4 ",
        Paragraph::new(lines).wrap(Wrap { trim: false }),
        Padding::horizontal(1),
    );
}

fn menu_lines(menu: &Menu, theme: &Theme, marks: &Marks, width: usize) -> Vec<Line<'static>> {
    MENU.iter()
        .enumerate()
        .map(|(at, &line)| {
            let chosen = at == menu.line;
            let choice = menu.picks.shown(line).map_or_else(String::new, |shown| {
                format!("  {} {shown} {}", marks.left, marks.right)
            });
            let text = format!(
                "{} {}  {:<TITLE$}{choice}",
                pointer(marks, chosen),
                at + 1,
                line.title()
            );
            highlighted(fit(text.trim_end(), width), theme, chosen)
        })
        .collect()
}
