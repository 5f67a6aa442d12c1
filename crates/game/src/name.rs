//! A game's name: how the wire, the databases, the config and the scoreboard call it
//! (`connect4`, `checkers`, `popout`). Short and plain, so it is safe in any of them.

use crate::inline::Inline;
use serde::{Deserialize, Deserializer, Serialize, Serializer, de};
use std::fmt;

/// The longest name a game may have.
pub const MAX_NAME_BYTES: usize = 16;

/// A game's name: 1 to 16 of `a-z`, `0-9` and `_`, starting with a letter.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameName(Inline<MAX_NAME_BYTES>);

impl GameName {
    /// The name `text`; a bad one is refused at compile time where a game declares its
    /// name as a constant.
    pub const fn new(text: &str) -> GameName {
        match GameName::checked(text) {
            Some(name) => name,
            None => panic!("a game's name is 1 to 16 of a-z, 0-9 and _, starting with a letter"),
        }
    }

    /// The name `text`, if it is one.
    pub const fn checked(text: &str) -> Option<GameName> {
        let bytes = text.as_bytes();
        if bytes.is_empty() || !bytes[0].is_ascii_lowercase() {
            return None;
        }
        let mut at = 0;
        while at < bytes.len() {
            let byte = bytes[at];
            if !(byte.is_ascii_lowercase() || byte.is_ascii_digit() || byte == b'_') {
                return None;
            }
            at += 1;
        }
        match Inline::new(text) {
            Some(inline) => Some(GameName(inline)),
            None => None,
        }
    }

    pub fn as_str(&self) -> &str {
        self.0.as_str()
    }
}

impl fmt::Display for GameName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for GameName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl Serialize for GameName {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for GameName {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<GameName, D::Error> {
        let text = String::deserialize(deserializer)?;
        GameName::checked(&text).ok_or_else(|| {
            de::Error::custom(format!(
                "{} is not a game's name",
                crate::escape::escape_cut(&text, 30)
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_short_names_are_names_and_nothing_else_is() {
        for good in [
            "connect4",
            "checkers",
            "popout",
            "tic_tac_toe",
            "a234567890123456",
        ] {
            assert_eq!(GameName::checked(good).unwrap().as_str(), good);
        }
        for bad in [
            "",
            "4inarow",
            "Connect4",
            "pop out",
            "a2345678901234567",
            "é",
            "a\u{1b}",
        ] {
            assert!(GameName::checked(bad).is_none(), "{bad:?}");
        }
    }

    #[test]
    fn a_name_on_the_wire_is_its_text_and_a_bad_one_is_quoted_safely() {
        let name: GameName = serde_json::from_str("\"popout\"").unwrap();
        assert_eq!(name, GameName::new("popout"));
        assert_eq!(serde_json::to_string(&name).unwrap(), "\"popout\"");
        let error = serde_json::from_str::<GameName>("\"\\u001b[2J\"").unwrap_err();
        assert!(!error.to_string().contains('\u{1b}'), "{error}");
    }
}
