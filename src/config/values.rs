//! Typed config values that check themselves while being read, so a bad value is
//! reported by serde with its position and with the text of what is allowed.
//!
//! Every rejection goes through `invalid_value`/`invalid_type` with an `expecting`
//! text written for people: the error module turns "expected …" into the message.

use ratatui::style::Color;
use serde::de::{self, Unexpected, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;
use unicode_width::UnicodeWidthChar;

/// A board dimension: columns or rows, within what the game supports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Dimension(u8);

impl Dimension {
    pub const MIN: u8 = 4;
    pub const MAX: u8 = 10;

    /// `None` outside 4..=10.
    pub fn new(value: u8) -> Option<Self> {
        (Self::MIN..=Self::MAX)
            .contains(&value)
            .then_some(Dimension(value))
    }

    pub fn get(self) -> usize {
        usize::from(self.0)
    }
}

impl<'de> Deserialize<'de> for Dimension {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let range = u64::from(Dimension::MIN)..=u64::from(Dimension::MAX);
        let value = deserializer.deserialize_i64(WholeNumberIn(range))?;
        Ok(Dimension(value as u8))
    }
}

/// How long the computer may think about one move, in milliseconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct ThinkTime(u64);

impl ThinkTime {
    pub const MIN_MS: u64 = 100;
    pub const MAX_MS: u64 = 60_000;

    /// `None` outside 100..=60000 milliseconds.
    pub fn from_millis(value: u64) -> Option<Self> {
        (Self::MIN_MS..=Self::MAX_MS)
            .contains(&value)
            .then_some(ThinkTime(value))
    }

    pub fn get(self) -> std::time::Duration {
        std::time::Duration::from_millis(self.0)
    }
}

impl<'de> Deserialize<'de> for ThinkTime {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let range = ThinkTime::MIN_MS..=ThinkTime::MAX_MS;
        deserializer
            .deserialize_i64(WholeNumberIn(range))
            .map(ThinkTime)
    }
}

/// Reads a whole number within a range, saying the range when the value is not in it.
struct WholeNumberIn(std::ops::RangeInclusive<u64>);

impl Visitor<'_> for WholeNumberIn {
    type Value = u64;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "a whole number from {} to {}",
            self.0.start(),
            self.0.end()
        )
    }
    fn visit_i64<E: de::Error>(self, value: i64) -> Result<u64, E> {
        u64::try_from(value)
            .ok()
            .filter(|v| self.0.contains(v))
            .ok_or_else(|| E::invalid_value(Unexpected::Signed(value), &self))
    }
    fn visit_u64<E: de::Error>(self, value: u64) -> Result<u64, E> {
        if self.0.contains(&value) {
            Ok(value)
        } else {
            Err(E::invalid_value(Unexpected::Unsigned(value), &self))
        }
    }
}

/// The address of a server of online play: `ws://` or `wss://`, a host, maybe a port.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct ServerUrl(String);

impl ServerUrl {
    /// The server `connect4 serve` runs on this machine by default.
    pub const LOCAL: &str = "ws://127.0.0.1:4747";

    /// `None` unless `url` is a WebSocket address with a host and nothing odd in it.
    pub fn new(url: &str) -> Option<Self> {
        let rest = url
            .strip_prefix("ws://")
            .or_else(|| url.strip_prefix("wss://"))?;
        let host = rest.split(['/', ':']).next().unwrap_or_default();
        let odd = |c: char| c.is_whitespace() || c.is_control();
        let fits = !host.is_empty() && url.len() <= 200 && !url.chars().any(odd);
        fits.then(|| ServerUrl(url.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Default for ServerUrl {
    fn default() -> Self {
        ServerUrl(ServerUrl::LOCAL.to_string())
    }
}

impl<'de> Deserialize<'de> for ServerUrl {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct UrlVisitor;
        impl Visitor<'_> for UrlVisitor {
            type Value = ServerUrl;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(f, "a server address such as \"{}\"", ServerUrl::LOCAL)
            }
            fn visit_str<E: de::Error>(self, value: &str) -> Result<ServerUrl, E> {
                ServerUrl::new(value).ok_or_else(|| E::invalid_value(Unexpected::Str(value), &self))
            }
        }
        deserializer.deserialize_str(UrlVisitor)
    }
}

/// A player's name: shown in the side panel and stored in the scoreboard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct PlayerName(String);

impl PlayerName {
    pub const MAX_WIDTH: usize = connect4_classic::game::NAME_MAX_WIDTH;

    /// Trims the name; `None` if it is then not a valid name (see
    /// [`connect4_classic::game::is_valid_name`]).
    pub fn new(name: &str) -> Option<Self> {
        let name = name.trim();
        connect4_classic::game::is_valid_name(name).then(|| PlayerName(name.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl<'de> Deserialize<'de> for PlayerName {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct NameVisitor;
        impl Visitor<'_> for NameVisitor {
            type Value = PlayerName;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(
                    f,
                    "a name of 1 to {} characters, without control characters or direction overrides",
                    PlayerName::MAX_WIDTH
                )
            }
            fn visit_str<E: de::Error>(self, value: &str) -> Result<PlayerName, E> {
                PlayerName::new(value)
                    .ok_or_else(|| E::invalid_value(Unexpected::Str(value), &self))
            }
        }
        deserializer.deserialize_str(NameVisitor)
    }
}

/// A glyph drawn in one board cell: one visible character, one column wide.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Glyph(char);

impl Glyph {
    /// `None` for whitespace, control characters, and characters two columns wide
    /// (emoji, CJK), which would push the board's columns out of line.
    pub fn new(glyph: char) -> Option<Self> {
        let visible = !glyph.is_whitespace() && !glyph.is_control();
        (visible && glyph.width() == Some(1)).then_some(Glyph(glyph))
    }

    pub fn get(self) -> char {
        self.0
    }
}

impl Serialize for Glyph {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for Glyph {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct GlyphVisitor;
        impl Visitor<'_> for GlyphVisitor {
            type Value = Glyph;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str(
                    "a single visible character one column wide \
                     (not a space, and not an emoji or other double-width character)",
                )
            }
            fn visit_str<E: de::Error>(self, value: &str) -> Result<Glyph, E> {
                let mut chars = value.chars();
                match (chars.next(), chars.next()) {
                    (Some(glyph), None) => Glyph::new(glyph),
                    _ => None,
                }
                .ok_or_else(|| E::invalid_value(Unexpected::Str(value), &self))
            }
        }
        deserializer.deserialize_str(GlyphVisitor)
    }
}

/// A colour as written in the config: a name ("light-red"), "#rrggbb", or an index
/// 0-255 (as a number or a string). "reset" means the terminal's own colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConfigColor(pub Color);

impl ConfigColor {
    /// The name the config and `connect4 config` use: lowercase with dashes
    /// ("light-red"), "#rrggbb", or the index.
    pub fn name(self) -> String {
        let mut name = String::new();
        for (i, c) in self.0.to_string().chars().enumerate() {
            if c.is_ascii_uppercase() && i > 0 && name.chars().all(|c| c.is_alphabetic()) {
                name.push('-');
            }
            name.push(c.to_ascii_lowercase());
        }
        name
    }
}

impl Serialize for ConfigColor {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.name())
    }
}

impl<'de> Deserialize<'de> for ConfigColor {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ColorVisitor;
        impl Visitor<'_> for ColorVisitor {
            type Value = ConfigColor;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str(
                    "a colour: a name (black, red, green, yellow, blue, magenta, cyan, gray, \
                     dark-gray, light-red, light-green, light-yellow, light-blue, \
                     light-magenta, light-cyan, white, reset), \"#rrggbb\", or an index 0-255",
                )
            }
            fn visit_str<E: de::Error>(self, value: &str) -> Result<ConfigColor, E> {
                Color::from_str(value)
                    .map(ConfigColor)
                    .map_err(|_| E::invalid_value(Unexpected::Str(value), &self))
            }
            fn visit_i64<E: de::Error>(self, value: i64) -> Result<ConfigColor, E> {
                u8::try_from(value)
                    .map(|index| ConfigColor(Color::Indexed(index)))
                    .map_err(|_| E::invalid_value(Unexpected::Signed(value), &self))
            }
        }
        deserializer.deserialize_any(ColorVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_names_are_lowercase_with_dashes() {
        let name = |color| ConfigColor(color).name();
        assert_eq!(name(Color::LightRed), "light-red");
        assert_eq!(name(Color::DarkGray), "dark-gray");
        assert_eq!(name(Color::Reset), "reset");
        assert_eq!(name(Color::Rgb(0xE6, 0x9F, 0)), "#e69f00");
        assert_eq!(name(Color::Indexed(42)), "42");
    }

    #[test]
    fn every_colour_name_reads_back_as_the_same_colour() {
        for index in 0..=255u8 {
            let color = ConfigColor(Color::Indexed(index));
            assert_eq!(Color::from_str(&color.name()), Ok(color.0));
        }
        for color in [
            Color::LightMagenta,
            Color::Gray,
            Color::White,
            Color::Rgb(1, 2, 3),
        ] {
            assert_eq!(Color::from_str(&ConfigColor(color).name()), Ok(color));
        }
    }

    #[test]
    fn glyphs_must_be_one_narrow_visible_character() {
        assert!(Glyph::new('●').is_some());
        assert!(Glyph::new('X').is_some());
        assert!(Glyph::new(' ').is_none());
        assert!(Glyph::new('\t').is_none());
        assert!(Glyph::new('🙂').is_none());
        assert!(Glyph::new('中').is_none());
    }

    #[test]
    fn server_addresses_are_websocket_urls_with_a_host() {
        assert!(ServerUrl::new("ws://127.0.0.1:4747").is_some());
        assert!(ServerUrl::new("wss://play.example.org/connect4").is_some());
        for bad in [
            "http://x",
            "ws://",
            "ws://:80",
            "ws://a b",
            "127.0.0.1:4747",
        ] {
            assert!(ServerUrl::new(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn names_are_trimmed_and_limited() {
        assert_eq!(PlayerName::new("  Ada ").unwrap().as_str(), "Ada");
        assert!(PlayerName::new("   ").is_none());
        assert!(PlayerName::new("a\u{7}b").is_none());
        assert!(PlayerName::new(&"x".repeat(20)).is_some());
        assert!(PlayerName::new(&"x".repeat(21)).is_none());
    }
}
