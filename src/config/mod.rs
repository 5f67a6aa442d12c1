//! The config file: its schema and defaults, where it is looked for, the messages
//! for every mistake in it, palette presets, and the theme built from it.
//!
//! The app calls [`locate`] and [`read`] (or the CLI's `load_config`) once at start,
//! before the terminal is touched, then [`Config::theme`] and the sections' fields;
//! each game's settings are read from them in `opening` (`connect4_settings`,
//! `checkers_settings`), so the config names no game's types.

mod diagnose;
mod edit;
mod error;
mod keys;
mod load;
mod opponent;
mod page_url;
mod preset;
mod schema;
mod suggest;
mod theme;
mod validate;
mod values;

pub use edit::{set_key, toml_value};
pub use error::{ConfigError, ConfigErrorKind, Position};
pub use keys::KeysConfig;
#[cfg(not(target_arch = "wasm32"))]
pub use load::default_path;
pub use load::{CONFIG_ENV, Env, Location, Origin, Overrides, locate, parse, read};
pub use opponent::Opponent;
pub use page_url::PageUrl;
pub use preset::{Palette, Preset};
pub use schema::{
    BoardConfig, ColorsConfig, Config, DisplayConfig, GameChoice, GlyphsConfig, PlayersConfig,
};
pub use values::{ConfigColor, Dimension, Glyph, PlayerName, ServerUrl, ThinkTime};

/// The documented example config, shipped inside the binary.
pub const EXAMPLE: &str = include_str!("../../config.example.toml");

impl Config {
    /// The config as TOML, with every colour spelled out: `connect4 config`.
    pub fn to_toml(&self) -> String {
        let mut shown = self.clone();
        shown.colors = self.colors.resolved();
        toml::to_string(&shown).expect("the config always serializes")
    }
}
