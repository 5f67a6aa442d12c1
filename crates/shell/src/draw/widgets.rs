//! What every game's screen draws alike: the frame of a panel, a box over the screen,
//! the line that asks for a larger terminal, the shape of a disc in its cell, and a
//! name cut to fit.

use crate::Theme;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::symbols::border;
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Clear, Padding, Paragraph, Wrap};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// Says which size the screen must have instead of drawing a cut game.
pub fn render_too_small(frame: &mut Frame, area: Rect, need_width: u16, need_height: u16) {
    let text = format!(
        "Terminal too small: need {need_width}x{need_height} (now {}x{})",
        area.width, area.height
    );
    let y = area.height / 2;
    let line_area = Rect::new(
        area.x,
        area.y + y.min(area.height.saturating_sub(1)),
        area.width,
        area.height - y,
    );
    frame.render_widget(
        Paragraph::new(Line::raw(text).centered()).wrap(Wrap { trim: true }),
        line_area,
    );
}

/// Draws `text` as a box over whatever is beneath `area`: the area cleared, then the
/// text in the theme's text style inside a panel titled `title`, `padding` inside its
/// border.
pub fn render_box(
    frame: &mut Frame,
    theme: &Theme,
    area: Rect,
    title: impl Into<Line<'static>>,
    text: Paragraph,
    padding: Padding,
) {
    frame.render_widget(Clear, area);
    let block = panel_block(theme, title).padding(padding);
    frame.render_widget(text.style(theme.text).block(block), area);
}

/// A bordered block in the theme's frame style: rounded corners, or `+-|` in ASCII mode.
pub fn panel_block(theme: &Theme, title: impl Into<Line<'static>>) -> Block<'static> {
    const ASCII: border::Set = border::Set {
        top_left: "+",
        top_right: "+",
        bottom_left: "+",
        bottom_right: "+",
        vertical_left: "|",
        vertical_right: "|",
        horizontal_top: "-",
        horizontal_bottom: "-",
    };
    let block = Block::bordered().title(title).border_style(theme.frame);
    if theme.ascii {
        block.border_set(ASCII)
    } else {
        block.border_type(BorderType::Rounded)
    }
}

/// The number of glyphs on one line of a disc: an ellipse one glyph narrower than the
/// cell on each side, rounded to an odd width so it stays centred.
pub fn disc_width(cell_width: u16, cell_height: u16, line: u16) -> u16 {
    if cell_width < 3 {
        return cell_width;
    }
    let diameter = f32::from(cell_width - 2);
    let y = (f32::from(line) + 0.5) / f32::from(cell_height) * 2.0 - 1.0;
    let width = (diameter * (1.0 - y * y).sqrt()).round() as u16;
    (width.max(1) - 1) / 2 * 2 + 1
}

/// `text` cut to at most `width` terminal columns, with `…` when something was cut.
pub fn fit(text: &str, width: usize) -> String {
    if text.width() <= width {
        return text.to_string();
    }
    let mut cut = String::new();
    for c in text.chars() {
        if cut.width() + c.width().unwrap_or(0) + 1 > width {
            break;
        }
        cut.push(c);
    }
    cut.push('…');
    cut
}
