//! What the page says while a data file left out of its module is fetched (the
//! opening book, the puzzles, checkers' endgame database): a line in `#loading`,
//! gone once the file is in, kept with the reason when it could not be had.

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

/// Writes what is happening to `what`: "fetching", "ready", or why it failed.
pub fn say(what: &str, state: &str) {
    let Some(element) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(LOADING))
    else {
        return;
    };
    let text = match state {
        "ready" => String::new(),
        "fetching" => format!("Fetching {what}…"),
        failed => sentence(&format!("{what} {failed}")),
    };
    let _ = element.toggle_attribute_with_force("hidden", text.is_empty());
    element.set_text_content(Some(&text));
}

/// `text` with its first letter a capital, as a sentence starts.
fn sentence(text: &str) -> String {
    let mut letters = text.chars();
    letters
        .next()
        .map(|first| first.to_uppercase().chain(letters).collect())
        .unwrap_or_default()
}
