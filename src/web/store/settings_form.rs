//! The settings as a form (`#settings-form`): the game, the names, the colours, the
//! board's size, the opponent, the animation and the sound, filled from the config in
//! effect and the page's own choices. Save writes each choice changed into the
//! config's text (`config::set_key`: its other lines and comments kept), which is
//! checked with the same errors as the text under Advanced, kept, and the page
//! reloaded with it; the sound is the page's own choice, kept as its switch keeps it.

use crate::store::browser_store::BrowserStore;
use crate::store::page_prefs::PagePrefs;
use connect4::config::{Config, set_key, toml_value};
use serde::Serialize;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, HtmlInputElement, HtmlSelectElement};

/// The form's choices, as its fields hold them.
#[derive(Debug, Clone, PartialEq)]
pub struct Choices {
    game: String,
    one: String,
    two: String,
    preset: String,
    columns: String,
    rows: String,
    opponent: String,
    animation: bool,
    sound: bool,
}

impl Choices {
    /// What the config in effect and the page's sound say now.
    pub fn of(config: &Config, sound: bool) -> Choices {
        Choices {
            game: config.game.name().to_string(),
            one: config.players.one.as_str().to_string(),
            two: config.players.two.as_str().to_string(),
            preset: named(&config.colors.preset),
            columns: config.board.columns.get().to_string(),
            rows: config.board.rows.get().to_string(),
            opponent: named(&config.players.opponent),
            animation: config.display.animation,
            sound,
        }
    }

    /// `text` with each choice that differs from `config`'s written into it, a
    /// string quoted and escaped as TOML writes it; the rest of `text` as it was.
    pub fn written(&self, config: &Config, text: &str) -> String {
        let now = Choices::of(config, self.sound);
        let string = |value: &str| toml_value(&value).unwrap_or_default();
        let changes: [(bool, Option<&str>, &str, String); 8] = [
            (self.game != now.game, None, "game", string(&self.game)),
            (
                self.one != now.one,
                Some("players"),
                "one",
                string(&self.one),
            ),
            (
                self.two != now.two,
                Some("players"),
                "two",
                string(&self.two),
            ),
            (
                self.preset != now.preset,
                Some("colors"),
                "preset",
                string(&self.preset),
            ),
            (
                self.columns != now.columns,
                Some("board"),
                "columns",
                number(&self.columns),
            ),
            (
                self.rows != now.rows,
                Some("board"),
                "rows",
                number(&self.rows),
            ),
            (
                self.opponent != now.opponent,
                Some("players"),
                "opponent",
                string(&self.opponent),
            ),
            (
                self.animation != now.animation,
                Some("display"),
                "animation",
                self.animation.to_string(),
            ),
        ];
        changes
            .into_iter()
            .filter(|(changed, ..)| *changed)
            .fold(text.to_string(), |text, (_, section, key, value)| {
                set_key(&text, section, key, &value)
            })
    }
}

/// A board's size as its field holds it: a number, else as a string (which the
/// config's check then refuses with its own words).
fn number(value: &str) -> String {
    match value.parse::<u8>() {
        Ok(n) => n.to_string(),
        Err(_) => toml_value(&value).unwrap_or_default(),
    }
}

/// An enum of the config by the name it has there (`"color-blind"`, `"hard"`).
fn named(value: &impl Serialize) -> String {
    toml_value(value)
        .map(|quoted| quoted.trim_matches('"').to_string())
        .unwrap_or_default()
}

/// Fills the form from `config` and the sound kept, and on submit hands the config's
/// new text to `keep` (which checks and keeps it, or says what is wrong with it),
/// then keeps the sound and reloads; `said` shows what was wrong (as text: it may
/// quote what was typed).
pub fn wire(
    store: BrowserStore,
    config: &Config,
    keep: impl Fn(&str) -> Result<(), String> + 'static,
    said: impl Fn(&str) + 'static,
) -> Result<(), JsValue> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let Some(form) = document.get_element_by_id("settings-form") else {
        return Ok(());
    };
    list_games(&document)?;
    let sound = crate::cues::sound_switch::kept(&store);
    fill(&document, &Choices::of(config, sound));
    let config = config.clone();
    let on_submit = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
        event.prevent_default();
        let Some(choices) = read(&document) else {
            return;
        };
        let text = choices.written(&config, &store.load_config().unwrap_or_default());
        if let Err(error) = keep(&text) {
            return said(&error);
        }
        if choices.sound != sound {
            let mut prefs = PagePrefs::load(&store);
            prefs.sound = Some(choices.sound);
            prefs.keep(&store);
        }
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    });
    form.add_event_listener_with_callback("submit", on_submit.as_ref().unchecked_ref())?;
    on_submit.forget();
    Ok(())
}

/// The registry's games, each by its title.
fn list_games(document: &Document) -> Result<(), JsValue> {
    let Some(select) = document.get_element_by_id("set-game") else {
        return Ok(());
    };
    select.set_text_content(None);
    for game in connect4::games::GAMES {
        let option = document.create_element("option")?;
        option.set_attribute("value", game.name())?;
        option.set_text_content(Some(game.title()));
        select.append_child(&option)?;
    }
    Ok(())
}

fn fill(document: &Document, choices: &Choices) {
    let texts = [
        ("set-game", &choices.game),
        ("set-one", &choices.one),
        ("set-two", &choices.two),
        ("set-preset", &choices.preset),
        ("set-columns", &choices.columns),
        ("set-rows", &choices.rows),
        ("set-opponent", &choices.opponent),
    ];
    for (id, value) in texts {
        if let Some(select) = field::<HtmlSelectElement>(document, id) {
            select.set_value(value);
        } else if let Some(input) = field::<HtmlInputElement>(document, id) {
            input.set_value(value);
        }
    }
    for (id, on) in [
        ("set-animation", choices.animation),
        ("set-sound", choices.sound),
    ] {
        if let Some(input) = field::<HtmlInputElement>(document, id) {
            input.set_checked(on);
        }
    }
}

fn read(document: &Document) -> Option<Choices> {
    let select = |id| Some(field::<HtmlSelectElement>(document, id)?.value());
    let text = |id| Some(field::<HtmlInputElement>(document, id)?.value());
    let ticked = |id| Some(field::<HtmlInputElement>(document, id)?.checked());
    Some(Choices {
        game: select("set-game")?,
        one: text("set-one")?,
        two: text("set-two")?,
        preset: select("set-preset")?,
        columns: select("set-columns")?,
        rows: select("set-rows")?,
        opponent: select("set-opponent")?,
        animation: ticked("set-animation")?,
        sound: ticked("set-sound")?,
    })
}

fn field<T: JsCast>(document: &Document, id: &str) -> Option<T> {
    document.get_element_by_id(id)?.dyn_into().ok()
}
