//! The page's settings: the same TOML config as the terminal's file, edited in a text
//! area and checked with the same errors (the file, the key, the bad value and what
//! is allowed). A good config is kept in local storage and the page reloads with it;
//! a bad one is shown with its error and nothing changes.

use super::browser_store::BrowserStore;
use connect4::config::{self, Config, ConfigError};
use connect4::shell::GameChoice;
use std::path::Path;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, HtmlTextAreaElement};

/// What errors call the config: it has no file of its own in a browser.
const NAME: &str = "settings";

/// The config kept in this browser, else the defaults; with the error that made a
/// kept one unusable.
pub fn load(store: &BrowserStore) -> (Config, Option<String>) {
    let Some(text) = store.load_config() else {
        return (Config::default(), None);
    };
    match check(&text) {
        Ok(config) => (config, None),
        Err(error) => (
            Config::default(),
            Some(format!(
                "The settings kept in this browser are not valid, so the defaults are used: \
                 {error}"
            )),
        ),
    }
}

/// Keeps the settings with `game` set to `game`, and reloads the page to play it.
pub fn switch_game(store: &BrowserStore, game: GameChoice) {
    let text = store.load_config().unwrap_or_default();
    if store.save_config(&with_game(&text, game)).is_ok()
        && let Some(window) = web_sys::window()
    {
        let _ = window.location().reload();
    }
}

/// Keeps the settings with `[players] opponent` set to `opponent` (`"medium"`,
/// `"human"`), so the next visit plays the same opponent; the settings panel shows
/// it. Nothing is kept if that would not be a valid config.
pub fn keep_opponent(store: &BrowserStore, opponent: &str) {
    let text = with_opponent(&store.load_config().unwrap_or_default(), opponent);
    if check(&text).is_err() || store.save_config(&text).is_err() {
        return;
    }
    let area = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id("config"))
        .and_then(|area| area.dyn_into::<HtmlTextAreaElement>().ok());
    if let Some(area) = area {
        area.set_value(&text);
    }
}

/// The settings' text with the `opponent` line of `[players]` replaced (or added at
/// the section's top, or the section added last), the rest as it was.
fn with_opponent(text: &str, opponent: &str) -> String {
    let line = format!("opponent = \"{opponent}\"");
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let Some(section) = lines.iter().position(|l| l.trim() == "[players]") else {
        lines.extend(["[players]".to_string(), line]);
        return lines.join("\n") + "\n";
    };
    let end = lines[section + 1..]
        .iter()
        .position(|l| l.trim_start().starts_with('['))
        .map_or(lines.len(), |at| section + 1 + at);
    let existing = (section + 1..end).find(|&at| {
        let l = &lines[at];
        l.split('=')
            .next()
            .is_some_and(|key| key.trim() == "opponent")
            && l.contains('=')
    });
    match existing {
        Some(at) => lines[at] = line,
        None => lines.insert(section + 1, line),
    }
    lines.join("\n") + "\n"
}

/// The settings' text with its top-level `game` line replaced (or added first), the
/// rest (comments included) as it was.
fn with_game(text: &str, game: GameChoice) -> String {
    let line = format!("game = \"{}\"", game.name());
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let top = lines
        .iter()
        .position(|l| l.trim_start().starts_with('['))
        .unwrap_or(lines.len());
    let existing = lines[..top].iter().position(|l| {
        l.split('=')
            .next()
            .is_some_and(|key| key.trim() == "game" && l.contains('='))
    });
    match existing {
        Some(index) => lines[index] = line,
        None => lines.insert(0, line),
    }
    lines.join("\n") + "\n"
}

fn check(text: &str) -> Result<Config, ConfigError> {
    config::parse(text, Path::new(NAME))
}

/// Fills the settings panel of `index.html` with the config kept (or the commented
/// example) and wires its Apply button.
pub fn wire(store: BrowserStore) -> Result<(), JsValue> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let area: HtmlTextAreaElement = element(&document, "config")?.dyn_into()?;
    area.set_value(
        &store
            .load_config()
            .unwrap_or_else(|| config::EXAMPLE.to_string()),
    );
    let apply = element(&document, "apply")?;
    let on_click = Closure::<dyn FnMut()>::new(move || {
        let text = area.value();
        let said = match check(&text) {
            Ok(_) => match store.save_config(&text) {
                Ok(()) => {
                    if let Some(window) = web_sys::window() {
                        let _ = window.location().reload();
                    }
                    return;
                }
                Err(error) => format!("Not kept: {error}"),
            },
            Err(error) => error.to_string(),
        };
        if let Ok(report) = element(&document, "config-error") {
            // Text, never markup: the error quotes what was typed.
            report.set_text_content(Some(&said));
        }
    });
    apply.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref())?;
    on_click.forget();
    Ok(())
}

fn element(document: &Document, id: &str) -> Result<web_sys::Element, JsValue> {
    document
        .get_element_by_id(id)
        .ok_or_else(|| JsValue::from_str(&format!("the page has no #{id}")))
}
