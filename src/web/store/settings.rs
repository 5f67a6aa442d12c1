//! The page's settings: the same TOML config as the terminal's file, chosen in a form
//! (`settings_form`) or edited as text under Advanced, and checked with the same
//! errors (the file, the key, the bad value and what is allowed). A good config is
//! kept in local storage and the page reloads with it; a bad one is shown with its
//! error and nothing changes.

use crate::store::browser_store::BrowserStore;
use crate::store::settings_form;
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

/// The settings' text with `[players] opponent` set to `opponent`, the rest as it was.
fn with_opponent(text: &str, opponent: &str) -> String {
    config::set_key(
        text,
        Some("players"),
        "opponent",
        &format!("\"{opponent}\""),
    )
}

/// The settings' text with its top-level `game` set to `game`, the rest as it was.
fn with_game(text: &str, game: GameChoice) -> String {
    config::set_key(text, None, "game", &format!("\"{}\"", game.name()))
}

/// The config `text` as the page reads it, or what is wrong with it.
fn check(text: &str) -> Result<Config, ConfigError> {
    config::parse(text, Path::new(NAME))
}

/// Fills the settings panel of `index.html`: its form (`settings_form`) from the
/// config in effect, its text under Advanced with the config kept (or the commented
/// example); and wires the form's Save and the text's Apply.
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
    let (config, _) = load(&store);
    let report = element(&document, "config-error")?;
    // Text, never markup: the error quotes what was typed.
    let say = move |said: &str| report.set_text_content(Some(said));
    let kept = store.clone();
    let keeping = move |text: &str| keep(&kept, text);
    settings_form::wire(store.clone(), &config, keeping, say.clone())?;
    let apply = element(&document, "apply")?;
    let on_click = Closure::<dyn FnMut()>::new(move || match keep(&store, &area.value()) {
        Ok(()) => {
            if let Some(window) = web_sys::window() {
                let _ = window.location().reload();
            }
        }
        Err(said) => say(&said),
    });
    apply.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref())?;
    on_click.forget();
    Ok(())
}

/// Checks the config `text` and keeps it, or says what is wrong with it.
fn keep(store: &BrowserStore, text: &str) -> Result<(), String> {
    check(text).map_err(|error| error.to_string())?;
    store
        .save_config(text)
        .map_err(|error| format!("Not kept: {error}"))
}

fn element(document: &Document, id: &str) -> Result<web_sys::Element, JsValue> {
    document
        .get_element_by_id(id)
        .ok_or_else(|| JsValue::from_str(&format!("the page has no #{id}")))
}
