//! What a Connect 4 match starts from, in Connect 4's own words: the board, the
//! players' names, who starts, who plays each seat (the config's opponent at Connect
//! 4's level of that name), the animation, the keys and where shared links lead. Read
//! from the config here (`Settings::of`), so the config names no game.

use crate::config::{Config, Opponent};
use crate::scoreboard::{Matchup, Played};
use crate::shell::{Keymap, Seats};
use connect4_classic::ai::Level;
use connect4_classic::game::{BoardSize, ByPlayer, Player};

/// What the app was started with: the parts of the config the model needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    pub size: BoardSize,
    pub names: ByPlayer<String>,
    /// Who starts the first match; later matches alternate.
    pub first_starter: Player,
    /// Who plays each side: this keyboard, the computer at a level, or elsewhere.
    pub seats: Seats<Level>,
    /// Whether a dropped disc falls through its column on screen.
    pub animation: bool,
    /// The keys in effect.
    pub keys: Keymap,
    /// The page the link of a shared position opens (`[online] page`).
    pub page: String,
    /// Whether sharing may send the link to the terminal's clipboard.
    pub clipboard: bool,
}

impl Settings {
    /// What Connect 4 takes from the config: the board, the players, the opponent,
    /// the animation, the keys, and how positions are shared.
    pub fn of(config: &Config) -> Settings {
        Settings {
            size: config.board.size(),
            names: config.players.names(),
            first_starter: config.players.first_starter(),
            seats: Seats::against(opponent_level(config.players.opponent)),
            animation: config.display.animation,
            keys: config.keys.keymap(),
            page: config.online.page.as_str().to_string(),
            clipboard: config.display.clipboard,
        }
    }

    /// Whose results the scoreboard counts together: these names, the computer's
    /// level if player two is the computer, on this board.
    pub fn matchup(&self) -> Matchup {
        Matchup {
            names: self.names.clone(),
            computer: self.seats.opponent().map(|level| level.name().to_string()),
            board: Some(self.size),
            played: Played::CONNECT4,
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            size: BoardSize::STANDARD,
            names: ByPlayer::new("Red".to_string(), "Yellow".to_string()),
            first_starter: Player::One,
            seats: Seats::against(None),
            animation: true,
            keys: crate::games::default_keys(),
            page: crate::config::PageUrl::LOCAL.to_string(),
            clipboard: true,
        }
    }
}

/// Connect 4's computer at the opponent's level, or `None` against a person.
pub fn opponent_level(opponent: Opponent) -> Option<Level> {
    Some(match opponent {
        Opponent::Human => return None,
        Opponent::Easy => Level::Easy,
        Opponent::Medium => Level::Medium,
        Opponent::Hard => Level::Hard,
        Opponent::Perfect => Level::Perfect,
    })
}
