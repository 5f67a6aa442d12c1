//! `[keys]`: the keys of any action of the key table (`games::actions()`), replacing its
//! defaults: `drop = ["enter", "space"]`, `undo = "u"`. Unknown actions and key names
//! are refused like any other mistake; two actions on one key are refused after
//! reading (see `load`).

use crate::games::{action_names, actions, why_fixed};
use crate::shell::{Action, KEY_NAMES, KeyConflict, KeyPress, Keymap};
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The actions the file gives keys to, in the order it gives them.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct KeysConfig {
    chosen: Vec<(Action, Vec<KeyPress>)>,
}

impl KeysConfig {
    /// The key map these keys make; a conflict between two actions if they clash.
    pub fn try_keymap(&self) -> Result<Keymap, KeyConflict> {
        crate::games::keymap(&self.chosen)
    }

    /// The first key the file gives an action that is fixed (see `games::why_fixed`):
    /// the action, the key and why it cannot be given.
    pub fn fixed_key(&self) -> Option<(Action, KeyPress, &'static str)> {
        self.chosen.iter().find_map(|(action, keys)| {
            keys.iter()
                .find_map(|&key| why_fixed(key).map(|why| (*action, key, why)))
        })
    }

    /// The key map of a config that was read (and so checked).
    pub fn keymap(&self) -> Keymap {
        self.try_keymap()
            .expect("keys are checked when the config is read")
    }
}

impl Serialize for KeysConfig {
    /// Every action with the keys in effect, as `connect4 config` shows them.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let keymap = self
            .try_keymap()
            .unwrap_or_else(|_| crate::games::default_keys());
        let mut map = serializer.serialize_map(Some(actions().len()))?;
        for info in actions() {
            let names: Vec<String> = keymap
                .keys(info.action)
                .iter()
                .map(KeyPress::config_name)
                .collect();
            map.serialize_entry(info.name(), &names)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for KeysConfig {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_map(KeysVisitor)
    }
}

struct KeysVisitor;

impl<'de> Visitor<'de> for KeysVisitor {
    type Value = KeysConfig;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a table like [keys]")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<KeysConfig, A::Error> {
        let mut chosen = Vec::new();
        while let Some(name) = map.next_key::<String>()? {
            let Some(info) = actions().iter().find(|info| info.name() == name) else {
                return Err(de::Error::unknown_field(&name, action_names()));
            };
            let KeyList(keys) = map.next_value()?;
            chosen.push((info.action, keys));
        }
        Ok(KeysConfig { chosen })
    }
}

/// One key name or a list of them, at least one.
struct KeyList(Vec<KeyPress>);

impl<'de> Deserialize<'de> for KeyList {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(KeyListVisitor)
    }
}

struct KeyListVisitor;

impl<'de> Visitor<'de> for KeyListVisitor {
    type Value = KeyList;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a key or a list of keys, each {KEY_NAMES}")
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<KeyList, E> {
        Ok(KeyList(vec![key_named(name)?]))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<KeyList, A::Error> {
        let mut keys = Vec::new();
        while let Some(name) = seq.next_element::<String>()? {
            keys.push(key_named(&name)?);
        }
        if keys.is_empty() {
            return Err(de::Error::invalid_length(0, &"at least one key"));
        }
        Ok(KeyList(keys))
    }
}

fn key_named<E: de::Error>(name: &str) -> Result<KeyPress, E> {
    name.parse()
        .map_err(|()| de::Error::invalid_value(de::Unexpected::Str(name), &KEY_NAMES))
}

#[cfg(test)]
mod tests {
    use super::*;
    use connect4_classic::terminal::key_message;
    use connect4_classic::terminal::{Message, Mode};

    #[test]
    fn keys_from_the_file_replace_the_defaults_of_their_action() {
        let keys: KeysConfig = toml::from_str("drop = \"x\"\nundo = [\"z\", \"ctrl-z\"]").unwrap();
        let keymap = keys.keymap();
        let x = "x".parse().unwrap();
        assert_eq!(key_message(&keymap, Mode::Playing, x), Some(Message::Drop));
        assert_eq!(keymap.shown(Action::UNDO), "z, Ctrl-Z");
        assert_eq!(
            keymap.shown(Action::REDO),
            "r, Ctrl-Y",
            "the others keep theirs"
        );
    }
}
