//! What the door holds: which stage it is at (picking a name, or the menu with its
//! two screens of its own), the keys in effect, whether the help is open, and the
//! choice it ended with. The driver builds one for each time the door opens.

use super::menu_lines::{MENU, MenuLine, Picks};
use super::score_rows::{ScoreRow, score_rows};
use super::{Appearance, DoorChoice, NameEntry};
use crate::config::Opponent;
use crate::scoreboard::Scoreboard;
use crate::shell::Keymap;

/// The door's model.
#[derive(Debug, Clone)]
pub struct Door {
    pub stage: Stage,
    pub keys: Keymap,
    /// The help over the menu and its screens (not over the naming screen, where
    /// every character types).
    pub help: bool,
    /// What the door ended with; it runs until there is one.
    pub chosen: Option<DoorChoice>,
}

/// Where the player is in the door.
#[derive(Debug, Clone)]
pub enum Stage {
    /// The first time a key connects: the name other players will see.
    Naming(Naming),
    /// Every time after.
    Menu(Menu),
}

/// The naming screen.
#[derive(Debug, Clone, Default)]
pub struct Naming {
    pub entry: NameEntry,
    /// Why the server refused the name picked before, as the driver passed it in
    /// (from the network: escaped when drawn).
    pub refusal: Option<String>,
}

/// The menu and the screens it opens.
#[derive(Debug, Clone)]
pub struct Menu {
    /// The player's name (escaped when drawn).
    pub name: String,
    /// The highlighted line of [`MENU`].
    pub line: usize,
    pub picks: Picks,
    pub place: Place,
    /// The player's results, worked out when the door opened.
    pub scores: Vec<ScoreRow>,
    /// The display settings as the settings screen shows them.
    pub appearance: Appearance,
    /// The settings as they were when the door opened: leaving the settings screen
    /// with others ends the door, so that the driver keeps them.
    pub saved: Appearance,
}

/// What the menu shows: its lines, or a screen of the door's own over them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Lines,
    /// The scoreboard, with the highlighted row (the table scrolls to keep it shown).
    Scores {
        row: usize,
    },
    /// The settings, with the highlighted setting.
    Settings {
        setting: Setting,
    },
}

/// A line of the settings screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Setting {
    Color,
    Ascii,
}

impl Setting {
    pub const ALL: [Setting; 2] = [Setting::Color, Setting::Ascii];
}

impl Door {
    /// The naming screen, for a key the server does not know yet; `refusal` is what
    /// the server said of the name picked last time ("ann is taken: choose another").
    pub fn naming(keys: Keymap, refusal: Option<String>) -> Door {
        let naming = Naming {
            entry: NameEntry::default(),
            refusal,
        };
        Door::at(Stage::Naming(naming), keys)
    }

    /// The menu of the player named `name`: their results from `scoreboard`, and
    /// the display settings in effect.
    pub fn menu(
        name: String,
        keys: Keymap,
        scoreboard: &Scoreboard,
        appearance: Appearance,
    ) -> Door {
        let menu = Menu {
            scores: score_rows(scoreboard, &name),
            name,
            line: 0,
            picks: Picks::default(),
            place: Place::Lines,
            appearance,
            saved: appearance,
        };
        Door::at(Stage::Menu(menu), keys)
    }

    /// The menu as the player left it: `picks` on its lines, and on the line of
    /// `last`, the choice the door ended with, with that choice shown, so that opening
    /// the door again after a game or the settings starts where the player was.
    pub fn after(mut self, last: &DoorChoice, picks: Picks) -> Door {
        if let Stage::Menu(menu) = &mut self.stage {
            menu.picks = picks;
            let line = match *last {
                DoorChoice::Play {
                    game,
                    opponent: Opponent::Human,
                } => {
                    menu.picks.together = game;
                    MenuLine::TwoPlayers
                }
                DoorChoice::Play { game, opponent } => {
                    menu.picks.set_level(game, opponent);
                    MenuLine::Computer(game)
                }
                DoorChoice::Puzzles => MenuLine::Puzzles,
                DoorChoice::Lobby => MenuLine::Lobby,
                DoorChoice::Settings(_) => MenuLine::Settings,
                DoorChoice::Name(_) | DoorChoice::Quit => MENU[0],
            };
            menu.line = MENU.iter().position(|l| *l == line).unwrap_or(0);
        }
        self
    }

    fn at(stage: Stage, keys: Keymap) -> Door {
        Door {
            stage,
            keys,
            help: false,
            chosen: None,
        }
    }

    /// The levels and game the menu's lines show (the defaults before the menu).
    pub fn picks(&self) -> Picks {
        match &self.stage {
            Stage::Menu(menu) => menu.picks,
            _ => Picks::default(),
        }
    }

    /// What the door ended with, once it has.
    pub fn chosen(&self) -> Option<&DoorChoice> {
        self.chosen.as_ref()
    }

    /// Ends the door with `choice`.
    pub fn end(&mut self, choice: DoorChoice) {
        self.help = false;
        self.chosen = Some(choice);
    }
}

impl Menu {
    /// The highlighted line.
    pub fn menu_line(&self) -> MenuLine {
        MENU[self.line]
    }
}
