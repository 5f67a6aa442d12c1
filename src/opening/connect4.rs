//! Connect 4's settings from the config: the board, the players, who starts, the
//! opponent at Connect 4's level of that name, the animation, the keys (the
//! registry's, so its menus offer every game) and how positions are shared.

use crate::config::{Config, Opponent};
use crate::shell::Seats;
use connect4_classic::ai::Level;
use connect4_classic::terminal::Settings;

/// What Connect 4 takes from the config: the board, the players, the opponent,
/// the animation, the keys, and how positions are shared.
pub fn connect4_settings(config: &Config) -> Settings {
    Settings {
        size: config.board.size(),
        names: config.players.names(),
        first_starter: config.players.first_starter(),
        seats: Seats::against(connect4_level(config.players.opponent)),
        animation: config.display.animation,
        keys: config.keys.keymap(),
        page: config.online.page.as_str().to_string(),
        clipboard: config.display.clipboard,
    }
}

/// Connect 4's computer at the opponent's level, or `None` against a person.
pub fn connect4_level(opponent: Opponent) -> Option<Level> {
    Some(match opponent {
        Opponent::Human => return None,
        Opponent::Easy => Level::Easy,
        Opponent::Medium => Level::Medium,
        Opponent::Hard => Level::Hard,
        Opponent::Perfect => Level::Perfect,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::PageUrl;

    #[test]
    fn a_match_without_a_config_shares_links_to_the_page_the_config_defaults_to() {
        assert_eq!(Settings::LOCAL_PAGE, PageUrl::LOCAL);
        let settings = connect4_settings(&Config::default());
        assert_eq!(settings.page, Settings::default().page);
    }
}
