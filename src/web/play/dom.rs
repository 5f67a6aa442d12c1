//! Small helpers for the page's own HTML: elements made with their text (always as
//! text, never markup: names and news come from the config and the server), shown
//! or hidden, and written only when their text changed.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element};

/// A button of `text` whose tap the page reads from its `data-tap`.
pub fn button(document: &Document, text: &str, tap: &str) -> Option<Element> {
    let made = element(document, "button", text)?;
    let _ = made.set_attribute("type", "button");
    let _ = made.set_attribute("data-tap", tap);
    Some(made)
}

/// An element of `tag` holding `text`.
pub fn element(document: &Document, tag: &str, text: &str) -> Option<Element> {
    let made = document.create_element(tag).ok()?;
    if !text.is_empty() {
        made.set_text_content(Some(text));
    }
    Some(made)
}

/// Shows or hides the element `id`.
pub fn show(document: &Document, id: &str, shown: bool) {
    if let Some(element) = document.get_element_by_id(id) {
        let _ = element.toggle_attribute_with_force("hidden", !shown);
    }
}

/// Writes `text` into the element `id` when it differs.
pub fn set_text(document: &Document, id: &str, text: &str) {
    if let Some(element) = document.get_element_by_id(id)
        && element.text_content().as_deref() != Some(text)
    {
        element.set_text_content(Some(text));
    }
}

/// Calls `pressed` with the value of `attribute` of the button a click or tap lands
/// on anywhere inside `element`: one listener for all of its buttons, for the page's
/// life, so buttons made later (a list written again) need none of their own.
pub fn on_button(
    element: &Element,
    attribute: &str,
    pressed: impl Fn(&str) + 'static,
) -> Result<(), JsValue> {
    let selector = format!("button[{attribute}]");
    let attribute = attribute.to_string();
    let listener = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
        let value = event
            .target()
            .and_then(|target| target.dyn_into::<Element>().ok())
            .and_then(|element| element.closest(&selector).ok().flatten())
            .and_then(|button| button.get_attribute(&attribute));
        if let Some(value) = value {
            pressed(&value);
        }
    });
    element.add_event_listener_with_callback("click", listener.as_ref().unchecked_ref())?;
    listener.forget();
    Ok(())
}
