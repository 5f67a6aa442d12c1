//! The start screen's box over the game (`#start`, a modal dialog): a heading and a
//! button a choice, each with a line saying where it leads, and Close. Opened, it
//! takes the keyboard's focus to its first choice and keeps Tab within itself
//! (`focus_trap`); Esc closes it like Close; closed, the focus goes back to the
//! board. Its choices are written as text, never markup. `index.html` serves the
//! box already written as a first visit to Connect 4 sees it (under the loading
//! screen, inert): the module takes that markup over rather than making its own.

use crate::boxes::focus_trap;
use crate::play::dom;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, KeyboardEvent};

const START: &str = "start";
const TITLE: &str = "start-title";
const CHOICES: &str = "start-choices";
/// The button of the menu that opens the start screen again.
const FROM_MENU: &str = "menu-start";
/// The board, where the focus goes back to.
const BOARD: &str = "game";
/// The game's parts beside the box: the bar under the board, the score's line, the
/// side panel.
const BESIDE: [&str; 3] = ["bar", "score-row", "side"];
/// What Close and Esc are pressed as: the board as it is.
pub const CLOSE: &str = "board";

/// What the start screen shows: its heading, and each choice's name (`data-start`),
/// words and line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartFacts {
    pub title: String,
    pub choices: Vec<(String, String, String)>,
}

fn document() -> Option<Document> {
    web_sys::window()?.document()
}

/// Whether the start screen is open.
pub fn is_open() -> bool {
    document()
        .and_then(|document| document.get_element_by_id(START))
        .is_some_and(|start| !start.has_attribute("hidden"))
}

/// Hides the box as `index.html` serves it, before the loading screen over it goes:
/// only `open` shows it, on a first visit. Its text was painted with the page, so a
/// first visit's largest paint does not wait for the module.
pub fn take_over() {
    let Some(start) = document().and_then(|document| document.get_element_by_id(START)) else {
        return;
    };
    let _ = start.set_attribute("hidden", "");
    let _ = start.remove_attribute("inert");
}

/// Writes `facts` into the box, shows it and focuses its first choice. What it
/// already says is left as it is, so the markup served is shown without a flash.
pub fn open(facts: &StartFacts) {
    let Some(document) = document() else { return };
    if let Some(title) = document.get_element_by_id(TITLE)
        && title.text_content().as_deref() != Some(facts.title.as_str())
    {
        title.set_text_content(Some(&facts.title));
    }
    if let Some(list) = document.get_element_by_id(CHOICES)
        && shown(&list) != facts.choices
    {
        list.set_text_content(None);
        for (name, words, line) in &facts.choices {
            if let Some(item) = choice(&document, name, words, line) {
                let _ = list.append_child(&item);
            }
        }
    }
    if let Some(start) = document.get_element_by_id(START) {
        let _ = start.remove_attribute("hidden");
    }
    set_inert(&document, true);
    if let Some(first) = focus_trap::buttons(START).first() {
        let _ = first.focus();
    }
}

/// Hides the box, the focus back on the board.
pub fn close() {
    let Some(document) = document() else { return };
    if let Some(start) = document.get_element_by_id(START) {
        let _ = start.set_attribute("hidden", "");
    }
    set_inert(&document, false);
    focus_trap::focus(document.get_element_by_id(BOARD).as_ref());
}

/// The game's parts beside the box, inert while it is open (a modal box): the
/// buttons under the board and the score's line would act on the game behind it.
/// The settings and the Online panel stay at hand.
fn set_inert(document: &Document, inert: bool) {
    for id in BESIDE {
        if let Some(part) = document.get_element_by_id(id) {
            let _ = part.toggle_attribute_with_force("inert", inert);
        }
    }
}

/// The choices `list` holds: each button's name, words and line, as `choice` writes
/// them.
fn shown(list: &Element) -> Vec<(String, String, String)> {
    let Ok(buttons) = list.query_selector_all("button[data-start]") else {
        return Vec::new();
    };
    let text = |button: &Element, class: &str| {
        let part = button.query_selector(&format!(".{class}")).ok().flatten();
        part.and_then(|part| part.text_content())
            .unwrap_or_default()
    };
    (0..buttons.length())
        .filter_map(|at| buttons.item(at)?.dyn_into::<Element>().ok())
        .map(|button| {
            let name = button.get_attribute("data-start").unwrap_or_default();
            let words = text(&button, "start-words");
            (name, words, text(&button, "start-line"))
        })
        .collect()
}

/// A list item holding a choice's button: its words, then its line.
fn choice(document: &Document, name: &str, words: &str, line: &str) -> Option<Element> {
    let entry = document.create_element("li").ok()?;
    let button = document.create_element("button").ok()?;
    button.set_attribute("type", "button").ok()?;
    button.set_attribute("data-start", name).ok()?;
    for (class, text) in [("start-words", words), ("start-line", line)] {
        let span = document.create_element("span").ok()?;
        span.set_class_name(class);
        span.set_text_content(Some(text));
        button.append_child(&span).ok()?;
    }
    entry.append_child(&button).ok()?;
    Some(entry)
}

/// Calls `chosen` with a choice's name when its button is pressed (`CLOSE` for
/// Close or Esc), and `reopen` when the menu's Start screen button is.
pub fn wire(chosen: impl Fn(&str) + 'static, reopen: impl Fn() + 'static) -> Result<(), JsValue> {
    let Some(document) = document() else {
        return Ok(());
    };
    let Some(start) = document.get_element_by_id(START) else {
        return Ok(());
    };
    let chosen = std::rc::Rc::new(chosen);
    let clicked = std::rc::Rc::clone(&chosen);
    dom::on_button(&start, "data-start", move |name| clicked(name))?;
    let keys = Closure::<dyn FnMut(KeyboardEvent)>::new(move |event: KeyboardEvent| {
        match event.key().as_str() {
            "Escape" => chosen(CLOSE),
            "Tab" => focus_trap::keep_tab_inside(START, &event),
            _ => {}
        }
    });
    start.add_event_listener_with_callback("keydown", keys.as_ref().unchecked_ref())?;
    keys.forget();
    if let Some(entry) = document.get_element_by_id(FROM_MENU) {
        let open = Closure::<dyn FnMut()>::new(reopen);
        entry.add_event_listener_with_callback("click", open.as_ref().unchecked_ref())?;
        open.forget();
    }
    Ok(())
}
