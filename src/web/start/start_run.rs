//! The start screen at work: opened at a first visit to a bare address (no position,
//! puzzle or game online named, nothing kept in this browser), or again from the
//! open menu's Start screen button; a choice is kept (`page_prefs`, and the opponent
//! in the settings), so a returning player goes straight to the game (the Online
//! panel open, if online was the choice), and is then taken: online opens the Online
//! panel, every other choice is chosen from the game's own opponent menu.

use crate::play::page::Shared;
use crate::play::page_game::PageGame;
use crate::play::page_keys;
use crate::start::start_choice::{StartChoice, choices};
use crate::start::start_screen::{self, CLOSE, StartFacts};
use crate::store::browser_store::BrowserStore;
use crate::store::page_prefs::PagePrefs;
use crate::store::settings;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// What this browser keeps of a player who has been here before: settings, scores,
/// a match, puzzles, a name for online play.
const PLAYED_BEFORE: [&str; 5] = [
    "connect4.config.toml",
    "connect4.scores.toml",
    "connect4.match.toml",
    "connect4.puzzles.toml",
    "connect4.identity.toml",
];

/// The Online panel under the game, and its first field.
const ONLINE: &str = "online";
const ONLINE_NAME: &str = "online-name";

/// Whether this is a first visit: no choice kept, nothing played here before, and
/// an address that names nothing to open (`?puzzle`, `?daily`).
pub fn first_visit(store: &BrowserStore) -> bool {
    let bare = web_sys::window()
        .and_then(|window| window.location().search().ok())
        .is_none_or(|search| search.is_empty());
    bare && PagePrefs::load(store).start.is_none()
        && PLAYED_BEFORE.iter().all(|key| store.read(key).is_none())
}

/// Wires the start screen for the game open, and opens it when `now`.
pub fn wire<G: PageGame>(page: &Shared<G>, now: bool) -> Result<(), JsValue> {
    let (chosen, reopened) = (Rc::clone(page), Rc::clone(page));
    start_screen::wire(
        move |name| choose(&chosen, name),
        move || {
            // The model's menu closes first: the start screen takes its place.
            page_keys::press(&reopened, "close");
            open(&reopened);
        },
    )?;
    if now {
        open(page);
    } else if returning_online(&page.borrow().store) {
        open_online();
    }
    Ok(())
}

/// Whether the player last chose online on the start screen, and the address names
/// nothing: they find the Online panel open, as they left for it.
fn returning_online(store: &BrowserStore) -> bool {
    let bare = web_sys::window()
        .and_then(|window| window.location().search().ok())
        .is_none_or(|search| search.is_empty());
    bare && PagePrefs::load(store).start.as_deref() == Some("online")
}

/// Opens the start screen with the game's choices.
fn open<G: PageGame>(page: &Shared<G>) {
    let page = page.borrow();
    let games = page.model.keymap().games();
    let facts = StartFacts {
        title: format!("Play {}", G::GAME.title()),
        choices: choices(G::GAME, games, G::PUZZLES)
            .into_iter()
            .map(|choice| {
                let (words, line) = choice.words(G::GAME);
                (choice.name(), words, line)
            })
            .collect(),
    };
    start_screen::open(&facts);
}

/// Takes the choice named `name`, and keeps it for the next visit.
fn choose<G: PageGame>(page: &Shared<G>, name: &str) {
    start_screen::close();
    {
        let page = page.borrow();
        let mut prefs = PagePrefs::load(&page.store);
        prefs.start = Some(name.to_string());
        prefs.keep(&page.store);
    }
    if name == CLOSE {
        return;
    }
    let games = page.borrow().model.keymap().games();
    let choice = StartChoice::named(name, games);
    // The opponent is a setting: the next visit plays it too.
    let opponent = match choice {
        Some(StartChoice::Computer) => Some("medium"),
        Some(StartChoice::TwoPlayers) => Some("human"),
        _ => None,
    };
    if let Some(opponent) = opponent {
        settings::keep_opponent(&page.borrow().store, opponent);
    }
    match choice {
        Some(StartChoice::Online) => open_online(),
        Some(choice) => {
            let line = page.borrow().model.start_line(choice);
            if let Some(line) = line {
                page_keys::press(page, "opponent");
                page_keys::choose_item(page, line);
            }
        }
        None => {}
    }
}

/// Folds the Online panel out and puts the focus on its first field.
fn open_online() {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    if let Some(panel) = document.get_element_by_id(ONLINE) {
        let _ = panel.set_attribute("open", "");
    }
    if let Some(field) = document
        .get_element_by_id(ONLINE_NAME)
        .and_then(|field| field.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = field.focus();
    }
}
