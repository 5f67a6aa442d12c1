//! Who this browser is online: the name picked once and the secret token the server
//! gave for it, kept in local storage (`connect4.identity.toml`) as the terminal
//! keeps them in `identity.toml`. No password: the token is the player's key, and it
//! is only ever sent to the server that gave it. A damaged entry is kept aside under
//! a key of its own and the name asked again.

use crate::store::browser_store::BrowserStore;
use serde::{Deserialize, Serialize};

const KEY: &str = "connect4.identity.toml";

/// The schema this version writes and reads.
const SCHEMA: u32 = 1;

/// This player as kept.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PageIdentity {
    #[serde(default)]
    schema: u32,
    /// The server the token is for (its WebSocket's address).
    #[serde(default)]
    pub server: String,
    pub name: String,
    /// The server's secret for the name; none until it has welcomed this player.
    #[serde(default)]
    pub token: Option<String>,
}

impl PageIdentity {
    /// The identity kept in this browser, if any; with a notice when a damaged one
    /// had to be kept aside.
    pub fn load(store: &BrowserStore) -> (Option<PageIdentity>, Option<String>) {
        let Some(text) = store.read(KEY) else {
            return (None, None);
        };
        match toml::from_str::<PageIdentity>(&text) {
            Ok(identity) if identity.schema <= SCHEMA => (Some(identity), None),
            // A newer connect4's: left alone, and a name asked for this time.
            Ok(_) => (None, None),
            Err(error) => {
                let backup = store.keep_aside(KEY, &text);
                let notice = format!(
                    "The name kept in this browser could not be read ({}); it was kept as \
                     {backup}.",
                    connect4_classic::escape::escape_cut(error.message(), 200)
                );
                (None, Some(notice))
            }
        }
    }

    /// `name` for `server`, with the token kept only if it is for that server and
    /// that name (a new name is a new player).
    pub fn for_name(kept: Option<&PageIdentity>, server: &str, name: &str) -> PageIdentity {
        let token = kept
            .filter(|kept| {
                use connect4_classic::game::name_key;
                kept.server == server && name_key(&kept.name) == name_key(name)
            })
            .and_then(|kept| kept.token.clone());
        PageIdentity {
            schema: SCHEMA,
            server: server.to_string(),
            name: name.to_string(),
            token,
        }
    }

    /// Keeps this identity; why not, if the browser refuses.
    pub fn keep(&self, store: &BrowserStore) -> Result<(), String> {
        let body = toml::to_string(self).map_err(|error| error.to_string())?;
        let text =
            format!("# Your name and secret token for online play: the token acts as you.\n{body}");
        store.write(KEY, &text)
    }
}
