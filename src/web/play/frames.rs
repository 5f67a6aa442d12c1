//! The page's text screen drawn every animation frame into its grid of text
//! (`text_grid`), at the size of its element (`#game`) in cells of the element's
//! type, so the buttons under it and a phone's smaller type are counted. The grid is
//! laid out again whenever that size changes: with the window, or with the page's
//! lines around the element and its type.

use crate::board::text_grid::TextGrid;
use ratatui::layout::Rect;
use ratatui::{Frame, Terminal, TerminalOptions, Viewport};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element};

/// The callback each frame asks the browser to call at the next one: itself.
type NextFrame = Rc<RefCell<Option<Closure<dyn FnMut()>>>>;

/// Draws `draw` into the element `id` every animation frame.
pub fn run(id: &str, mut draw: impl FnMut(&mut Frame) + 'static) -> Result<(), JsValue> {
    let io = |e: std::io::Error| JsValue::from_str(&e.to_string());
    let document = web_sys::window()
        .and_then(|window| window.document())
        .ok_or("no document")?;
    let parent = document
        .get_element_by_id(id)
        .ok_or("no element for the game")?;
    let mut grid = TextGrid::new(document.clone(), parent.clone());
    let mut sizer = Sizer::new(document, parent);
    let (area, cell) = sizer.area(Rect::default(), true);
    grid.lay_out(area.as_size(), cell).map_err(io)?;
    let options = TerminalOptions {
        viewport: Viewport::Fixed(area),
    };
    let mut terminal = Terminal::with_options(grid, options).map_err(io)?;
    let resized = on_resize()?;
    let frame: NextFrame = Rc::new(RefCell::new(None));
    let next = Rc::clone(&frame);
    *frame.borrow_mut() = Some(Closure::new(move || {
        let shown = terminal.get_frame().area();
        let (area, cell) = sizer.area(shown, resized.replace(false));
        if area != shown {
            let laid = terminal.backend_mut().lay_out(area.as_size(), cell);
            if let Err(error) = laid.and_then(|()| terminal.resize(area)) {
                web_sys::console::error_1(&JsValue::from_str(&error.to_string()));
            }
        }
        if let Err(error) = terminal.draw(&mut draw) {
            web_sys::console::error_1(&JsValue::from_str(&error.to_string()));
        }
        request_frame(next.borrow().as_ref());
    }));
    request_frame(frame.borrow().as_ref());
    Ok(())
}

/// A flag the window's resizes set (a cell's size is measured again after one).
fn on_resize() -> Result<Rc<Cell<bool>>, JsValue> {
    let resized = Rc::new(Cell::new(false));
    let flag = Rc::clone(&resized);
    let listener = Closure::<dyn FnMut()>::new(move || flag.set(true));
    web_sys::window()
        .ok_or("no window")?
        .add_event_listener_with_callback("resize", listener.as_ref().unchecked_ref())?;
    listener.forget();
    Ok(resized)
}

/// The frame's size for the element, in cells of the element's type.
struct Sizer {
    document: Document,
    parent: Element,
    /// A cell's size, measured at the start, after each resize, and when the
    /// element's size in cells changes (its type may have changed with it).
    cell: (f64, f64),
}

/// A cell's size when it cannot be measured (a hidden element).
const SOME_CELL: (f64, f64) = (10.0, 19.0);

impl Sizer {
    fn new(document: Document, parent: Element) -> Sizer {
        let cell = cell_size(&document, &parent).unwrap_or(SOME_CELL);
        Sizer {
            document,
            parent,
            cell,
        }
    }

    /// The frame's size now, and a cell's, given the frame's size `shown`;
    /// `resized` when the window was.
    fn area(&mut self, shown: Rect, resized: bool) -> (Rect, (f64, f64)) {
        let mut fits = fitting(&self.parent, self.cell);
        if resized || fits != shown {
            self.cell = cell_size(&self.document, &self.parent).unwrap_or(self.cell);
            fits = fitting(&self.parent, self.cell);
        }
        (fits, self.cell)
    }
}

fn request_frame(callback: Option<&Closure<dyn FnMut()>>) {
    if let (Some(window), Some(callback)) = (web_sys::window(), callback) {
        let _ = window.request_animation_frame(callback.as_ref().unchecked_ref());
    }
}

/// The cells of `cell` size that fit in `parent`, whole ones only.
fn fitting(parent: &Element, (cell_width, cell_height): (f64, f64)) -> Rect {
    let rect = parent.get_bounding_client_rect();
    let columns = (rect.width() / cell_width) as u16;
    let rows = (rect.height() / cell_height) as u16;
    Rect::new(0, 0, columns, rows)
}

/// A cell's size, measured in the grid's own shape: one full block, one `ch` wide, in
/// a line of the element's type.
fn cell_size(document: &Document, parent: &Element) -> Option<(f64, f64)> {
    let line = document.create_element("pre").ok()?;
    line.set_attribute(
        "style",
        "margin: 0; padding: 0; border: 0; line-height: normal;",
    )
    .ok()?;
    let block = document.create_element("span").ok()?;
    block.set_text_content(Some("\u{2588}"));
    block
        .set_attribute("style", "display: inline-block; width: 1ch;")
        .ok()?;
    line.append_child(&block).ok()?;
    parent.append_child(&line).ok()?;
    let size = block.get_bounding_client_rect();
    let _ = parent.remove_child(&line);
    (size.width() > 0.0 && size.height() > 0.0).then(|| (size.width(), size.height()))
}
