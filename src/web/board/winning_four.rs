//! The four that won, once its last disc rests: each disc ringed and the four joined
//! by a line, in the theme's highlight. While the page's moments say it pulses, the
//! rings swell and glow and fade back, over and over, so the eye finds the four at
//! once; for a person who asked for less motion it is drawn still, as before.

use crate::board::colours::{Rgb, rgb};
use crate::board::disc_holes::Holes;
use connect4_classic::game::Outcome;
use connect4_classic::terminal::BoardWidget;
use ratatui::style::Color;

/// Paints the winning four, `glow` (0 to 1) its pulse now, or `None` for still.
pub fn paint(holes: &Holes, board: &BoardWidget, glow: Option<f64>) {
    let Some(Outcome::Win { cells, .. }) = board.game.outcome() else {
        return;
    };
    let painter = holes.painter;
    let context = painter.context;
    let highlight = board.theme.highlight.fg.unwrap_or(Color::Reset);
    let mark = rgb(highlight, Rgb(255, 255, 255));
    // Black would vanish on the dark discs' rims.
    let mark = if mark == Rgb(0, 0, 0) {
        Rgb(255, 255, 255)
    } else {
        mark
    };
    let pulse = glow.unwrap_or(0.0);
    let radius = holes.radius();
    if glow.is_some() {
        context.set_shadow_color(&mark.css());
        context.set_shadow_blur(radius * (0.2 + 0.8 * pulse));
    }
    for cell in cells.iter() {
        let (x, y) = (holes.x(cell.column), holes.y(cell.row as f64));
        painter.ring(
            x,
            y,
            radius * (0.9 + 0.08 * pulse),
            radius * (0.16 + 0.08 * pulse),
            &mark.css(),
        );
    }
    let (first, last) = (cells[0], cells[cells.len() - 1]);
    context.begin_path();
    context.move_to(holes.x(first.column), holes.y(first.row as f64));
    context.line_to(holes.x(last.column), holes.y(last.row as f64));
    context.set_line_width(radius * 0.18);
    context.set_line_cap("round");
    context.set_stroke_style_str(&mark.with_alpha(0.85));
    context.stroke();
    context.set_shadow_blur(0.0);
    context.set_shadow_color("transparent");
}
