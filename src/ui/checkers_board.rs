//! The checkers board: 8x8 cells of 5x2 characters, each dark square with its number
//! (the notation's 1-32) above its piece; the cursor reversed, the picked piece and
//! the squares it may go to marked, and the squares of a hint shown.

use super::Theme;
use connect4_rules::checkers::{Board, Color, Square};
use connect4_rules::game::Player;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::Widget;

/// Characters of one cell across and down.
pub const CELL_WIDTH: u16 = 5;
pub const CELL_HEIGHT: u16 = 2;

/// Draws a checkers position with the player's cursor and move entry.
pub struct CheckersBoard<'a> {
    pub board: &'a Board,
    /// Row and column (0-7, row 0 at the top) of the cursor, if it shows.
    pub cursor: Option<(u8, u8)>,
    /// The squares of the move entered so far.
    pub entered: &'a [Square],
    /// Where the move entered may go next.
    pub choices: &'a [Square],
    /// The squares of the hint's move, from its piece to where it ends.
    pub hint: Option<&'a [Square]>,
    pub theme: &'a Theme,
}

impl CheckersBoard<'_> {
    /// The size the board needs.
    pub fn size() -> (u16, u16) {
        (8 * CELL_WIDTH, 8 * CELL_HEIGHT)
    }

    /// The cell under a screen position inside `area`, as (row, column).
    pub fn cell_at(area: Rect, x: u16, y: u16) -> Option<(u8, u8)> {
        let (width, height) = Self::size();
        let inside = x >= area.x && y >= area.y && x < area.x + width && y < area.y + height;
        inside.then(|| {
            (
                ((y - area.y) / CELL_HEIGHT) as u8,
                ((x - area.x) / CELL_WIDTH) as u8,
            )
        })
    }
}

/// The dark square at a row and column, if the cell is dark.
pub fn square_at(row: u8, column: u8) -> Option<Square> {
    ((row + column) % 2 == 1).then_some(row * 4 + column / 2)
}

impl Widget for CheckersBoard<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        for row in 0..8u8 {
            for column in 0..8u8 {
                let x = area.x + u16::from(column) * CELL_WIDTH;
                let y = area.y + u16::from(row) * CELL_HEIGHT;
                if x + CELL_WIDTH > area.right() || y + CELL_HEIGHT > area.bottom() {
                    continue;
                }
                self.render_cell(Rect::new(x, y, CELL_WIDTH, CELL_HEIGHT), row, column, buf);
            }
        }
    }
}

impl CheckersBoard<'_> {
    fn render_cell(&self, cell: Rect, row: u8, column: u8, buf: &mut Buffer) {
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
            let number = format!("{:<2}", square + 1);
            let on_hint = self.hint.is_some_and(|path| path.contains(&square));
            let number_style = if on_hint {
                base.patch(self.theme.hint_win).add_modifier(Modifier::BOLD)
            } else {
                base.add_modifier(Modifier::DIM)
            };
            buf.set_string(cell.x, cell.y, number, number_style);
            let (text, style) = match self.board.piece(square) {
                Some(piece) => {
                    let player = match piece.color {
                        Color::Black => Player::One,
                        Color::White => Player::Two,
                    };
                    let glyph = self.theme.glyphs[player];
                    let text = if piece.king {
                        format!("{glyph}K")
                    } else {
                        glyph.to_string()
                    };
                    (text, base.patch(self.theme.disc(player)))
                }
                None if self.choices.contains(&square) => {
                    ("+".to_string(), base.patch(self.theme.hint_win))
                }
                None if on_hint => ("*".to_string(), base.patch(self.theme.hint_win)),
                None => (String::new(), base),
            };
            let style = if self.entered.contains(&square) {
                style.add_modifier(Modifier::UNDERLINED | Modifier::BOLD)
            } else {
                style
            };
            buf.set_string(cell.x + 2, cell.y + 1, text, style);
        }
        if self.cursor == Some((row, column)) {
            for dx in 0..cell.width {
                for dy in 0..cell.height {
                    let c = &mut buf[(cell.x + dx, cell.y + dy)];
                    c.modifier.toggle(Modifier::REVERSED);
                }
            }
        }
    }
}
