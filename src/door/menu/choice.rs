//! What the door ends with, for the driver to act on: a name to register, a game to
//! play, a place of the app to open, new display settings to keep, or leaving. And
//! the two display settings a player of the door can change.

use crate::config::{DisplayConfig, GameChoice, Opponent};

/// The choice the door ends with. The door does nothing itself: the driver that
/// opened it acts on this once `running()` is false.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DoorChoice {
    /// The name this player picked (trimmed, and valid by `is_valid_name`): the
    /// driver registers it, and opens a new naming door with the server's words if
    /// it is refused.
    Name(String),
    /// A game at this terminal: against the computer at a level, or two people
    /// (`Opponent::Human`). Checkers' computer stops at hard.
    Play {
        game: GameChoice,
        opponent: Opponent,
    },
    /// The puzzles.
    Puzzles,
    /// The lobby of online play: challenges, invite codes, games to watch.
    Lobby,
    /// The settings were left with a change: the driver keeps them and opens the door
    /// again with the theme they make.
    Settings(Appearance),
    /// The player left (q, Esc on the menu or the naming screen, Ctrl-C).
    Quit,
}

/// The display settings a player of the door changes from its settings screen: the
/// door's players cannot edit a config file, and these are the two that make a
/// terminal readable (`NO_COLOR`, `--ascii`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Appearance {
    /// False draws with no colour, as `NO_COLOR` asks.
    pub color: bool,
    /// True draws with plain ASCII: X, O and `.` with `+-|` frames.
    pub ascii: bool,
}

impl Default for Appearance {
    /// As a config with no `[display]` section: colour, and Unicode.
    fn default() -> Self {
        Appearance::of(&DisplayConfig::default())
    }
}

impl Appearance {
    /// The settings a config's `[display]` holds.
    pub fn of(display: &DisplayConfig) -> Appearance {
        Appearance {
            color: display.color,
            ascii: display.ascii,
        }
    }

    /// Writes these settings into a config's `[display]`, whose theme then draws
    /// with them (`Config::theme`).
    pub fn apply_to(self, display: &mut DisplayConfig) {
        display.color = self.color;
        display.ascii = self.ascii;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    #[test]
    fn settings_written_into_a_config_make_its_theme() {
        let mut config = Config::default();
        let plain = Appearance {
            color: false,
            ascii: true,
        };
        plain.apply_to(&mut config.display);
        assert_eq!(Appearance::of(&config.display), plain);
        let theme = config.theme();
        assert!(theme.ascii);
        assert_eq!(theme.frame.fg, None, "no colour left in the theme");
        assert_eq!(
            Appearance::default(),
            Appearance::of(&Config::default().display)
        );
    }
}
