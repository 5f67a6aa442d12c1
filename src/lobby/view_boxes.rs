//! The boxes drawn over the lobby's lists: the form that posts a challenge, hosts a
//! game or asks to be paired, and the help with the keys in effect.

use super::form::Field;
use super::model::Lobby;
use super::words::{clock_text, game_text};
use super::{Form, KEY_ROWS, Purpose};
use crate::shell::{Action, ActionInfo, Theme, centred, fit, render_box};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Padding, Paragraph};

pub(super) fn render_form(form: &Form, theme: &Theme, frame: &mut Frame, area: Rect) {
    let title = match form.purpose {
        Purpose::Challenge => " Post a challenge ",
        Purpose::QuickPair => " Quick pairing ",
        Purpose::Host => " Host a private game ",
    };
    let mut lines: Vec<Line> = form
        .fields()
        .iter()
        .map(|&field| {
            let (name, value) = match field {
                Field::Game => ("Game ", game_text(form.kind())),
                Field::Clock => ("Clock", clock_text(form.clock())),
                Field::Rated => ("Rated", if form.rated { "yes" } else { "no" }.into()),
            };
            let mark = if field == form.field { "▶" } else { " " };
            Line::raw(format!("{mark} {name}  ◀ {value} ▶"))
        })
        .collect();
    lines.push(Line::raw(""));
    lines.push(Line::raw(" Enter sends · Esc closes").centered());
    let popup = centred(
        area,
        36.min(area.width),
        (lines.len() as u16 + 2).min(area.height),
    );
    render_box(
        frame,
        theme,
        popup,
        title,
        Paragraph::new(lines),
        Padding::ZERO,
    );
}

/// The help's rows, a key and what it does each: moving and choosing first, then the
/// lobby's letters, help, closing and leaving (the page shows them as its own table).
pub fn help_rows(lobby: &Lobby) -> Vec<(String, String)> {
    let first = [Action::MENU_UP, Action::MENU_DOWN, Action::CHOOSE];
    let own = |info: &&ActionInfo| KEY_ROWS.rows.iter().any(|r| r.action == info.action);
    let table = lobby.keys.table();
    let rows: Vec<&ActionInfo> = table.lobby_rows().collect();
    let moving = rows.iter().filter(|info| first.contains(&info.action));
    let letters = rows.iter().filter(|info| own(info));
    let closing = rows
        .iter()
        .filter(|info| !own(info) && !first.contains(&info.action));
    let row = |info: &&ActionInfo| {
        (
            lobby.keys.shown(info.action),
            table.lobby_help(info).to_string(),
        )
    };
    let fixed = KEY_ROWS.fixed.iter().map(|&(keys, what)| {
        let what: &str = what.strip_prefix("lobby: ").unwrap_or(what);
        (keys.to_string(), what.to_string())
    });
    moving
        .chain(letters)
        .map(row)
        .chain(fixed)
        .chain(closing.map(row))
        .collect()
}

pub(super) fn render_help(lobby: &Lobby, theme: &Theme, frame: &mut Frame, area: Rect) {
    let mut lines: Vec<Line> = help_rows(lobby)
        .into_iter()
        .map(|(keys, what)| Line::raw(format!(" {:<18} {what}", fit(&keys, 18))))
        .collect();
    lines.truncate(usize::from(area.height.saturating_sub(2)));
    let width = 84.min(area.width);
    let popup = centred(area, width, lines.len() as u16 + 2);
    render_box(
        frame,
        theme,
        popup,
        " Keys in the lobby (? or Esc to close) ",
        Paragraph::new(lines),
        Padding::ZERO,
    );
}
