//! The config file: its schema and defaults, where it is looked for, the messages
//! for every mistake in it, palette presets, and the theme built from it.
//!
//! The app calls [`locate`] and [`read`] (or the CLI's `load_config`) once at start,
//! before the terminal is touched, then [`Config::theme`] and the sections' fields.

mod diagnose;
mod error;
mod keys;
mod load;
mod page_url;
mod preset;
mod schema;
mod suggest;
mod theme;
mod validate;
mod values;

pub use error::{ConfigError, ConfigErrorKind, Position};
pub use keys::KeysConfig;
#[cfg(not(target_arch = "wasm32"))]
pub use load::default_path;
pub use load::{CONFIG_ENV, Env, Location, Origin, Overrides, locate, parse, read};
pub use page_url::PageUrl;
pub use preset::{Palette, Preset};
pub use schema::{
    BoardConfig, ColorsConfig, Config, DisplayConfig, GameChoice, GlyphsConfig, Opponent,
    PlayersConfig,
};
pub use values::{ConfigColor, Dimension, Glyph, PlayerName, ServerUrl, ThinkTime};

/// The documented example config, shipped inside the binary.
pub const EXAMPLE: &str = include_str!("../../config.example.toml");

impl Config {
    /// What the app takes from the config: the board, the players, the opponent,
    /// the animation, the keys, and how positions are shared.
    pub fn settings(&self) -> crate::connect4::Settings {
        crate::connect4::Settings {
            size: self.board.size(),
            names: self.players.names(),
            first_starter: self.players.first_starter(),
            seats: crate::shell::Seats::against(self.players.opponent.level()),
            animation: self.display.animation,
            keys: self.keys.keymap(),
            page: self.online.page.as_str().to_string(),
            clipboard: self.display.clipboard,
        }
    }

    /// The config as TOML, with every colour spelled out: `connect4 config`.
    pub fn to_toml(&self) -> String {
        let mut shown = self.clone();
        shown.colors = self.colors.resolved();
        toml::to_string(&shown).expect("the config always serializes")
    }
}
