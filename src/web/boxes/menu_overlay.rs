//! The open menu (the opponent menu, the puzzles') as the page's own list over the
//! board (`#menu`), so a phone shows it whole and a tap on an item chooses it: the
//! terminal's menu box is text as wide as its longest line, cut off at a phone's
//! width. Its items are the model's (`MenuBox`); a tap presses the config's keys (up
//! or down to the item, then choose), so the model's update is the terminal's.

use crate::boxes::overlay::Overlay;
use crate::play::dom;
use connect4::shell::MenuBox;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element};

const MENU: &str = "menu";
const TITLE: &str = "menu-title";
const ITEMS: &str = "menu-items";
const FOOTER: &str = "menu-footer";

/// What the open menu shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MenuFacts {
    pub title: String,
    pub items: Vec<String>,
    pub selected: usize,
    pub footer: String,
}

impl MenuFacts {
    pub fn of(menu: &MenuBox<'_>) -> MenuFacts {
        MenuFacts {
            title: menu.title.trim().to_string(),
            items: menu.lines.iter().map(|line| clean(line)).collect(),
            selected: menu.selected,
            footer: menu.footer.trim().to_string(),
        }
    }
}

/// An item without the terminal's marks: its leading "* " (the choice in force) kept
/// as a word a reader sees, the padding gone.
fn clean(line: &str) -> String {
    let line = line.trim();
    match line.strip_prefix("* ") {
        Some(current) => format!("{current} (now)"),
        None => line.to_string(),
    }
}

/// The menu's box, `#menu`.
pub type MenuOverlay = Overlay<MenuFacts>;

/// The menu's box, hidden until a menu opens.
pub fn menu_overlay() -> MenuOverlay {
    Overlay::new(MENU, write)
}

/// The title, the footer, then a button an item.
fn write(document: &Document, facts: &MenuFacts) {
    if let Some(title) = document.get_element_by_id(TITLE) {
        title.set_text_content(Some(&facts.title));
    }
    if let Some(footer) = document.get_element_by_id(FOOTER) {
        footer.set_text_content(Some(&facts.footer));
    }
    let Some(items) = document.get_element_by_id(ITEMS) else {
        return;
    };
    items.set_text_content(None);
    for (index, text) in facts.items.iter().enumerate() {
        if let Some(item) = item(document, index, text, index == facts.selected) {
            let _ = items.append_child(&item);
        }
    }
}

/// A list item holding the item's button.
fn item(document: &Document, index: usize, text: &str, selected: bool) -> Option<Element> {
    let entry = document.create_element("li").ok()?;
    let button = document.create_element("button").ok()?;
    button.set_attribute("type", "button").ok()?;
    button
        .set_attribute("data-index", &index.to_string())
        .ok()?;
    if selected {
        button.set_attribute("aria-current", "true").ok()?;
    }
    button.set_text_content(Some(text));
    entry.append_child(&button).ok()?;
    Some(entry)
}

/// Calls `chosen` with an item's index when it is tapped or clicked.
pub fn wire(chosen: impl Fn(usize) + 'static) -> Result<(), JsValue> {
    let Some(items) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(ITEMS))
    else {
        return Ok(());
    };
    dom::on_button(&items, "data-index", move |index| {
        if let Ok(index) = index.parse() {
            chosen(index);
        }
    })?;
    Ok(())
}
