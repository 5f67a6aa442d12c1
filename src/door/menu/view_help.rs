//! The help over the menu and its screens: the keys in effect (the shell's menu
//! keys as the config binds them, and the door's own fixed ones).

use super::keys::DOOR_KEYS;
use crate::shell::{Action, Keymap, Theme, centred_popup, fit, render_box};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Padding, Paragraph};
use unicode_width::UnicodeWidthStr;

/// The width of the keys' column.
const KEYS: usize = 18;

pub(super) fn render_help(keys: &Keymap, theme: &Theme, frame: &mut Frame, area: Rect) {
    let shown = |action| keys.shown(action);
    let moving = format!("{}, {}", shown(Action::MENU_UP), shown(Action::MENU_DOWN));
    let rows = [
        (moving, "move through the menu (the scoreboard: its rows)"),
        (shown(Action::CHOOSE), "take the line; switch a setting"),
    ];
    let own = DOOR_KEYS
        .iter()
        .map(|(keys, what)| (keys.to_string(), *what));
    let leaving = [
        (shown(Action::HELP), "show or hide this help"),
        (
            shown(Action::CLOSE),
            "back to the menu, keeping a change; on the menu, leave",
        ),
        (shown(Action::QUIT), "leave (a setting changed is not kept)"),
        ("Ctrl-C".to_string(), "leave at once"),
    ];
    let mut lines: Vec<Line> = rows
        .into_iter()
        .chain(own)
        .chain(leaving)
        .map(|(keys, what)| Line::raw(format!(" {:<KEYS$} {what}", fit(&keys, KEYS))))
        .collect();
    lines.truncate(usize::from(area.height.saturating_sub(2)));
    let title = format!(
        " Keys in the menu ({} or {} to close) ",
        keys.first(Action::HELP),
        keys.first(Action::CLOSE)
    );
    let widest = lines.iter().map(Line::width).chain([title.width()]).max();
    let popup = centred_popup(area, widest.unwrap_or(0) as u16 + 3, lines.len() as u16 + 2);
    render_box(
        frame,
        theme,
        popup,
        title,
        Paragraph::new(lines),
        Padding::ZERO,
    );
}
