//! The games the app plays, in one list: each game's menu offers the others from
//! here, so no game names another, and a new game is registered in this one place,
//! with its rows of the key table (which the game defines in its own folder).

use super::actions::KeyRows;
use serde::{Deserialize, Serialize};

/// A game the app plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameChoice {
    #[default]
    Connect4,
    Checkers,
}

/// One row of the list: the name the config and `--game` spell, the title a menu
/// shows, and the game's own rows of the key table.
struct Registered {
    game: GameChoice,
    name: &'static str,
    title: &'static str,
    key_rows: &'static KeyRows,
}

const GAMES: [Registered; 2] = [
    Registered {
        game: GameChoice::Connect4,
        name: "connect4",
        title: "Connect 4",
        key_rows: &crate::connect4::KEY_ROWS,
    },
    Registered {
        game: GameChoice::Checkers,
        name: "checkers",
        title: "checkers",
        key_rows: &crate::checkers::KEY_ROWS,
    },
];

impl GameChoice {
    /// How many games the app plays.
    pub const COUNT: usize = GAMES.len();

    /// The game named on the command line (`--game`), spelt as in the config.
    pub fn from_name(name: &str) -> Option<GameChoice> {
        GAMES
            .iter()
            .find(|row| row.name == name)
            .map(|row| row.game)
    }

    /// The name as the config spells it.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// The name a menu shows.
    pub fn title(self) -> &'static str {
        self.row().title
    }

    /// Every game, in the list's order.
    pub fn all() -> impl Iterator<Item = GameChoice> {
        GAMES.iter().map(|row| row.game)
    }

    /// The game's own rows of the key table.
    pub fn key_rows(self) -> &'static KeyRows {
        self.row().key_rows
    }

    /// The other games, in the list's order: what a game's menu offers last.
    pub fn others(self) -> impl Iterator<Item = GameChoice> {
        GameChoice::all().filter(move |&game| game != self)
    }

    /// The menu line that switches to this game, saying what happens to the one
    /// left (`left`: "this match is kept for later").
    pub fn switch_line(self, left: &str) -> String {
        format!("Play {} ({left})", self.title())
    }

    fn row(self) -> &'static Registered {
        GAMES
            .iter()
            .find(|row| row.game == self)
            .expect("every game is registered")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_registered_once_under_its_config_name() {
        for row in &GAMES {
            assert_eq!(GameChoice::from_name(row.name), Some(row.game));
            assert_eq!(row.game.name(), row.name);
            assert_eq!(row.game.others().count(), GameChoice::COUNT - 1);
            assert!(row.game.others().all(|other| other != row.game));
        }
    }

    #[test]
    fn a_switch_line_names_the_game_and_what_happens_to_this_one() {
        let line = GameChoice::Checkers.switch_line("this match is kept for later");
        assert_eq!(line, "Play checkers (this match is kept for later)");
    }
}
