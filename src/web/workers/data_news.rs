//! What the page says while a data file left out of its module is fetched (the
//! opening book, the puzzles, checkers' endgame database): a line in `#loading`,
//! gone once every file is in, kept with the reason when one could not be had.

use std::cell::RefCell;
use wasm_bindgen::JsValue;

/// The element of `index.html` the line is written in.
const LOADING: &str = "loading";

/// Shows the worker's news of a file: `{data: "the opening book", state: "fetching"}`.
pub fn show(news: &JsValue) {
    let field = |name: &str| {
        js_sys::Reflect::get(news, &JsValue::from_str(name))
            .ok()
            .and_then(|value| value.as_string())
    };
    if let (Some(what), Some(state)) = (field("data"), field("state")) {
        say(&what, &state);
    }
}

thread_local! {
    /// What is being said for each file still in hand, in the order they began: the
    /// line shows the latest, and a file that comes in leaves the others said.
    static SAID: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
}

/// Writes what is happening to `what`: "fetching", "ready", or why it failed.
pub fn say(what: &str, state: &str) {
    let text = match state {
        "ready" => None,
        "fetching" => Some(format!("Fetching {what}…")),
        failed => Some(sentence(&format!("{what} {failed}"))),
    };
    let shown = SAID.with_borrow_mut(|said| {
        said.retain(|(file, _)| file != what);
        said.extend(text.map(|text| (what.to_string(), text)));
        said.last()
            .map(|(_, text)| text.clone())
            .unwrap_or_default()
    });
    let Some(element) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(LOADING))
    else {
        return;
    };
    let _ = element.toggle_attribute_with_force("hidden", shown.is_empty());
    element.set_text_content(Some(&shown));
}

/// `text` with its first letter a capital, as a sentence starts.
fn sentence(text: &str) -> String {
    let mut letters = text.chars();
    letters
        .next()
        .map(|first| first.to_uppercase().chain(letters).collect())
        .unwrap_or_default()
}
