//! The board widget: the grid, the discs, the hover marker and the column numbers.

use super::BoardGeometry;
use crate::ai::{Analysis, Verdict};
use crate::game::Column;
use crate::game::{Cell, Game, Outcome, Player};
use crate::terminal::Fall;
use connect4_shell::Theme;
use connect4_shell::disc_width;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::Widget;

/// Draws one match at the place and size `geometry` gives.
pub struct BoardWidget<'a> {
    pub game: &'a Game,
    /// The hover column, or `None` when no disc is about to drop (match over).
    pub hover: Option<Column>,
    pub geometry: &'a BoardGeometry,
    /// What each column leads to, for the hint row; `None` when hints are off or not
    /// known yet.
    pub analysis: Option<&'a Analysis>,
    /// Columns whose hint label is underlined as the best move (in a review).
    pub best: Vec<Column>,
    /// The last disc, still falling to its cell: drawn where it is now.
    pub fall: Option<Fall>,
    pub theme: &'a Theme,
}

/// Grid line glyphs: a 3x3 table of junctions (top, middle, bottom row by left,
/// inner, right column), then the horizontal and vertical lines.
struct GridGlyphs {
    junctions: [[char; 3]; 3],
    horizontal: char,
    vertical: char,
}

const BOX_GRID: GridGlyphs = GridGlyphs {
    junctions: [['┌', '┬', '┐'], ['├', '┼', '┤'], ['└', '┴', '┘']],
    horizontal: '─',
    vertical: '│',
};

const ASCII_GRID: GridGlyphs = GridGlyphs {
    junctions: [['+'; 3]; 3],
    horizontal: '-',
    vertical: '|',
};

impl Widget for BoardWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = self.geometry.area.intersection(area);
        if area.is_empty() {
            return;
        }
        self.render_grid(buf);
        self.render_discs(buf);
        self.render_hover(buf);
        self.render_hints(buf);
        self.render_column_numbers(buf);
    }
}

impl BoardWidget<'_> {
    fn render_grid(&self, buf: &mut Buffer) {
        let g = self.geometry;
        let glyphs = if self.theme.ascii {
            &ASCII_GRID
        } else {
            &BOX_GRID
        };
        let (columns, rows) = (g.size.columns(), g.size.rows());
        let step_x = g.cell_width + 1;
        let step_y = g.cell_height + 1;
        let width = columns as u16 * step_x + 1;
        for line in 0..=rows {
            let y = g.grid_top() + line as u16 * step_y;
            let kind = position_kind(line, rows);
            for dx in 0..width {
                let glyph = if dx % step_x == 0 {
                    glyphs.junctions[kind][position_kind((dx / step_x) as usize, columns)]
                } else {
                    glyphs.horizontal
                };
                set_char(buf, g.area.x + dx, y, glyph, self.theme.frame);
            }
            if line == rows {
                break;
            }
            for dy in 1..step_y {
                for column in 0..=columns {
                    set_char(
                        buf,
                        g.column_x(column),
                        y + dy,
                        glyphs.vertical,
                        self.theme.frame,
                    );
                }
            }
        }
    }

    fn render_discs(&self, buf: &mut Buffer) {
        let size = self.geometry.size;
        let winning = match self.game.outcome() {
            // The four lights up once the last disc has landed.
            Some(Outcome::Win { cells, .. }) if self.fall.is_none() => cells.to_vec(),
            _ => Vec::new(),
        };
        for column in 0..size.columns() {
            for row in 0..size.rows() {
                let cell = Cell::new(column, row);
                let landed = self.fall.is_none_or(|fall| fall.cell != cell);
                match self.game.board().get(cell).filter(|_| landed) {
                    Some(player) => {
                        let mut style = self.theme.disc(player);
                        if winning.contains(&cell) {
                            style = style.patch(self.theme.highlight);
                        }
                        self.render_disc(buf, cell, self.theme.glyphs[player], style);
                    }
                    None => self.render_empty(buf, cell),
                }
            }
        }
        self.render_fall(buf);
    }

    /// The falling disc, over the empty cell it is passing.
    fn render_fall(&self, buf: &mut Buffer) {
        let Some(fall) = self.fall else {
            return;
        };
        if let Some(player) = self.game.board().get(fall.cell) {
            let at = Cell::new(fall.cell.column, fall.row);
            self.render_disc(buf, at, self.theme.glyphs[player], self.theme.disc(player));
        }
    }

    /// A disc fills an ellipse inside its cell, so bigger cells show bigger discs.
    fn render_disc(&self, buf: &mut Buffer, cell: Cell, glyph: char, style: Style) {
        let g = self.geometry;
        let left = g.column_x(cell.column) + 1;
        let top = g.row_y(cell.row);
        for line in 0..g.cell_height {
            let width = disc_width(g.cell_width, g.cell_height, line);
            let start = left + (g.cell_width - width) / 2;
            for x in start..start + width {
                set_char(buf, x, top + line, glyph, style);
            }
        }
    }

    fn render_empty(&self, buf: &mut Buffer, cell: Cell) {
        let g = self.geometry;
        let x = g.column_x(cell.column) + 1 + g.cell_width / 2;
        let y = g.row_y(cell.row) + (g.cell_height - 1) / 2;
        set_char(buf, x, y, self.theme.empty_glyph, self.theme.empty);
    }

    /// The disc about to drop, above the hover column, in the colour of the player to move.
    fn render_hover(&self, buf: &mut Buffer) {
        let Some(column) = self.hover.map(Column::index) else {
            return;
        };
        let g = self.geometry;
        let player: Player = self.game.to_move();
        let x = g.column_x(column) + 1 + g.cell_width / 2;
        let style = self.theme.disc(player).patch(self.theme.hover);
        set_char(buf, x, g.area.y, self.theme.glyphs[player], style);
    }

    /// One label per column above the grid: "W3" wins in three moves, "D" draws,
    /// "L5" loses in five; a single letter when the cells are one character wide.
    fn render_hints(&self, buf: &mut Buffer) {
        let Some(analysis) = self.analysis else {
            return;
        };
        let g = self.geometry;
        for (column, verdict) in analysis.iter().enumerate() {
            let Some(verdict) = verdict else { continue };
            let style = match verdict {
                Verdict::Win { .. } => self.theme.hint_win,
                Verdict::Draw | Verdict::Unknown => self.theme.hint_draw,
                Verdict::Loss { .. } => self.theme.hint_loss,
            };
            let style = if self.best.contains(&Column::new(column)) {
                style.add_modifier(Modifier::UNDERLINED)
            } else {
                style
            };
            let mut label = verdict.label();
            label.truncate(g.cell_width as usize);
            let centre = g.column_x(column) + 1 + g.cell_width / 2;
            let x = centre - label.len() as u16 / 2;
            buf.set_string(x, g.hint_row(), label, style);
        }
    }

    fn render_column_numbers(&self, buf: &mut Buffer) {
        let g = self.geometry;
        let y = g.area.bottom() - 1;
        for column in 0..g.size.columns() {
            let label = if g.cell_width >= 2 {
                (column + 1).to_string()
            } else {
                crate::game::Column::new(column).to_char().to_string()
            };
            let centre = g.column_x(column) + 1 + g.cell_width / 2;
            let x = centre - label.len() as u16 / 2;
            let style = if self.hover == Some(Column::new(column)) {
                self.theme.frame.patch(self.theme.hover)
            } else {
                self.theme.frame
            };
            buf.set_string(x, y, label, style);
        }
    }
}

/// 0 for the first line, 2 for the last, 1 in between: picks a junction glyph.
fn position_kind(index: usize, last: usize) -> usize {
    match index {
        0 => 0,
        i if i == last => 2,
        _ => 1,
    }
}

fn set_char(buf: &mut Buffer, x: u16, y: u16, glyph: char, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_char(glyph).set_style(style);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discs_are_round_and_centred() {
        assert_eq!(disc_width(1, 1, 0), 1);
        assert_eq!(disc_width(3, 1, 0), 1);
        assert_eq!([0, 1].map(|l| disc_width(5, 2, l)), [3, 3]);
        assert_eq!([0, 1, 2].map(|l| disc_width(7, 3, l)), [3, 5, 3]);
        assert_eq!(
            [0, 1, 2, 3, 4].map(|l| disc_width(11, 5, l)),
            [5, 7, 9, 7, 5]
        );
    }
}
