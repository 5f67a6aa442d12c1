//! The shape of the config file: sections and keys, each with its default.
//!
//! Every section and key is optional (`#[serde(default)]`), and unknown keys are
//! errors (`deny_unknown_fields`) so a typo is reported instead of silently ignored.

use super::opponent::Opponent;
use super::page_url::PageUrl;
use super::preset::Preset;
use super::values::{ConfigColor, Dimension, Glyph, PlayerName, ServerUrl, ThinkTime};
pub use crate::shell::GameChoice;
use connect4_classic::game::BoardSize;
use connect4_classic::seat::{ByPlayer, Player};
use serde::{Deserialize, Serialize};

/// Everything the config file can set. `Config::default()` is what a missing file
/// means, and what `config.example.toml` documents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields, expecting = "a config table")]
pub struct Config {
    /// The game `connect4` starts (`--game` overrides it).
    #[serde(deserialize_with = "crate::games::read_choice")]
    pub game: GameChoice,
    pub board: BoardConfig,
    pub players: PlayersConfig,
    pub glyphs: GlyphsConfig,
    pub colors: ColorsConfig,
    pub display: DisplayConfig,
    pub online: OnlineConfig,
    pub keys: super::KeysConfig,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            game: crate::games::first(),
            board: BoardConfig::default(),
            players: PlayersConfig::default(),
            glyphs: GlyphsConfig::default(),
            colors: ColorsConfig::default(),
            display: DisplayConfig::default(),
            online: OnlineConfig::default(),
            keys: super::KeysConfig::default(),
        }
    }
}

/// `[online]`: where `connect4 host` and `connect4 join` play.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields, expecting = "a table like [online]")]
pub struct OnlineConfig {
    /// The server when `--server` is not given.
    pub server: ServerUrl,
    /// The page the links of shared positions open.
    pub page: PageUrl,
}

/// `[board]`: the size of the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields, expecting = "a table like [board]")]
pub struct BoardConfig {
    pub columns: Dimension,
    pub rows: Dimension,
}

impl Default for BoardConfig {
    fn default() -> Self {
        let standard = BoardSize::STANDARD;
        let dimension = |n: usize| Dimension::new(n as u8).expect("the standard size is valid");
        BoardConfig {
            columns: dimension(standard.columns()),
            rows: dimension(standard.rows()),
        }
    }
}

impl BoardConfig {
    pub fn size(&self) -> BoardSize {
        BoardSize::new(self.columns.get(), self.rows.get())
            .expect("Dimension keeps both within the supported sizes")
    }
}

/// `[players]`: names, who starts, and who the opponent is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields, expecting = "a table like [players]")]
pub struct PlayersConfig {
    pub one: PlayerName,
    pub two: PlayerName,
    /// Who starts the first match; later matches alternate.
    pub first: Player,
    /// Player two's seat: a person, or the computer at a level.
    pub opponent: Opponent,
    /// Against the computer: whether it makes the first move of the first match.
    pub computer_first: bool,
    /// Against the computer: the longest it thinks about one move, in milliseconds.
    pub think_ms: ThinkTime,
}

impl Default for PlayersConfig {
    fn default() -> Self {
        let name = |name: &str| PlayerName::new(name).expect("the default names are valid");
        PlayersConfig {
            one: name("Red"),
            two: name("Yellow"),
            first: Player::One,
            opponent: Opponent::Human,
            computer_first: false,
            think_ms: ThinkTime::from_millis(1000).expect("one second is allowed"),
        }
    }
}

impl PlayersConfig {
    pub fn names(&self) -> ByPlayer<String> {
        ByPlayer::new(self.one.as_str().into(), self.two.as_str().into())
    }

    /// Who starts the first match. Against the computer (which sits in seat two),
    /// `computer_first` decides; between two people, `first` does.
    pub fn first_starter(&self) -> Player {
        match (self.opponent, self.computer_first) {
            (Opponent::Human, _) => self.first,
            (_, true) => Player::Two,
            (_, false) => Player::One,
        }
    }
}

/// `[glyphs]`: the characters drawn for discs and empty cells.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields, expecting = "a table like [glyphs]")]
pub struct GlyphsConfig {
    pub one: Glyph,
    pub two: Glyph,
    pub empty: Glyph,
}

impl Default for GlyphsConfig {
    fn default() -> Self {
        let glyph = |c: char| Glyph::new(c).expect("the default glyphs are valid");
        GlyphsConfig {
            one: glyph('●'),
            two: glyph('◆'),
            empty: glyph('·'),
        }
    }
}

/// `[colors]`: a preset palette, and any colour of it replaced one by one. An
/// unset colour is the preset's.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields, expecting = "a table like [colors]")]
pub struct ColorsConfig {
    pub preset: Preset,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub one: Option<ConfigColor>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub two: Option<ConfigColor>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub frame: Option<ConfigColor>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub empty: Option<ConfigColor>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hover: Option<ConfigColor>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub highlight: Option<ConfigColor>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<ConfigColor>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status_bar: Option<ConfigColor>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status_bar_background: Option<ConfigColor>,
}

/// `[display]`: how much the terminal is trusted with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields, expecting = "a table like [display]")]
pub struct DisplayConfig {
    /// Plain ASCII only: X/O/. glyphs and +-| frames.
    pub ascii: bool,
    /// False draws without colour, as NO_COLOR and `--no-color` do.
    pub color: bool,
    /// False drops discs straight into their cell, as `--no-animation` does.
    pub animation: bool,
    /// False never sends the terminal text for its clipboard (OSC 52): the shared
    /// link is then only shown.
    pub clipboard: bool,
}

impl Default for DisplayConfig {
    fn default() -> Self {
        DisplayConfig {
            ascii: false,
            color: true,
            animation: true,
            clipboard: true,
        }
    }
}
