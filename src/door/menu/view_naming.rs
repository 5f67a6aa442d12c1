//! The naming screen: the greeting, the name as typed with a cursor after it, and
//! below it what the server said of the name picked before and what is wrong with
//! this one. Both the name and the server's words are escaped.

use super::NameEntry;
use super::marks::Marks;
use super::model::Naming;
use crate::shell::{Theme, centred_popup, render_box};
use connect4_classic::escape::{escape, escape_cut};
use connect4_classic::game::NAME_MAX_WIDTH;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::Line;
use ratatui::widgets::{Padding, Paragraph, Wrap};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// The widest the box is drawn.
const WIDTH: u16 = 66;

/// The most of the server's words shown, in characters.
const MOST_SAID: usize = 200;

pub(super) fn render_naming(
    naming: &Naming,
    theme: &Theme,
    marks: &Marks,
    frame: &mut Frame,
    area: Rect,
) {
    let width = WIDTH.min(area.width);
    // The borders, the padding, "Name:  " and the cursor.
    let field = usize::from(width.saturating_sub(12));
    let warning = theme.text.add_modifier(Modifier::BOLD);
    let mut lines = vec![
        Line::raw(""),
        Line::raw("Welcome to connect4. Pick the name other players will see."),
        Line::raw(""),
        Line::raw(format!(
            "Name:  {}{}",
            typed(&naming.entry, field),
            marks.cursor
        )),
        Line::raw(""),
    ];
    if let Some(refusal) = &naming.refusal {
        lines.push(Line::styled(escape_cut(refusal, MOST_SAID), warning));
    }
    if let Some(problem) = naming.entry.problem() {
        lines.push(Line::styled(problem, warning));
    }
    lines.push(Line::raw(""));
    lines.push(Line::raw(format!(
        "Up to {NAME_MAX_WIDTH} columns: letters of any script, digits, spaces and signs."
    )));
    // One more line than the text for the greeting, which wraps on a narrow screen.
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

/// The name as typed, escaped, and cut at the front to `width` columns when longer,
/// so the end being typed stays in sight.
fn typed(entry: &NameEntry, width: usize) -> String {
    let shown = escape(&entry.text);
    if shown.width() <= width {
        return shown.into_owned();
    }
    let mut tail: Vec<char> = Vec::new();
    let mut used = 1; // the `…` in front
    for c in shown.chars().rev() {
        used += c.width().unwrap_or(0);
        if used > width {
            break;
        }
        tail.push(c);
    }
    std::iter::once('…').chain(tail.into_iter().rev()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_name_shows_its_end_escaped() {
        let entry = NameEntry {
            text: "abcdefgh\u{1b}".into(),
            tried: false,
        };
        assert_eq!(typed(&entry, 40), "abcdefgh\\u{1b}");
        assert_eq!(typed(&entry, 8), "…h\\u{1b}");
    }
}
