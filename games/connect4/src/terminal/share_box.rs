//! The box that shares the position: its moves, the link that opens it in the page,
//! and the keys to copy and to close, drawn over the board.

use super::sharing::Shared;
use crate::terminal::action;
use connect4_shell::{Action, Keymap, Theme, centred_popup, panel_block};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Padding, Paragraph, Widget};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

pub struct ShareBox<'a> {
    pub shared: Shared,
    pub keys: &'a Keymap,
    /// Whether copying is on: the box offers it only then.
    pub clipboard: bool,
    pub theme: &'a Theme,
}

/// How the labels are set off from what they label.
const LABEL: usize = "Moves  ".len();

impl Widget for ShareBox<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let moves = match self.shared.moves.as_str() {
            "" => "none yet",
            moves => moves,
        };
        let link = self
            .shared
            .link
            .as_deref()
            .unwrap_or("none for a finished match");
        let close = self.keys.first(Action::CLOSE);
        let record = self.keys.first(action::RECORD);
        let footer = match (self.clipboard, self.shared.link.is_some()) {
            (false, _) => format!("{close} close · copying is off"),
            (true, true) => format!(
                "{} copy the link · {record} the record · {close} close",
                self.copy_key()
            ),
            (true, false) => format!(
                "{} copy the moves · {record} the record · {close} close",
                self.copy_key()
            ),
        };
        // Borders and a space of padding on each side.
        let room = usize::from(area.width.saturating_sub(4)).max(LABEL + 1);
        let mut lines = labelled("Moves", moves, room);
        lines.extend(labelled("Link", link, room));
        lines.push(String::new());
        lines.push(footer);
        let width = lines.iter().map(|line| line.width()).max().unwrap_or(0);
        let popup = centred_popup(area, width as u16 + 4, lines.len() as u16 + 2);
        Clear.render(popup, buf);
        Paragraph::new(lines.into_iter().map(Line::raw).collect::<Vec<_>>())
            .style(self.theme.text)
            .block(panel_block(self.theme, " Share this position ").padding(Padding::horizontal(1)))
            .render(popup, buf);
    }
}

impl ShareBox<'_> {
    fn copy_key(&self) -> String {
        self.keys.first(action::COPY)
    }
}

/// `label` and `text` on lines of at most `room` columns, `text` cut anywhere (a link
/// has no spaces to wrap at) and carried on under itself.
fn labelled(label: &str, text: &str, room: usize) -> Vec<String> {
    let indent = " ".repeat(LABEL);
    let mut lines = vec![format!("{label:<LABEL$}")];
    for c in text.chars() {
        let full = lines
            .last()
            .is_some_and(|line| line.width() + c.width().unwrap_or(0) > room);
        if full {
            lines.push(indent.clone());
        }
        lines.last_mut().expect("never empty").push(c);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::labelled;

    #[test]
    fn a_long_link_is_carried_on_under_itself() {
        let lines = labelled("Link", "http://example.org/#moves=4453", 20);
        assert_eq!(
            lines,
            [
                "Link   http://exampl",
                "       e.org/#moves=",
                "       4453"
            ]
        );
        assert_eq!(labelled("Moves", "44", 20), ["Moves  44"]);
    }
}
