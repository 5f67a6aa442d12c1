//! The config file: its schema and defaults, where it is looked for, the messages
//! for every mistake in it, palette presets, and the theme built from it.
//!
//! The app calls [`locate`] and [`read`] (or the CLI's `load_config`) once at start,
//! before the terminal is touched, then [`Config::theme`] and the sections' fields.

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

    /// What checkers takes from the config: the names it gives (Connect 4's default
    /// names are its colours, so those leave checkers' players named after theirs),
    /// the opponent (the computer stops at hard there), who plays Black (who starts
    /// Connect 4's first match), and the keys.
    pub fn checkers_settings(&self) -> crate::checkers::CheckersSettings {
        let names = self.players.names();
        let defaults = PlayersConfig::default().names();
        crate::checkers::CheckersSettings {
            names: (names != defaults).then_some(names),
            computer: self.players.opponent.checkers_level(),
            black: self.players.first_starter(),
            keys: self.keys.keymap(),
        }
    }

    /// The config as TOML, with every colour spelled out: `connect4 config`.
    pub fn to_toml(&self) -> String {
        let mut shown = self.clone();
        shown.colors = self.colors.resolved();
        toml::to_string(&shown).expect("the config always serializes")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use connect4_rules::checkers::Level;
    use connect4_rules::seat::Player;

    #[test]
    fn checkers_names_its_players_after_their_colours_unless_the_config_names_them() {
        let mut config = Config::default();
        config.players.opponent = Opponent::Perfect;
        config.players.computer_first = true;
        let settings = config.checkers_settings();
        assert_eq!(
            settings.computer,
            Some(Level::Hard),
            "checkers stops at hard"
        );
        assert_eq!(settings.black, Player::Two);
        let names = settings.names();
        assert_eq!((names.one.as_str(), names.two.as_str()), ("White", "Black"));
        config.players.one = PlayerName::new("Ann").unwrap();
        let named = config.checkers_settings().names();
        assert_eq!((named.one.as_str(), named.two.as_str()), ("Ann", "Yellow"));
    }
}
