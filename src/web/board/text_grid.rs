//! The game's grid of text as ratatui's backend: a `div` of `pre` rows of one `span`
//! a cell, in the game's element. It is laid out in one go, as a single piece of
//! markup holding only blank cells, and a drawn cell's glyph is then written as text
//! (never parsed as markup) and its style only when it changed. Laying the grid out
//! a cell at a time, each cell's glyph parsed as markup, took half a second on a
//! desktop's first frame, all of it blocking the page.

use crate::board::cell_css::cell_css;
use ratatui::backend::{Backend, ClearType, WindowSize};
use ratatui::buffer::Cell;
use ratatui::layout::{Position, Size};
use std::io::{Error, Result};
use unicode_width::UnicodeWidthStr;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element};

/// The grid's element: `grid.css`, the pointer's handler and the browser tests find
/// the grid by it.
pub const GRID: &str = "game_ratzilla_grid";

pub struct TextGrid {
    document: Document,
    parent: Element,
    size: Size,
    /// A cell's width and height in CSS pixels.
    cell: (f64, f64),
    /// Each cell's `span`, row by row, with the text and the style it was last given.
    cells: Vec<(Element, String, String)>,
    cursor: Position,
}

fn js(error: wasm_bindgen::JsValue) -> Error {
    Error::other(format!("{error:?}"))
}

impl TextGrid {
    /// An empty grid in `parent`, laid out by `lay_out`.
    pub fn new(document: Document, parent: Element) -> TextGrid {
        TextGrid {
            document,
            parent,
            size: Size::default(),
            cell: (0.0, 0.0),
            cells: Vec::new(),
            cursor: Position::default(),
        }
    }

    /// Lays a blank grid of `size` out, rows `cell`'s height, in place of the last.
    pub fn lay_out(&mut self, size: Size, cell: (f64, f64)) -> Result<()> {
        if let Some(old) = self.document.get_element_by_id(GRID) {
            old.remove();
        }
        let blank = cell_css(&Cell::default());
        let row = format!(
            "<pre style=\"height: {}px;\">{}</pre>",
            cell.1,
            format!("<span style=\"{blank}\"> </span>").repeat(usize::from(size.width))
        );
        let grid = self.document.create_element("div").map_err(js)?;
        grid.set_id(GRID);
        // Markup of the page's own, with no text from anywhere else in it.
        grid.set_inner_html(&row.repeat(usize::from(size.height)));
        let spans = grid.query_selector_all("span").map_err(js)?;
        self.cells = (0..spans.length())
            .filter_map(|index| spans.item(index)?.dyn_into::<Element>().ok())
            .map(|span| (span, " ".to_string(), blank.clone()))
            .collect();
        self.parent.append_child(&grid).map_err(js)?;
        (self.size, self.cell) = (size, cell);
        Ok(())
    }

    /// Writes a cell, touching the page only for what changed.
    fn write(&mut self, index: usize, symbol: &str, css: String) {
        let Some((span, text, style)) = self.cells.get_mut(index) else {
            return;
        };
        if text != symbol {
            span.set_text_content(Some(symbol));
            *text = symbol.to_string();
        }
        if *style != css {
            let _ = span.set_attribute("style", &css);
            *style = css;
        }
    }
}

impl Backend for TextGrid {
    type Error = Error;

    fn draw<'a, I>(&mut self, content: I) -> Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        let width = usize::from(self.size.width);
        for (x, y, cell) in content {
            if x >= self.size.width {
                continue;
            }
            let index = usize::from(y) * width + usize::from(x);
            self.write(index, cell.symbol(), cell_css(cell));
            // A wide glyph covers the next cell, which shows nothing.
            if cell.symbol().width() == 2 && usize::from(x) + 1 < width {
                self.write(index + 1, "", cell_css(&Cell::new("")));
            }
        }
        Ok(())
    }

    fn hide_cursor(&mut self) -> Result<()> {
        Ok(())
    }

    fn show_cursor(&mut self) -> Result<()> {
        Ok(())
    }

    fn get_cursor_position(&mut self) -> Result<Position> {
        Ok(self.cursor)
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> Result<()> {
        self.cursor = position.into();
        Ok(())
    }

    fn clear(&mut self) -> Result<()> {
        self.clear_region(ClearType::All)
    }

    /// Blanks the cells of the region (ratatui then draws what is not blank again).
    fn clear_region(&mut self, region: ClearType) -> Result<()> {
        let width = usize::from(self.size.width);
        let at = usize::from(self.cursor.y) * width + usize::from(self.cursor.x);
        let row = at - at % width.max(1);
        let cells = match region {
            ClearType::All => 0..self.cells.len(),
            ClearType::AfterCursor => at..self.cells.len(),
            ClearType::BeforeCursor => 0..at,
            ClearType::CurrentLine => row..row + width,
            ClearType::UntilNewLine => at..row + width,
        };
        let blank = cell_css(&Cell::default());
        for index in cells {
            self.write(index, " ", blank.clone());
        }
        Ok(())
    }

    fn size(&self) -> Result<Size> {
        Ok(self.size)
    }

    fn window_size(&mut self) -> Result<WindowSize> {
        let pixels = Size::new(
            (f64::from(self.size.width) * self.cell.0) as u16,
            (f64::from(self.size.height) * self.cell.1) as u16,
        );
        Ok(WindowSize {
            columns_rows: self.size,
            pixels,
        })
    }

    fn flush(&mut self) -> Result<()> {
        Ok(())
    }
}
