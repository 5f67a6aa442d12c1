//! A game as the shell knows it: a name, a title and its rows of the key table, which
//! the game declares in its own folder ([`GameEntry`]). The shell names no game: the
//! app's registry (`connect4::games`, above the shell) lists them, and hands the list
//! down inside the key map it builds, so a menu can offer the other games.

use super::keys::actions::KeyRows;
use serde::{Serialize, Serializer};

/// What the shell reads of one game: declared once, in the game's folder.
#[derive(Debug)]
pub struct GameEntry {
    /// The name the config, `--game` and the files spell.
    pub name: &'static str,
    /// The name a menu shows.
    pub title: &'static str,
    /// The game's own rows of the key table.
    pub key_rows: &'static KeyRows,
}

/// A game the app plays: its entry, compared by name.
#[derive(Clone, Copy)]
pub struct GameChoice(&'static GameEntry);

impl GameChoice {
    /// The game of this entry (each game makes its own, as a constant).
    pub const fn of(entry: &'static GameEntry) -> GameChoice {
        GameChoice(entry)
    }

    /// The name as the config spells it.
    pub const fn name(self) -> &'static str {
        self.0.name
    }

    /// The name a menu shows.
    pub fn title(self) -> &'static str {
        self.0.title
    }

    /// The game's own rows of the key table.
    pub fn key_rows(self) -> &'static KeyRows {
        self.0.key_rows
    }

    /// The menu line that switches to this game, saying what happens to the one
    /// left (`left`: "this match is kept for later").
    pub fn switch_line(self, left: &str) -> String {
        format!("Play {} ({left})", self.title())
    }

    /// The games of `games` other than this one, in their order: what a game's menu
    /// offers last.
    pub fn others(self, games: &[GameChoice]) -> impl Iterator<Item = GameChoice> + '_ {
        games.iter().copied().filter(move |&game| game != self)
    }
}

impl PartialEq for GameChoice {
    fn eq(&self, other: &GameChoice) -> bool {
        self.name() == other.name()
    }
}

impl Eq for GameChoice {}

impl std::hash::Hash for GameChoice {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.name().hash(state);
    }
}

impl std::fmt::Debug for GameChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Written as its name; read back through the registry, which knows the names.
impl Serialize for GameChoice {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::KeyRows;

    const NO_ROWS: KeyRows = KeyRows {
        rows: &[],
        shared_in: &[],
        words: &[],
        fixed: &[],
    };
    const ONE: GameChoice = GameChoice::of(&GameEntry {
        name: "one",
        title: "One",
        key_rows: &NO_ROWS,
    });
    const TWO: GameChoice = GameChoice::of(&GameEntry {
        name: "two",
        title: "the second",
        key_rows: &NO_ROWS,
    });

    #[test]
    fn a_switch_line_names_the_game_and_what_happens_to_this_one() {
        let line = TWO.switch_line("this match is kept for later");
        assert_eq!(line, "Play the second (this match is kept for later)");
    }

    #[test]
    fn a_game_offers_every_other_game_in_order() {
        let others: Vec<GameChoice> = ONE.others(&[ONE, TWO]).collect();
        assert_eq!(others, [TWO]);
        assert_eq!(format!("{ONE:?}"), "one");
    }
}
