//! What a game of checkers starts from, in checkers' own words: the players' names
//! (Black and White unless the config names them), the computer's level (it stops at
//! hard), the seat playing Black, and the keys. Read from the config here
//! (`CheckersSettings::of`), so the config names no game.

use crate::config::{Config, Opponent, PlayersConfig};
use crate::shell::Keymap;
use connect4_checkers::Level;
use connect4_rules::seat::{ByPlayer, Player};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckersSettings {
    /// The players' names; `None`: named after their colours.
    pub names: Option<ByPlayer<String>>,
    /// The computer's level in seat two, or `None` for two people.
    pub computer: Option<Level>,
    /// The seat playing Black, which moves first.
    pub black: Player,
    pub keys: Keymap,
}

impl Default for CheckersSettings {
    fn default() -> Self {
        CheckersSettings {
            names: None,
            computer: None,
            black: Player::One,
            keys: crate::games::default_keys(),
        }
    }
}

impl CheckersSettings {
    /// What checkers takes from the config: the names it gives (Connect 4's default
    /// names are its colours, so those leave checkers' players named after theirs),
    /// the opponent (the computer stops at hard there), who plays Black (who starts
    /// Connect 4's first match), and the keys.
    pub fn of(config: &Config) -> CheckersSettings {
        let names = config.players.names();
        let defaults = PlayersConfig::default().names();
        CheckersSettings {
            names: (names != defaults).then_some(names),
            computer: opponent_level(config.players.opponent),
            black: config.players.first_starter(),
            keys: config.keys.keymap(),
        }
    }

    /// The names the players go by: the config's, else their colours.
    pub fn names(&self) -> ByPlayer<String> {
        self.names.clone().unwrap_or_else(|| {
            let colour = |seat| if seat == self.black { "Black" } else { "White" };
            ByPlayer::new(colour(Player::One).into(), colour(Player::Two).into())
        })
    }
}

/// Checkers' computer at the opponent's level, which stops at hard there; `None`
/// against a person.
pub fn opponent_level(opponent: Opponent) -> Option<Level> {
    Some(match opponent {
        Opponent::Human => return None,
        Opponent::Easy => Level::Easy,
        Opponent::Medium => Level::Medium,
        Opponent::Hard | Opponent::Perfect => Level::Hard,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::PlayerName;

    #[test]
    fn checkers_names_its_players_after_their_colours_unless_the_config_names_them() {
        let mut config = Config::default();
        config.players.opponent = Opponent::Perfect;
        config.players.computer_first = true;
        let settings = CheckersSettings::of(&config);
        assert_eq!(
            settings.computer,
            Some(Level::Hard),
            "checkers stops at hard"
        );
        assert_eq!(settings.black, Player::Two);
        let names = settings.names();
        assert_eq!((names.one.as_str(), names.two.as_str()), ("White", "Black"));
        config.players.one = PlayerName::new("Ann").unwrap();
        let named = CheckersSettings::of(&config).names();
        assert_eq!((named.one.as_str(), named.two.as_str()), ("Ann", "Yellow"));
    }
}
