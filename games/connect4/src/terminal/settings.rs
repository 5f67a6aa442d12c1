//! What a Connect 4 match starts from, in Connect 4's own words: the board, the
//! players' names, who starts, who plays each seat, the animation, the keys and where
//! shared links lead. The app reads them from its config, so the config names no game.

use crate::ai::Level;
use crate::game::{BoardSize, ByPlayer, Player};
use connect4_shell::scoreboard::{Matchup, Played};
use connect4_shell::{Keymap, Seats};

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
    /// The page a shared link opens when nothing says otherwise: one served on this
    /// machine (`connect4 web`), as the config's `[online] page` defaults to.
    pub const LOCAL_PAGE: &str = "http://127.0.0.1:4747/";

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
            keys: Keymap::of_one(&super::GAME),
            page: Settings::LOCAL_PAGE.to_string(),
            clipboard: true,
        }
    }
}
