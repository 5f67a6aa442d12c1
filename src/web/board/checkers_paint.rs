//! Checkers' board painted on the page's canvas, from the same `CheckersBoard` the
//! terminal renders: a two-tone wooden board, round pieces in their sides' colours
//! (`checkers_sides`: Black's dark, White's light) with their marks (a ring, a
//! diamond, or the config's glyph), kings crowned, the
//! picked piece ringed, the squares it may reach dotted, the path entered so far and
//! the last move drawn as lines, the hint's path dashed, the keyboard's square
//! outlined, and the square numbers at the edges.

use crate::board::board_canvas::Painter;
use crate::board::checkers_sides;
use crate::board::colours::{Rgb, rgb};
use crate::board::connect4_paint::Ground;
use connect4_checkers::terminal::{CheckersBoard, cell_of, jumped, side_disc, square_at};
use connect4_checkers::{Piece, Square};
use ratatui::style::Color as TermColor;

const LIGHT: Rgb = Rgb(233, 214, 176);
const DARK: Rgb = Rgb(139, 94, 60);
const RIM: Rgb = Rgb(84, 54, 30);
/// The picked piece's ring and the keyboard's square.
const FOCUS: Rgb = Rgb(255, 191, 71);

/// Where a square's middle is on the canvas, and a cell's size, in pixels.
struct Squares<'a> {
    painter: &'a Painter<'a>,
    board: &'a CheckersBoard<'a>,
}

impl Squares<'_> {
    fn cell(&self) -> (f64, f64) {
        let g = self.board.geometry;
        (
            self.painter.x(f64::from(g.cell_width)),
            self.painter.y(f64::from(g.cell_height)),
        )
    }

    fn corner(&self, row: u8, column: u8) -> (f64, f64) {
        let cell = self.board.geometry.cell(row, column);
        (
            self.painter.x(f64::from(cell.x)),
            self.painter.y(f64::from(cell.y)),
        )
    }

    fn centre(&self, square: Square) -> (f64, f64) {
        let (row, column) = cell_of(square);
        let (x, y) = self.corner(row, column);
        let (width, height) = self.cell();
        (x + width / 2.0, y + height / 2.0)
    }

    fn radius(&self) -> f64 {
        let (width, height) = self.cell();
        width.min(height) * 0.4
    }
}

/// Paints `board`; the middles of the 32 dark squares, square 1 first, for
/// `data-spots`.
pub fn paint(painter: &Painter, board: &CheckersBoard, ground: &Ground) -> Vec<(f64, f64)> {
    let squares = Squares { painter, board };
    paint_squares(&squares);
    paint_edge_numbers(&squares, ground);
    paint_last_move(&squares);
    paint_pieces(&squares);
    paint_choices(&squares);
    paint_hint(&squares);
    paint_cursor(&squares);
    (0..32).map(|square| squares.centre(square)).collect()
}

fn paint_squares(squares: &Squares) {
    let painter = squares.painter;
    let context = painter.context;
    let (left, top) = squares.corner(0, 0);
    let (width, height) = squares.cell();
    let border = painter.x(1.0).min(painter.y(1.0)) * 0.6;
    context.set_fill_style_str(&RIM.css());
    context.fill_rect(
        left - border,
        top - border,
        width * 8.0 + 2.0 * border,
        height * 8.0 + 2.0 * border,
    );
    for row in 0..8u8 {
        for column in 0..8u8 {
            let (x, y) = squares.corner(row, column);
            let fill = if square_at(row, column).is_some() {
                DARK
            } else {
                LIGHT
            };
            context.set_fill_style_str(&fill.css());
            context.fill_rect(x, y, width + 0.5, height + 0.5);
        }
    }
}

/// Each row's first and last square numbers, beside the board.
fn paint_edge_numbers(squares: &Squares, ground: &Ground) {
    let g = squares.board.geometry;
    if !g.edge_numbers {
        return;
    }
    let painter = squares.painter;
    let size = painter.y(0.8);
    let left = painter.x(f64::from(g.area.x) + 1.0);
    let right = painter.x(f64::from(g.squares.right()) + 2.5);
    for row in 0..8u8 {
        let (_, y) = squares.corner(row, 0);
        let y = y + squares.cell().1 / 2.0;
        let first = u16::from(row) * 4 + 1;
        let ink = ground.text.css();
        painter.text(&first.to_string(), left, y, size, &ink, false);
        painter.text(&(first + 3).to_string(), right, y, size, &ink, false);
    }
}

/// One piece: filled, edged (lighter round a dark piece, so it shows on the dark
/// squares), marked as its side's disc; a king crowned.
fn paint_piece(squares: &Squares, square: Square, piece: Piece, alpha: f64) {
    let painter = squares.painter;
    let (x, y) = squares.centre(square);
    let radius = squares.radius();
    let player = side_disc(piece.color);
    let fill = checkers_sides::piece(piece.color);
    let edge = if fill.luminance() < 0.1 {
        fill.lighter(0.3)
    } else {
        fill.darker(0.2)
    };
    painter.context.set_global_alpha(alpha);
    painter.disc(x, y + radius * 0.08, radius, &fill.darker(0.45).css());
    painter.disc(x, y, radius, &edge.css());
    painter.disc(x, y, radius * 0.88, &fill.css());
    let mark = fill.mark().css();
    if piece.king {
        painter.crown(x, y, radius * 0.55, &fill.ink().css());
    } else {
        match squares.board.theme.glyphs[player] {
            '●' => painter.ring(x, y, radius * 0.55, radius * 0.12, &mark),
            '◆' => painter.diamond(x, y, radius * 0.45, &mark),
            glyph => painter.text(&glyph.to_string(), x, y, radius, &fill.ink().css(), true),
        }
    }
    painter.context.set_global_alpha(1.0);
}

/// The pieces; the one picked ringed, those its path jumps faded and crossed, and
/// where it stands so far on a multi-jump drawn faint, with the path as a line.
fn paint_pieces(squares: &Squares) {
    let board = squares.board;
    let entered = board.entered;
    let jumped = jumped(entered);
    for square in 0..32 {
        if let Some(piece) = board.board.piece(square) {
            let faded = jumped.contains(&square);
            paint_piece(squares, square, piece, if faded { 0.35 } else { 1.0 });
        }
    }
    let Some(&from) = entered.first() else { return };
    path(squares, entered, &FOCUS.with_alpha(0.8), false);
    let radius = squares.radius();
    let (x, y) = squares.centre(from);
    squares
        .painter
        .ring(x, y, radius * 1.05, radius * 0.18, &FOCUS.css());
    if let Some(piece) = board.board.piece(from) {
        for &hop in entered.get(1..).unwrap_or_default() {
            paint_piece(squares, hop, piece, 0.5);
        }
    }
}

/// The squares the picked piece may reach: a dot in each.
fn paint_choices(squares: &Squares) {
    let fill = rgb(
        squares.board.theme.hint_win.fg.unwrap_or(TermColor::Green),
        Rgb(76, 205, 96),
    );
    for &square in squares.board.choices {
        if squares.board.board.piece(square).is_some() {
            continue;
        }
        let (x, y) = squares.centre(square);
        let radius = squares.radius() * 0.3;
        squares.painter.disc(x, y, radius, &fill.css());
        squares
            .painter
            .ring(x, y, radius, 2.0, &fill.darker(0.5).css());
    }
}

/// The hint's move: its path dashed, from its piece to where it ends.
fn paint_hint(squares: &Squares) {
    if let Some(hint) = squares.board.hint {
        let fill = rgb(
            squares.board.theme.hint_win.fg.unwrap_or(TermColor::Green),
            Rgb(76, 205, 96),
        );
        path(squares, hint, &fill.css(), true);
    }
}

/// The last move: its path faint, and a cross where it captured.
fn paint_last_move(squares: &Squares) {
    let Some(last) = squares.board.last else {
        return;
    };
    path(squares, &last.path, "rgb(255 255 255 / 0.35)", false);
    for square in 0..32u8 {
        if last.captured & (1 << square) != 0 {
            let (x, y) = squares.centre(square);
            let half = squares.radius() * 0.35;
            let context = squares.painter.context;
            context.begin_path();
            context.move_to(x - half, y - half);
            context.line_to(x + half, y + half);
            context.move_to(x + half, y - half);
            context.line_to(x - half, y + half);
            context.set_line_width(3.0);
            context.set_stroke_style_str("rgb(255 255 255 / 0.6)");
            context.stroke();
        }
    }
}

/// A line through the middles of `steps`.
fn path(squares: &Squares, steps: &[Square], stroke: &str, dashed: bool) {
    if steps.len() < 2 {
        return;
    }
    let context = squares.painter.context;
    context.begin_path();
    for (index, &square) in steps.iter().enumerate() {
        let (x, y) = squares.centre(square);
        if index == 0 {
            context.move_to(x, y);
        } else {
            context.line_to(x, y);
        }
    }
    let width = squares.radius() * 0.22;
    let dashes = js_sys::Array::new();
    if dashed {
        dashes.push(&(width * 1.5).into());
        dashes.push(&(width * 1.2).into());
    }
    let _ = context.set_line_dash(&dashes);
    context.set_line_width(width);
    context.set_line_cap("round");
    context.set_line_join("round");
    context.set_stroke_style_str(stroke);
    context.stroke();
    let _ = context.set_line_dash(&js_sys::Array::new());
}

/// The square the keyboard is on, outlined.
fn paint_cursor(squares: &Squares) {
    let Some((row, column)) = squares.board.cursor else {
        return;
    };
    let (x, y) = squares.corner(row, column);
    let (width, height) = squares.cell();
    let context = squares.painter.context;
    let line = 3.0;
    context.set_line_width(line);
    context.set_stroke_style_str(&FOCUS.css());
    context.stroke_rect(x + line / 2.0, y + line / 2.0, width - line, height - line);
}
