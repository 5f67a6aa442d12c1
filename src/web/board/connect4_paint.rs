//! Connect 4's board painted on the page's canvas, from the same `BoardWidget` the
//! terminal renders: a coloured board with round holes, the discs behind it in the
//! players' colours, each with its mark (a ring, a diamond, or the config's glyph) so
//! colour is never the only cue, the falling disc passing behind the holes (where the
//! page's moments put it, `drop_motion`), the disc about to drop above its column,
//! the winning four ringed and joined (`winning_four`), the hints over the columns
//! and the column numbers under them.

use crate::board::board_canvas::Painter;
use crate::board::board_motion::Motion;
use crate::board::colours::{Rgb, rgb};
use crate::board::disc_holes::Holes;
use crate::board::winning_four;
use connect4_classic::ai::Verdict;
use connect4_classic::game::{Cell, Column, Player};
use connect4_classic::terminal::BoardWidget;
use ratatui::style::{Color, Style};
use web_sys::CanvasWindingRule;

/// The page's colours that are not the game's: its background and its text.
pub struct Ground {
    pub text: Rgb,
}

/// Where the painted parts a test or a tool aims at are, in CSS pixels from the
/// canvas's corner.
pub struct Painted {
    /// The centres of the holes, column by column from the bottom (`data-spots`).
    pub spots: Vec<(f64, f64)>,
    /// The disc about to drop: its centre and radius (`data-hover`).
    pub hover: Option<[f64; 3]>,
    /// The hints' labels: their top and bottom (`data-hints`).
    pub hints: Option<[f64; 2]>,
}

/// Paints `board` with what moves on it now.
pub fn paint(painter: &Painter, board: &BoardWidget, ground: &Ground, motion: &Motion) -> Painted {
    let holes = Holes::new(painter, board.geometry);
    paint_discs(&holes, board, motion);
    paint_frame(&holes, board);
    if motion.drop.is_none() {
        // Once its last disc rests.
        winning_four::paint(&holes, board, motion.glow);
    }
    let hover = paint_hover(&holes, board);
    let hints = paint_hints(&holes, board);
    paint_numbers(&holes, board, ground);
    let size = board.geometry.size;
    let spots = (0..size.columns())
        .flat_map(|column| (0..size.rows()).map(move |row| (column, row)))
        .map(|(column, row)| (holes.x(column), holes.y(row as f64)))
        .collect();
    Painted {
        spots,
        hover,
        hints,
    }
}

fn colour(style: Style, reset: Rgb) -> Rgb {
    rgb(style.fg.unwrap_or(Color::Reset), reset)
}

/// The discs, each in its cell or, the one falling, above it: drawn behind the
/// board. (The model's own row-by-row fall, `board.fall`, is the terminal's.)
fn paint_discs(holes: &Holes, board: &BoardWidget, motion: &Motion) {
    let size = board.geometry.size;
    for column in 0..size.columns() {
        for row in 0..size.rows() {
            let cell = Cell::new(column, row);
            let Some(player) = board.game.board().get(cell) else {
                continue;
            };
            if motion.waiting == Some(cell) {
                continue;
            }
            let above = match motion.drop {
                Some((falling, above)) if falling == cell => above,
                _ => 0.0,
            };
            let (x, y) = (holes.x(column), holes.y(row as f64 + above));
            paint_disc(holes.painter, board, player, x, y, holes.radius(), 1.0);
        }
    }
}

/// One disc: filled in the player's colour with a darker rim, and its mark in a
/// shade at least 3:1 against the fill (`Rgb::mark`).
fn paint_disc(
    painter: &Painter,
    board: &BoardWidget,
    player: Player,
    x: f64,
    y: f64,
    radius: f64,
    alpha: f64,
) {
    let fill = disc_colour(board, player);
    painter.context.set_global_alpha(alpha);
    painter.disc(x, y, radius * 1.04, &fill.darker(0.35).css());
    painter.disc(x, y, radius * 0.94, &fill.css());
    let mark = fill.mark().css();
    match board.theme.glyphs[player] {
        '●' => painter.ring(x, y, radius * 0.58, radius * 0.14, &mark),
        '◆' => painter.diamond(x, y, radius * 0.5, &mark),
        glyph => painter.text(&glyph.to_string(), x, y, radius, &fill.ink().css(), true),
    }
    painter.context.set_global_alpha(1.0);
}

/// A player's disc colour; without colours (NO_COLOR) the first is light, the second
/// dark, their marks still telling them apart.
fn disc_colour(board: &BoardWidget, player: Player) -> Rgb {
    let reset = match player {
        Player::One => Rgb(225, 225, 225),
        Player::Two => Rgb(90, 90, 90),
    };
    rgb(board.theme.discs[player], reset)
}

/// The board: a rounded slab in the frame's colour with a round hole per cell.
fn paint_frame(holes: &Holes, board: &BoardWidget) {
    let g = board.geometry;
    let painter = holes.painter;
    let context = painter.context;
    let (columns, rows) = (g.size.columns(), g.size.rows());
    let left = painter.x(f64::from(g.area.x));
    let top = painter.y(f64::from(g.grid_top()));
    let width = painter.x(columns as f64 * holes.step_x() + 1.0);
    let height = painter.y(rows as f64 * holes.step_y() + 1.0);
    let corner = holes.radius() * 0.5;
    context.begin_path();
    let _ = context.round_rect_with_f64(left, top, width, height, corner);
    for column in 0..columns {
        for row in 0..rows {
            let (x, y) = (holes.x(column), holes.y(row as f64));
            context.move_to(x + holes.radius(), y);
            let _ = context.arc(x, y, holes.radius(), 0.0, std::f64::consts::TAU);
        }
    }
    let slab = colour(board.theme.frame, Rgb(30, 80, 200));
    context.set_fill_style_str(&slab.css());
    context.fill_with_canvas_winding_rule(CanvasWindingRule::Evenodd);
    // Each hole's rim, so an empty one reads as a hole on any background.
    for column in 0..columns {
        for row in 0..rows {
            let (x, y) = (holes.x(column), holes.y(row as f64));
            painter.ring(x, y, holes.radius(), 2.0, &slab.darker(0.4).css());
        }
    }
}

/// The disc about to drop, above the column the pointer or the keys are on: in the
/// two rows above the board (the hover row and the hint row), or only the hover row
/// while hints show, so it never covers a label; whole on the canvas, whose top is
/// the grid's, even on a board that starts at the grid's top row. Its circle, for
/// `data-hover`.
fn paint_hover(holes: &Holes, board: &BoardWidget) -> Option<[f64; 3]> {
    let column = board.hover.map(Column::index)?;
    let painter = holes.painter;
    let rows = if board.analysis.is_some() { 1.0 } else { 2.0 };
    let radius = holes.radius().min(painter.y(rows * 0.48));
    let y = painter.y(f64::from(board.geometry.area.y) + rows / 2.0);
    let (x, player) = (holes.x(column), board.game.to_move());
    paint_disc(painter, board, player, x, y, radius, 0.9);
    Some([x, y, radius])
}

/// One label per column between the hover disc and the board: "W3" wins in three
/// moves, "D" draws, "L5" loses in five; the best columns underlined (in a review).
/// The top and bottom of their labels, for `data-hints`.
fn paint_hints(holes: &Holes, board: &BoardWidget) -> Option<[f64; 2]> {
    let analysis = board.analysis?;
    let painter = holes.painter;
    let y = painter.y(f64::from(board.geometry.hint_row()) + 0.55);
    let size = painter.y(0.8).min(painter.x(holes.step_x()) * 0.4);
    for (column, verdict) in analysis.iter().enumerate() {
        let Some(verdict) = verdict else { continue };
        let style = match verdict {
            Verdict::Win { .. } => board.theme.hint_win,
            Verdict::Draw | Verdict::Unknown => board.theme.hint_draw,
            Verdict::Loss { .. } => board.theme.hint_loss,
        };
        let fill = colour(style, Rgb(200, 200, 200)).readable_on_dark().css();
        let x = holes.x(column);
        // On a dark pill, so the label reads over the disc about to drop.
        let label = verdict.label();
        let half = size * (0.35 * label.len() as f64 + 0.3);
        painter.context.set_fill_style_str("rgb(11 13 16 / 0.85)");
        painter.context.begin_path();
        let _ = painter.context.round_rect_with_f64(
            x - half,
            y - size * 0.6,
            half * 2.0,
            size * 1.2,
            size * 0.3,
        );
        painter.context.fill();
        painter.text(&label, x, y, size, &fill, true);
        if board.best.contains(&Column::new(column)) {
            let half = size;
            painter.context.set_fill_style_str(&fill);
            painter
                .context
                .fill_rect(x - half, y + size * 0.6, half * 2.0, size * 0.12);
        }
    }
    Some([y - size * 0.6, y + size * 0.6])
}

/// The column numbers under the board, as the keys that drop there.
fn paint_numbers(holes: &Holes, board: &BoardWidget, ground: &Ground) {
    let painter = holes.painter;
    let y = painter.y(f64::from(board.geometry.area.bottom()) - 0.5);
    let size = painter.y(0.85);
    for column in 0..board.geometry.size.columns() {
        let label = ((column + 1) % 10).to_string();
        painter.text(&label, holes.x(column), y, size, &ground.text.css(), false);
    }
}
