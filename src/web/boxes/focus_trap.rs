//! The keyboard's focus in a box over the game that asks for an answer (the start
//! screen, a question): its buttons in order, the focus put on one, and Tab kept
//! within the box, past its last button back to its first and before its first to
//! its last, as a modal dialog keeps it.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, KeyboardEvent};

/// The buttons shown in the element `box_id`, in order (a hidden one is left out).
pub fn buttons(box_id: &str) -> Vec<HtmlElement> {
    let found = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| {
            document
                .query_selector_all(&format!("#{box_id} button"))
                .ok()
        });
    let Some(found) = found else {
        return Vec::new();
    };
    (0..found.length())
        .filter_map(|at| found.item(at)?.dyn_into::<HtmlElement>().ok())
        .filter(|button| button.offset_parent().is_some())
        .collect()
}

/// Puts the focus on `element`, if there is one.
pub fn focus(element: Option<&Element>) {
    if let Some(element) = element.and_then(|element| element.dyn_ref::<HtmlElement>()) {
        let _ = element.focus();
    }
}

/// Whether the focus is in the element `box_id`, or nowhere (on the page's body, as
/// when the button it was on was hidden).
pub fn within_or_lost(box_id: &str) -> bool {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return false;
    };
    match document.active_element() {
        None => true,
        Some(active) => {
            document.body().is_some_and(|body| active == *body.as_ref())
                || active
                    .closest(&format!("#{box_id}"))
                    .ok()
                    .flatten()
                    .is_some()
        }
    }
}

/// Whether the focus is in a field of the page (the settings' text, the Online
/// panel's name or code), which a box opening must not take it from.
pub fn in_a_field() -> bool {
    web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.active_element())
        .is_some_and(|active| matches!(active.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

/// On Tab at the box's last button (Shift-Tab at its first), the focus goes round to
/// the other end instead of leaving the box.
pub fn keep_tab_inside(box_id: &str, event: &KeyboardEvent) {
    if event.key() != "Tab" {
        return;
    }
    let buttons = buttons(box_id);
    let (Some(first), Some(last)) = (buttons.first(), buttons.last()) else {
        return;
    };
    let active = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.active_element());
    let (edge, to) = if event.shift_key() {
        (first, last)
    } else {
        (last, first)
    };
    if active.as_ref() == Some(edge.as_ref()) {
        event.prevent_default();
        let _ = to.focus();
    }
}
