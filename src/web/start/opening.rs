//! What the page opens: the lobby (`#lobby`, see `lobby_page`), the game online its
//! address names (see `online_page`),
//! else the game on this machine the settings choose, with what this browser kept
//! (Connect 4 at the position the address links to, if it links to one).
//! The settings and the Online panel are wired either way.

use crate::lobby::lobby_page;
use crate::online::{address, online_page};
use crate::play::page_games;
use crate::store::browser_store::BrowserStore;
use crate::store::settings;

/// Builds the page for the game online the address names, else for the game the
/// settings choose, and starts drawing.
pub fn start() {
    let store = BrowserStore::open();
    let wired = address::follow_links().and_then(|()| settings::wire(store.clone()));
    if let Err(error) = wired {
        web_sys::console::error_1(&error);
    }
    if address::lobby_requested() {
        return lobby_page::start(store);
    }
    if let Some(online) = address::requested() {
        return online_page::start(online, store);
    }
    if let Some((panel, Some(notice))) = online_page::wire_panel(&store) {
        panel.say(&notice);
    }
    // A position linked opens once: a reload resumes the match played since.
    let link = address::linked_position();
    if link.is_some() {
        address::forget_position();
    }
    let link = link.as_deref();
    let (config, config_notice) = settings::load(&store);
    page_games::start(&config, store, config_notice, link);
}
