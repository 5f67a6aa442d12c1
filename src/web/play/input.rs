//! The keyboard and the mouse, read on the whole window (so keys work without first
//! clicking the game, and survive the grid of text laid out again on a resize), turned
//! into the app's [`KeyPress`] and [`Pointer`].

use crate::board::text_grid::GRID;
use connect4::shell::{Key, KeyPress, Pointer, PointerAction};
use ratatui::layout::Rect;
use ratzilla::event::{KeyCode, KeyEvent};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{KeyboardEvent, MouseEvent};

/// Calls `on_key` for every key pressed; it says whether the key meant something, and
/// then the browser's own use of it (scrolling on Space and the arrows) is prevented.
pub fn on_keys(mut on_key: impl FnMut(KeyPress) -> bool + 'static) -> Result<(), JsValue> {
    let listener = Closure::<dyn FnMut(KeyboardEvent)>::new(move |event: KeyboardEvent| {
        let used = !event.repeat()
            && !typing(&event)
            && key_press(&KeyEvent::from(event.clone())).is_some_and(&mut on_key);
        if used {
            event.prevent_default();
        }
    });
    listen("keydown", listener.as_ref())?;
    listener.forget();
    Ok(())
}

/// Calls `on_pointer` for every move and press of the mouse, or tap, over the game; `area`
/// gives the size of the screen in cells, to find the cell under the mouse.
pub fn on_pointer(
    area: impl Fn() -> Rect + 'static,
    on_pointer: impl Fn(Pointer) + 'static,
) -> Result<(), JsValue> {
    let handle = Rc::new(move |event: MouseEvent, action: PointerAction| {
        // Only the main button drops a disc, and only on the game: not through the
        // page's own panels when they lie over it (the side panel opened on a phone,
        // the settings folded out, the buttons).
        if (action == PointerAction::Press && event.button() != 0) || over_page_parts(&event) {
            return;
        }
        if let Some((x, y)) = cell_under(&event, area()) {
            on_pointer(Pointer { action, x, y });
        }
    });
    // Pointer events: the mouse, a finger and a pen alike (a tap presses at once,
    // with no hover first).
    for (event_type, action) in [
        ("pointermove", PointerAction::Hover),
        ("pointerdown", PointerAction::Press),
    ] {
        let handle = Rc::clone(&handle);
        let listener =
            Closure::<dyn FnMut(MouseEvent)>::new(move |event: MouseEvent| handle(event, action));
        listen(event_type, listener.as_ref())?;
        listener.forget();
    }
    Ok(())
}

/// The page's own parts that may lie over the game, whose taps are theirs.
const PAGE_PARTS: &str = "#side, #controls, #score-row, #banner, #start, #note";

fn over_page_parts(event: &MouseEvent) -> bool {
    event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .and_then(|element| element.closest(PAGE_PARTS).ok().flatten())
        .is_some()
}

/// The screen cell under the mouse.
fn cell_under(event: &MouseEvent, area: Rect) -> Option<(u16, u16)> {
    let grid = Grid::measure()?;
    let x = (f64::from(event.client_x()) - grid.left) / grid.cell_width;
    let y = (f64::from(event.client_y()) - grid.top) / grid.cell_height;
    let inside = x >= 0.0 && y >= 0.0 && x < f64::from(area.width) && y < f64::from(area.height);
    inside.then_some((x as u16, y as u16))
}

/// Where ratzilla's grid of cells is in the window, in CSS pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Grid {
    pub left: f64,
    pub top: f64,
    pub cell_width: f64,
    pub cell_height: f64,
}

impl Grid {
    /// The grid's corner and the size of its first cell (every cell is that size).
    pub fn measure() -> Option<Grid> {
        let grid = web_sys::window()?.document()?.get_element_by_id(GRID)?;
        let cell = grid
            .query_selector("pre span")
            .ok()??
            .get_bounding_client_rect();
        let corner = grid.get_bounding_client_rect();
        (cell.width() > 0.0 && cell.height() > 0.0).then(|| Grid {
            left: corner.left(),
            top: corner.top(),
            cell_width: cell.width(),
            cell_height: cell.height(),
        })
    }
}

/// Whether the key goes to a field of the page (the settings' text area, the Online
/// panel's fields and buttons) rather than to the game. A question's own buttons
/// take only Enter and Space (which press them): its keys (`y`, `n`, Esc) still
/// answer it while the focus is on them.
fn typing(event: &KeyboardEvent) -> bool {
    let pressing = matches!(event.key().as_str(), "Enter" | " ");
    event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|element| match element.tag_name().as_str() {
            "TEXTAREA" | "INPUT" | "SELECT" | "SUMMARY" => true,
            "BUTTON" => pressing || element.closest("#note").ok().flatten().is_none(),
            _ => false,
        })
}

fn listen(event_type: &str, listener: &JsValue) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    window.add_event_listener_with_callback(event_type, listener.unchecked_ref())
}

/// A browser key as the app's key, if it is one the app knows.
fn key_press(event: &KeyEvent) -> Option<KeyPress> {
    let key = match event.code {
        KeyCode::Char(' ') => Key::Space,
        KeyCode::Char(c) if event.ctrl => Key::Char(c.to_ascii_lowercase()),
        KeyCode::Char(c) => Key::Char(c),
        KeyCode::Enter => Key::Enter,
        KeyCode::Esc => Key::Esc,
        KeyCode::Tab => Key::Tab,
        KeyCode::Backspace => Key::Backspace,
        KeyCode::Left => Key::Left,
        KeyCode::Right => Key::Right,
        KeyCode::Up => Key::Up,
        KeyCode::Down => Key::Down,
        KeyCode::Home => Key::Home,
        KeyCode::End => Key::End,
        KeyCode::PageUp => Key::PageUp,
        KeyCode::PageDown => Key::PageDown,
        _ => return None,
    };
    Some(KeyPress {
        key,
        ctrl: event.ctrl,
    })
}
