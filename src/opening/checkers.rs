//! Checkers' settings from the config: the names, the opponent at checkers' nearest
//! level, who plays Black, and the keys (the registry's, so its menus offer every game).

use crate::config::{Config, Opponent, PlayersConfig};
use connect4_checkers::Level;
use connect4_checkers::terminal::CheckersSettings;

/// What checkers takes from the config: the names it gives (Connect 4's default
/// names are its colours, so those leave checkers' players named after theirs),
/// the opponent (the computer stops at hard there), who plays Black (who starts
/// Connect 4's first match), and the keys.
pub fn checkers_settings(config: &Config) -> CheckersSettings {
    let names = config.players.names();
    let defaults = PlayersConfig::default().names();
    CheckersSettings {
        names: (names != defaults).then_some(names),
        computer: checkers_level(config.players.opponent),
        black: config.players.first_starter(),
        keys: config.keys.keymap(),
        clipboard: config.display.clipboard,
    }
}

/// Checkers' computer at the opponent's level, which stops at hard there; `None`
/// against a person.
pub fn checkers_level(opponent: Opponent) -> Option<Level> {
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
    use connect4_classic::seat::Player;

    #[test]
    fn checkers_names_its_players_after_their_colours_unless_the_config_names_them() {
        let mut config = Config::default();
        config.players.opponent = Opponent::Perfect;
        config.players.computer_first = true;
        let settings = checkers_settings(&config);
        assert_eq!(
            settings.computer,
            Some(Level::Hard),
            "checkers stops at hard"
        );
        assert_eq!(settings.black, Player::Two);
        let names = settings.names();
        assert_eq!((names.one.as_str(), names.two.as_str()), ("White", "Black"));
        config.players.one = PlayerName::new("Ann").unwrap();
        let named = checkers_settings(&config).names();
        assert_eq!((named.one.as_str(), named.two.as_str()), ("Ann", "Yellow"));
    }
}
