//! How the door marks its text: Unicode arrows and a block cursor, or their ASCII
//! stand-ins when the theme asks for plain ASCII; and the highlighted line of a
//! list, pointed at and reversed.

use crate::shell::Theme;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;

/// The marks the door draws with: Unicode arrows, or ASCII ones in ASCII mode.
pub struct Marks {
    /// Before the highlighted line.
    pub pointer: &'static str,
    /// Around a choice that Left and Right change.
    pub left: &'static str,
    pub right: &'static str,
    /// After the name being typed.
    pub cursor: &'static str,
    /// Between the status bar's keys.
    pub separator: &'static str,
}

impl Marks {
    pub fn of(theme: &Theme) -> Marks {
        if theme.ascii {
            Marks {
                pointer: ">",
                left: "<",
                right: ">",
                cursor: "_",
                separator: " | ",
            }
        } else {
            Marks {
                pointer: "▶",
                left: "◀",
                right: "▶",
                cursor: "█",
                separator: " · ",
            }
        }
    }
}

/// The pointer before a line: shown on the highlighted one only.
pub fn pointer(marks: &Marks, chosen: bool) -> &'static str {
    if chosen { marks.pointer } else { " " }
}

/// A line of a list, reversed when it is the highlighted one, so that it shows
/// without colour too.
pub fn highlighted(text: String, theme: &Theme, chosen: bool) -> Line<'static> {
    let style: Style = if chosen {
        theme.text.add_modifier(Modifier::REVERSED)
    } else {
        theme.text
    };
    Line::styled(text, style)
}
