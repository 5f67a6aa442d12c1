//! The page's text screen drawn every animation frame, at the size of its element
//! (`#game`) rather than ratzilla's guess from the window (a tenth of its width, a
//! twentieth of its height), so the buttons under it and a phone's smaller type are
//! counted. ratzilla lays its grid of cells out from the element when the window
//! resizes; the frame is made the same size, measured the same way, and never larger
//! than the grid it has laid out. A cell's size is measured again only on a resize.

use ratatui::layout::Rect;
use ratatui::{Frame, Terminal, TerminalOptions, Viewport};
use ratzilla::DomBackend;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element};

/// The callback each frame asks the browser to call at the next one: itself.
type NextFrame = Rc<RefCell<Option<Closure<dyn FnMut()>>>>;

/// Draws `draw` into the element `id` every animation frame.
pub fn run(id: &str, mut draw: impl FnMut(&mut Frame) + 'static) -> Result<(), JsValue> {
    let js = |e: ratzilla::error::Error| JsValue::from_str(&e.to_string());
    let io = |e: std::io::Error| JsValue::from_str(&e.to_string());
    let document = web_sys::window()
        .and_then(|window| window.document())
        .ok_or("no document")?;
    let parent = document
        .get_element_by_id(id)
        .ok_or("no element for the game")?;
    let backend = DomBackend::new_by_id(id).map_err(js)?;
    let mut sizer = Sizer::new(document, parent);
    let options = TerminalOptions {
        viewport: Viewport::Fixed(sizer.area(true).unwrap_or_default()),
    };
    let mut terminal = Terminal::with_options(backend, options).map_err(io)?;
    let resized = on_resize()?;
    let frame: NextFrame = Rc::new(RefCell::new(None));
    let next = Rc::clone(&frame);
    *frame.borrow_mut() = Some(Closure::new(move || {
        if let Some(area) = sizer.area(resized.replace(false))
            && area != terminal.get_frame().area()
        {
            let _ = terminal.resize(area);
        }
        if let Err(error) = terminal.draw(&mut draw) {
            web_sys::console::error_1(&JsValue::from_str(&error.to_string()));
        }
        request_frame(next.borrow().as_ref());
    }));
    request_frame(frame.borrow().as_ref());
    Ok(())
}

/// A flag the window's resizes set (ratzilla lays its grid out again after one).
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

/// The frame's size for the element, as ratzilla counts its cells.
struct Sizer {
    document: Document,
    parent: Element,
    /// A cell's size, measured at the start and after each resize.
    cell: Option<(f64, f64)>,
    /// The size a resize was last said for, so it is said once.
    prompted: Option<Rect>,
}

impl Sizer {
    fn new(document: Document, parent: Element) -> Sizer {
        Sizer {
            cell: cell_size(&document, &parent),
            document,
            parent,
            prompted: None,
        }
    }

    /// The frame's size now; `resizing` when ratzilla lays its grid out again in this
    /// frame (else the frame is no larger than the grid it laid out).
    fn area(&mut self, resizing: bool) -> Option<Rect> {
        if resizing {
            self.cell = cell_size(&self.document, &self.parent).or(self.cell);
        }
        let fits = fitting(&self.parent, self.cell?);
        let Some((columns, rows)) = (!resizing).then(|| grid_size(&self.parent)).flatten() else {
            return Some(fits);
        };
        if (fits.width, fits.height) != (columns, rows) && self.prompted != Some(fits) {
            // The element changed size with the window as it was (a line of the page
            // above or below it came or went): ratzilla lays its grid out again only
            // on a resize, so one is said.
            self.prompted = Some(fits);
            resize_window();
        }
        Some(Rect::new(
            0,
            0,
            fits.width.min(columns),
            fits.height.min(rows),
        ))
    }
}

/// Says the window was resized, for ratzilla to lay its grid out again.
fn resize_window() {
    if let Some(window) = web_sys::window()
        && let Ok(event) = web_sys::Event::new("resize")
    {
        let _ = window.dispatch_event(&event);
    }
}

fn request_frame(callback: Option<&Closure<dyn FnMut()>>) {
    if let (Some(window), Some(callback)) = (web_sys::window(), callback) {
        let _ = window.request_animation_frame(callback.as_ref().unchecked_ref());
    }
}

/// The cells of `cell` size that fit in `parent`, as ratzilla counts them.
fn fitting(parent: &Element, (cell_width, cell_height): (f64, f64)) -> Rect {
    let rect = parent.get_bounding_client_rect();
    let columns = (rect.width() / cell_width) as u16;
    let rows = (rect.height() / cell_height) as u16;
    Rect::new(0, 0, columns, rows)
}

/// A cell's size, measured as ratzilla measures it: one full block, one `ch` wide, in
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

/// The grid ratzilla laid out in `parent` (a `pre` a row, a `span` a cell): its
/// columns and rows.
fn grid_size(parent: &Element) -> Option<(u16, u16)> {
    let grid = parent.query_selector("div").ok()??;
    let first = grid.first_element_child()?;
    Some((
        first.child_element_count() as u16,
        grid.child_element_count() as u16,
    ))
}
