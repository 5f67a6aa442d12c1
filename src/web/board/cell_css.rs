//! A text cell's inline style in the page's grid of text: its colours (the
//! terminal's named colours as the classic terminal's RGB, which `grid.css` matches
//! by the start of the style to lighten the dim ones on the game's dark area), its
//! modifiers, and its width in cells. Written in one fixed shape so the style sheet
//! can match it.

use crate::board::colours::{Rgb, xterm_indexed};
use ratatui::buffer::Cell;
use ratatui::style::{Color, Modifier};
use unicode_width::UnicodeWidthStr;

/// The style of `cell`: `color: rgb(r, g, b); background-color: …; …`.
pub fn cell_css(cell: &Cell) -> String {
    let (mut fg, mut bg) = (terminal_rgb(cell.fg), terminal_rgb(cell.bg));
    let reversed = cell.modifier.contains(Modifier::REVERSED);
    if reversed {
        std::mem::swap(&mut fg, &mut bg);
    }
    // Unset ink is the game area's light text; an unset reversed bar is white.
    let (r, g, b) = fg.unwrap_or((255, 255, 255));
    let mut css = format!("color: rgb({r}, {g}, {b}); ");
    match bg {
        Some((r, g, b)) => css.push_str(&format!("background-color: rgb({r}, {g}, {b}); ")),
        None if reversed => css.push_str("background-color: rgb(255, 255, 255); "),
        None => css.push_str("background-color: transparent; "),
    }
    for (modifier, rule) in [
        (Modifier::BOLD, "font-weight: bold; "),
        (Modifier::DIM, "opacity: 0.5; "),
        (Modifier::ITALIC, "font-style: italic; "),
        (Modifier::UNDERLINED, "text-decoration: underline; "),
        (Modifier::HIDDEN, "visibility: hidden; "),
        (Modifier::CROSSED_OUT, "text-decoration: line-through; "),
    ] {
        if cell.modifier.contains(modifier) {
            css.push_str(rule);
        }
    }
    // A cell keeps its width whatever the glyph (a wide one takes two).
    css.push_str(&format!(
        "display: inline-block; width: {}ch;",
        cell.symbol().width()
    ));
    css
}

/// A terminal colour as RGB; `None` for the terminal's own (reset).
fn terminal_rgb(colour: Color) -> Option<(u8, u8, u8)> {
    let named = |hex: u32| ((hex >> 16) as u8, (hex >> 8) as u8, hex as u8);
    Some(match colour {
        Color::Reset => return None,
        Color::Rgb(r, g, b) => (r, g, b),
        Color::Indexed(index) => indexed(index),
        Color::Black => named(0x000000),
        Color::Red => named(0x800000),
        Color::Green => named(0x008000),
        Color::Yellow => named(0x808000),
        Color::Blue => named(0x000080),
        Color::Magenta => named(0x800080),
        Color::Cyan => named(0x008080),
        Color::Gray => named(0xc0c0c0),
        Color::DarkGray => named(0x808080),
        Color::LightRed => named(0xff0000),
        Color::LightGreen => named(0x00ff00),
        Color::LightYellow => named(0xffff00),
        Color::LightBlue => named(0x0000ff),
        Color::LightMagenta => named(0xff00ff),
        Color::LightCyan => named(0x00ffff),
        Color::White => named(0xffffff),
    })
}

/// xterm's 256 colours, the sixteen named as the classic terminal's.
fn indexed(index: u8) -> (u8, u8, u8) {
    let classic = |named| terminal_rgb(named).map_or(Rgb(0, 0, 0), |(r, g, b)| Rgb(r, g, b));
    let Rgb(r, g, b) = xterm_indexed(index, classic);
    (r, g, b)
}
