//! The page's own choices that the terminal has no use for, kept in local storage
//! beside the config (`connect4.page.toml`): whether the sound is on, and what a
//! returning player last chose on the start screen. An entry that cannot be read is
//! kept aside under a key of its own, never dropped, and the defaults used.

use crate::store::browser_store::BrowserStore;
use serde::{Deserialize, Serialize};

const KEY: &str = "connect4.page.toml";

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PagePrefs {
    /// The sound switch; `None` until the player first presses it.
    #[serde(default)]
    pub sound: Option<bool>,
    /// The start screen's choice last made, which a returning player goes to at once.
    #[serde(default)]
    pub start: Option<String>,
}

impl PagePrefs {
    pub fn load(store: &BrowserStore) -> PagePrefs {
        let Some(text) = store.read(KEY) else {
            return PagePrefs::default();
        };
        toml::from_str(&text).unwrap_or_else(|_| {
            store.keep_aside(KEY, &text);
            PagePrefs::default()
        })
    }

    /// Keeps these choices; a browser that refuses loses them at the next visit only.
    pub fn keep(&self, store: &BrowserStore) {
        if let Ok(body) = toml::to_string(self) {
            let _ = store.write(KEY, &format!("# The page's own choices.\n{body}"));
        }
    }
}
