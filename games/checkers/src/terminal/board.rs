//! The checkers board: light and dark squares inside a frame, each row's first and
//! last square numbers at its edges (every square's number on demand), the pieces as
//! large as Connect 4's discs and a king crowned. Over them: the cursor reversed, the
//! move being entered (the piece picked, its hops, what it has jumped), the squares it
//! may go to, the hint, and the squares the last move left.

use super::layout::CheckersGeometry;
use crate::{Board, Color, Move, Piece, Square};
use connect4_game::seat::Player;
use connect4_shell::disc_width;
use connect4_shell::{Theme, panel_block};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::Widget;

/// Draws a checkers position with the player's cursor and move entry.
pub struct CheckersBoard<'a> {
    pub board: &'a Board,
    pub geometry: &'a CheckersGeometry,
    /// Row and column (0-7, row 0 at the top) of the cursor, if it shows.
    pub cursor: Option<(u8, u8)>,
    /// The squares of the move entered so far.
    pub entered: &'a [Square],
    /// Where the move entered may go next.
    pub choices: &'a [Square],
    /// The squares of the hint's move, from its piece to where it ends.
    pub hint: Option<&'a [Square]>,
    /// The last move played: the squares it left empty are marked, so a move is seen
    /// even when it was the computer's.
    pub last: Option<&'a Move>,
    /// Every dark square's number, not only those at the edges.
    pub numbers: bool,
    pub theme: &'a Theme,
}

/// The dark square at a row and column, if the cell is dark.
pub fn square_at(row: u8, column: u8) -> Option<Square> {
    ((row + column) % 2 == 1).then_some(row * 4 + column / 2)
}

/// The row and column of a dark square: the inverse of [`square_at`].
pub fn cell_of(square: Square) -> (u8, u8) {
    let row = square / 4;
    (row, 2 * (square % 4) + (row + 1) % 2)
}

/// The seat whose disc (glyph and colour) a side's pieces are drawn with: Black's
/// are player one's, whoever plays them.
pub fn side_disc(color: Color) -> Player {
    match color {
        Color::Black => Player::One,
        Color::White => Player::Two,
    }
}

impl Widget for CheckersBoard<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        // The layout made the board fit: a smaller area is a screen that changed size.
        if self.geometry.area.intersection(area) != self.geometry.area {
            return;
        }
        self.render_frame(buf);
        self.render_edge_numbers(buf);
        let jumped = jumped(self.entered);
        for row in 0..8u8 {
            for column in 0..8u8 {
                self.render_cell(row, column, &jumped, buf);
            }
        }
    }
}

impl CheckersBoard<'_> {
    fn render_frame(&self, buf: &mut Buffer) {
        let squares = self.geometry.squares;
        let outline = Rect::new(
            squares.x - 1,
            squares.y - 1,
            squares.width + 2,
            squares.height + 2,
        );
        panel_block(self.theme, "").render(outline, buf);
    }

    /// Each row's first square number on the left and its last on the right, so the
    /// rest can be counted along the row ("1 … 4").
    fn render_edge_numbers(&self, buf: &mut Buffer) {
        let g = self.geometry;
        if !g.edge_numbers {
            return;
        }
        for row in 0..8u8 {
            let y = g.cell(row, 0).y + (g.cell_height - 1) / 2;
            let first = u16::from(row) * 4 + 1;
            buf.set_string(g.area.x, y, format!("{first:>2}"), self.theme.frame);
            let right = g.squares.right() + 2;
            buf.set_string(right, y, format!("{:<2}", first + 3), self.theme.frame);
        }
    }

    fn render_cell(&self, row: u8, column: u8, jumped: &[Square], buf: &mut Buffer) {
        let cell = self.geometry.cell(row, column);
        let square = square_at(row, column);
        let base = match (square, self.theme.frame.fg) {
            // A dark square in the frame's colour, the pieces drawn on it in theirs.
            (Some(_), Some(colour)) => Style::new().bg(colour),
            // Without colour, the dark squares are reversed.
            (Some(_), None) => self.theme.frame.add_modifier(Modifier::REVERSED),
            (None, _) => self.theme.text,
        };
        buf.set_style(cell, base);
        if let Some(square) = square {
            self.render_content(cell, square, base, jumped, buf);
            self.render_corner(cell, square, base, buf);
        }
        if self.cursor == Some((row, column)) {
            for position in cell.positions() {
                buf[position].modifier.toggle(Modifier::REVERSED);
            }
        }
    }

    /// What stands on a dark square: a piece (marked when picked or jumped), the
    /// piece picked on its way through a multi-jump, or a mark.
    fn render_content(
        &self,
        cell: Rect,
        square: Square,
        base: Style,
        jumped: &[Square],
        buf: &mut Buffer,
    ) {
        let hops = self.entered.get(1..).unwrap_or_default();
        let moving = self
            .entered
            .first()
            .and_then(|&from| self.board.piece(from));
        if let Some(piece) = self.board.piece(square) {
            let mut style = base.patch(self.theme.disc(side_disc(piece.color)));
            if self.entered.first() == Some(&square) {
                style = style.add_modifier(Modifier::UNDERLINED);
            } else if jumped.contains(&square) {
                style = style.add_modifier(Modifier::DIM | Modifier::CROSSED_OUT);
            }
            self.render_piece(cell, piece, style, buf);
        } else if let (Some(piece), true) = (moving, hops.contains(&square)) {
            // Where the picked piece stands so far, drawn faint until the move is whole.
            let style = base.patch(self.theme.disc(side_disc(piece.color)));
            let style = style.add_modifier(Modifier::DIM | Modifier::UNDERLINED);
            self.render_piece(cell, piece, style, buf);
        }
        let mark = if self.board.piece(square).is_some() || hops.contains(&square) {
            // A choice here is a piece that can be picked: the cursor finds those.
            None
        } else if self.choices.contains(&square) {
            Some(('+', base.patch(self.theme.hint_win)))
        } else if self.hint.is_some_and(|path| path.contains(&square)) {
            Some(('*', base.patch(self.theme.hint_win)))
        } else {
            self.last_move_mark(square)
                .map(|glyph| (glyph, base.patch(self.theme.empty)))
        };
        if let Some((glyph, style)) = mark {
            let (x, y) = centre(cell);
            buf[(x, y)].set_char(glyph).set_style(style);
        }
    }

    /// A piece fills an ellipse inside its cell, as a Connect 4 disc does; a king has a
    /// crown in its middle, or fills its cell when the disc is one glyph wide.
    fn render_piece(&self, cell: Rect, piece: Piece, style: Style, buf: &mut Buffer) {
        let glyph = self.theme.glyphs[side_disc(piece.color)];
        for line in 0..cell.height {
            let width = disc_width(cell.width, cell.height, line);
            let start = cell.x + (cell.width - width) / 2;
            for x in start..start + width {
                buf[(x, cell.y + line)].set_char(glyph).set_style(style);
            }
        }
        if !piece.king {
            return;
        }
        let (x, y) = centre(cell);
        if disc_width(cell.width, cell.height, y - cell.y) == 1 {
            for x in [x - 1, x + 1] {
                buf[(x, y)].set_char(glyph).set_style(style);
            }
        }
        let crown = style.add_modifier(Modifier::REVERSED);
        buf[(x, y)]
            .set_char(self.crown(piece.color))
            .set_style(crown);
    }

    /// The king's mark: a chess king, filled for Black and hollow for White, so the
    /// two tell apart without colour; a K in ASCII.
    fn crown(&self, color: Color) -> char {
        match (self.theme.ascii, color) {
            (true, _) => 'K',
            (false, Color::Black) => '♚',
            (false, Color::White) => '♔',
        }
    }

    /// The top left corner: the square's number when numbers are on, else a star on
    /// the piece the hint moves.
    fn render_corner(&self, cell: Rect, square: Square, base: Style, buf: &mut Buffer) {
        let on_hint = self.hint.is_some_and(|path| path.contains(&square));
        let style = if on_hint {
            base.patch(self.theme.hint_win)
        } else {
            base.add_modifier(Modifier::DIM)
        };
        if self.numbers {
            // On one-line cells the number would hide the piece: it shows only there
            // where no piece stands.
            let hidden = cell.height == 1 && self.board.piece(square).is_some();
            if !hidden {
                let number = (square + 1).to_string();
                buf.set_string(cell.x, cell.y, &number, style);
                let corner = (cell.width - disc_width(cell.width, cell.height, 0)) / 2;
                if cell.height > 1 && corner < 2 {
                    // The number sits on the piece's top line: that line gives way.
                    let rest = cell.width - number.len() as u16;
                    let x = cell.x + number.len() as u16;
                    buf.set_string(x, cell.y, " ".repeat(rest.into()), base);
                }
            }
        } else if on_hint && self.hint.and_then(|path| path.first()) == Some(&square) {
            buf[(cell.x, cell.y)].set_char('*').set_style(style);
        }
    }

    /// The mark on a square the last move left empty: where the piece went from and
    /// through, or a piece it took.
    fn last_move_mark(&self, square: Square) -> Option<char> {
        let last = self.last?;
        if last.captured & (1 << square) != 0 {
            Some(if self.theme.ascii { 'x' } else { '×' })
        } else if last.path.contains(&square) {
            Some(self.theme.empty_glyph)
        } else {
            None
        }
    }
}

/// The screen position at the middle of a cell; for an even height, on the lower of
/// the two middle lines, which the numbers shown on demand leave free.
fn centre(cell: Rect) -> (u16, u16) {
    (cell.x + cell.width / 2, cell.y + cell.height / 2)
}

/// The squares jumped so far by the hops entered: between two squares two rows apart.
pub fn jumped(entered: &[Square]) -> Vec<Square> {
    entered
        .windows(2)
        .filter_map(|hop| {
            let ((r1, c1), (r2, c2)) = (cell_of(hop[0]), cell_of(hop[1]));
            (r1.abs_diff(r2) == 2).then(|| square_at((r1 + r2) / 2, (c1 + c2) / 2))?
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_and_rows_and_columns_agree() {
        for square in 0..32 {
            let (row, column) = cell_of(square);
            assert_eq!(square_at(row, column), Some(square));
        }
        assert_eq!(cell_of(0), (0, 1));
        assert_eq!(cell_of(4), (1, 0));
    }

    #[test]
    fn the_squares_a_multi_jump_took_are_found() {
        // 22x15x6 (indices 21, 14, 5): over 18 and 10 (indices 17 and 9).
        assert_eq!(jumped(&[21, 14, 5]), vec![17, 9]);
        assert!(jumped(&[10, 14]).is_empty());
    }
}
