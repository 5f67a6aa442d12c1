//! All the app's state in one place, and the questions the view asks of it.

use crate::game::{BoardSize, ByPlayer, Game, Player};
use crate::scoreboard::{Matchup, Tally};

/// What the app was started with: the parts of the config the model needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    pub size: BoardSize,
    pub names: ByPlayer<String>,
    /// Who starts the first match; later matches alternate.
    pub first_starter: Player,
}

impl Settings {
    /// Whose results the scoreboard counts together: these names on this board.
    pub fn matchup(&self) -> Matchup {
        Matchup {
            names: self.names.clone(),
            computer: None,
            size: self.size,
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            size: BoardSize::STANDARD,
            names: ByPlayer::new("Red".to_string(), "Yellow".to_string()),
            first_starter: Player::One,
        }
    }
}

/// A question waiting for yes or no.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Confirm {
    /// Abandon the match under way and start a new one.
    NewMatch,
    /// Abandon the match under way and quit.
    Quit,
}

/// What is drawn over the board, and so which keys mean what.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Overlay {
    #[default]
    None,
    Help,
    Confirm(Confirm),
}

/// The app's mode, derived from the match and the overlay.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Playing,
    GameOver,
    Help,
    Confirm(Confirm),
}

/// The whole state of the app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Model {
    pub settings: Settings,
    pub game: Game,
    /// The 0-based column the next disc would drop into.
    pub hover: usize,
    /// The scoreboard of this matchup and board size, as last loaded or saved.
    pub tally: Tally,
    pub overlay: Overlay,
    /// The last thing worth telling the player ("Column 3 is full"); cleared by the
    /// next successful move.
    pub message: Option<String>,
    /// False once the player has quit.
    pub running: bool,
}

impl Model {
    pub fn new(settings: Settings, tally: Tally) -> Self {
        let game = Game::new(settings.size, settings.first_starter);
        Model {
            hover: centre_column(settings.size),
            settings,
            game,
            tally,
            overlay: Overlay::None,
            message: None,
            running: true,
        }
    }

    pub fn mode(&self) -> Mode {
        match self.overlay {
            Overlay::Help => Mode::Help,
            Overlay::Confirm(question) => Mode::Confirm(question),
            Overlay::None if self.game.is_over() => Mode::GameOver,
            Overlay::None => Mode::Playing,
        }
    }

    /// Whose results the scoreboard counts together.
    pub fn matchup(&self) -> Matchup {
        self.settings.matchup()
    }

    pub fn name(&self, player: Player) -> &str {
        &self.settings.names[player]
    }

    /// A match with moves and no result yet: leaving it loses something.
    pub fn match_in_progress(&self) -> bool {
        !self.game.moves().is_empty() && !self.game.is_over()
    }

    /// Replaces the match with a fresh one, the other player starting if the old one
    /// had begun.
    pub fn start_new_match(&mut self) {
        let starter = if self.game.moves().is_empty() {
            self.game.starter()
        } else {
            self.game.starter().other()
        };
        self.game = Game::new(self.settings.size, starter);
        self.hover = centre_column(self.settings.size);
        self.message = None;
    }
}

/// The middle column (left of centre on even widths): the natural first move.
fn centre_column(size: BoardSize) -> usize {
    (size.columns() - 1) / 2
}
