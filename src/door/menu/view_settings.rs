//! The settings screen: colour and ASCII, each on or off, what the highlighted one
//! does, and what leaving does (a change is kept, and the door opens again drawn
//! the new way).

use super::marks::{Marks, highlighted, pointer};
use super::model::{Menu, Setting};
use crate::shell::{Theme, centred_popup, render_box};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Padding, Paragraph, Wrap};

/// The widest the box is drawn.
const WIDTH: u16 = 66;

pub(super) fn render_settings(
    menu: &Menu,
    setting: Setting,
    theme: &Theme,
    marks: &Marks,
    frame: &mut Frame,
    area: Rect,
) {
    let mut lines = vec![
        Line::raw("How connect4 looks in this terminal."),
        Line::raw(""),
    ];
    lines.extend(Setting::ALL.iter().map(|&line| {
        let (name, on) = match line {
            Setting::Color => ("Colour", menu.appearance.color),
            Setting::Ascii => ("ASCII ", menu.appearance.ascii),
        };
        let value = if on { "on" } else { "off" };
        let chosen = line == setting;
        let text = format!(
            "{} {name}  {} {value} {}",
            pointer(marks, chosen),
            marks.left,
            marks.right
        );
        highlighted(text, theme, chosen)
    }));
    lines.push(Line::raw(""));
    lines.push(Line::raw(match setting {
        Setting::Color => "Off draws with no colour at all, as NO_COLOR asks: the glyphs still tell the players apart.",
        Setting::Ascii => "On draws with plain ASCII only (X, O and . with +-| frames), for a terminal without Unicode.",
    }));
    lines.push(Line::raw(""));
    lines.push(Line::raw(if menu.appearance == menu.saved {
        "Esc goes back to the menu."
    } else {
        "Changed: Esc keeps it, and the menu opens again drawn the new way."
    }));
    let width = WIDTH.min(area.width);
    // Room for the two longer lines to wrap once each.
    let popup = centred_popup(area, width, lines.len() as u16 + 4);
    render_box(
        frame,
        theme,
        popup,
        " Settings ",
        Paragraph::new(lines).wrap(Wrap { trim: false }),
        Padding::horizontal(1),
    );
}
