//! A kind of game: a game's name and its own settings, such as Connect 4's board. On
//! the wire it is one JSON object, `{"game":"connect4","height":6,"width":7}`, so any
//! registered game travels without the protocol knowing it; what the settings mean,
//! and which are allowed, is the game's business (`Rules::check`).

use crate::inline::Inline;
use crate::name::GameName;
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer, de};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt;

/// The longest a kind's settings may be, written as compact JSON.
pub const MAX_SETTINGS_BYTES: usize = 48;

/// A game and its settings. The settings are kept as compact JSON with sorted keys,
/// so two kinds are equal exactly when they mean the same.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameKind {
    game: GameName,
    /// Empty when the game has no settings.
    settings: Inline<MAX_SETTINGS_BYTES>,
}

/// The games whose results change a rating are rated by game: each game has one
/// rating, named as the game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RatingKind(GameName);

/// Why a kind cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KindError(String);

impl KindError {
    /// Says why; the text is shown to players, so it must already be escaped.
    pub fn new(reason: impl Into<String>) -> KindError {
        KindError(reason.into())
    }
}

impl fmt::Display for KindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for KindError {}

impl GameKind {
    /// A kind from constants: `settings` must be compact JSON with sorted keys (`""`
    /// for none), as `GameKind::new` would write it. Each game's tests check its own.
    pub const fn from_parts(game: GameName, settings: &'static str) -> GameKind {
        match Inline::new(settings) {
            Some(settings) => GameKind { game, settings },
            None => panic!("a kind's settings fit in 48 bytes"),
        }
    }

    /// A kind of `game` with `settings`, each a number, a string or a yes/no.
    pub fn new(game: GameName, settings: &[(&str, Value)]) -> Result<GameKind, KindError> {
        let fields = settings
            .iter()
            .map(|(key, value)| (key.to_string(), value.clone()))
            .collect();
        GameKind::from_fields(game, fields)
    }

    fn from_fields(game: GameName, fields: BTreeMap<String, Value>) -> Result<GameKind, KindError> {
        if let Some((key, _)) = fields.iter().find(|(_, value)| !is_scalar(value)) {
            return Err(KindError(format!(
                "the setting {} is not a number, a word or a yes/no",
                crate::escape::escape_cut(key, 20)
            )));
        }
        let text = if fields.is_empty() {
            String::new()
        } else {
            serde_json::to_string(&fields).expect("scalars always serialize")
        };
        let settings = Inline::new(&text)
            .ok_or_else(|| KindError("the game's settings are too long".into()))?;
        Ok(GameKind { game, settings })
    }

    /// Which game this is.
    pub fn game(&self) -> GameName {
        self.game
    }

    /// Every setting, by name.
    pub fn settings(&self) -> BTreeMap<String, Value> {
        match self.settings.as_str() {
            "" => BTreeMap::new(),
            text => serde_json::from_str(text).expect("settings are kept as JSON"),
        }
    }

    /// The setting `key` when it is a whole number that fits in a `u8` (a board's side).
    pub fn small_number(&self, key: &str) -> Option<u8> {
        let value = self.settings().remove(key)?;
        value.as_u64().and_then(|n| u8::try_from(n).ok())
    }

    /// The settings as kept: compact JSON, or empty.
    pub fn settings_text(&self) -> &str {
        self.settings.as_str()
    }
}

fn is_scalar(value: &Value) -> bool {
    matches!(value, Value::Number(_) | Value::String(_) | Value::Bool(_))
}

impl RatingKind {
    /// The rating of `game`'s games.
    pub const fn of(game: GameName) -> RatingKind {
        RatingKind(game)
    }

    pub fn game(self) -> GameName {
        self.0
    }

    /// The rating's name, as the game's.
    pub fn name(&self) -> &str {
        self.0.as_str()
    }
}

/// Written for logs: the game, then its settings (`connect4 {"height":6,"width":7}`).
impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.settings.as_str() {
            "" => write!(f, "{}", self.game),
            settings => write!(f, "{} {settings}", self.game),
        }
    }
}

impl fmt::Debug for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameKind({self})")
    }
}

impl Serialize for GameKind {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let settings = self.settings();
        let mut map = serializer.serialize_map(Some(settings.len() + 1))?;
        map.serialize_entry("game", &self.game)?;
        for (key, value) in &settings {
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for GameKind {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<GameKind, D::Error> {
        let mut fields = BTreeMap::<String, Value>::deserialize(deserializer)?;
        let game = fields
            .remove("game")
            .ok_or_else(|| de::Error::missing_field("game"))?;
        let game = GameName::deserialize(game).map_err(de::Error::custom)?;
        GameKind::from_fields(game, fields).map_err(de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const BOARD: GameKind =
        GameKind::from_parts(GameName::new("connect4"), r#"{"height":6,"width":7}"#);

    #[test]
    fn a_kind_is_one_object_tagged_by_its_game_in_any_order_of_its_fields() {
        let read: GameKind =
            serde_json::from_str(r#"{"game":"connect4","width":7,"height":6}"#).unwrap();
        assert_eq!(read, BOARD);
        assert_eq!(
            serde_json::to_string(&BOARD).unwrap(),
            r#"{"game":"connect4","height":6,"width":7}"#
        );
        let plain: GameKind = serde_json::from_str(r#"{"game":"checkers"}"#).unwrap();
        assert_eq!(
            serde_json::to_string(&plain).unwrap(),
            r#"{"game":"checkers"}"#
        );
        assert_eq!(plain.settings_text(), "");
    }

    #[test]
    fn settings_are_read_by_name_and_built_in_code_as_on_the_wire() {
        assert_eq!(BOARD.small_number("width"), Some(7));
        assert_eq!(BOARD.small_number("depth"), None);
        let built = GameKind::new(
            GameName::new("connect4"),
            &[("width", json!(7)), ("height", json!(6))],
        );
        assert_eq!(built.unwrap(), BOARD);
        let big = GameKind::new(GameName::new("connect4"), &[("width", json!(300))]).unwrap();
        assert_eq!(big.small_number("width"), None);
    }

    #[test]
    fn a_kind_without_a_game_nested_values_or_long_settings_is_refused() {
        for bad in [
            r#"{"width":7}"#,
            r#"{"game":7}"#,
            r#"{"game":"connect4","size":[7,6]}"#,
            r#"{"game":"connect4","size":{"w":7}}"#,
            r#"{"game":"connect4","a":"01234567890123456789012345678901234567890123456789"}"#,
            r#""connect4""#,
        ] {
            assert!(serde_json::from_str::<GameKind>(bad).is_err(), "{bad}");
        }
    }

    proptest::proptest! {
        #[test]
        fn every_kind_that_fits_reads_back_as_itself(
            numbers in proptest::collection::btree_map("[a-z]{1,6}", 0u64..1000, 0..3),
            word in proptest::option::of("[a-z ]{0,8}"),
        ) {
            let mut fields: Vec<(&str, Value)> =
                numbers.iter().map(|(key, n)| (key.as_str(), json!(n))).collect();
            if let Some(word) = &word {
                fields.push(("word", json!(word)));
            }
            if let Ok(kind) = GameKind::new(GameName::new("game"), &fields) {
                let text = serde_json::to_string(&kind).unwrap();
                proptest::prop_assert_eq!(serde_json::from_str::<GameKind>(&text).unwrap(), kind);
            }
        }
    }

    #[test]
    fn a_rating_is_named_as_its_game() {
        let rating = RatingKind::of(GameName::new("checkers"));
        assert_eq!(serde_json::to_string(&rating).unwrap(), "\"checkers\"");
        assert_eq!(rating.name(), "checkers");
        let read: RatingKind = serde_json::from_str("\"connect4\"").unwrap();
        assert_eq!(read.game(), GameName::new("connect4"));
    }
}
