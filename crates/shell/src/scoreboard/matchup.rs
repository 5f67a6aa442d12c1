//! Whose results the scoreboard counts together (a `Matchup`), and which game they
//! are of (`Played`).

use connect4_game::board_size::BoardSize;
use connect4_game::seat::ByPlayer;
use serde::Serialize;

/// Whose results are counted together: the game, the two names in their seats, the
/// computer's level when player two is the computer, and the board's size in a game
/// played on boards of several sizes.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Matchup {
    pub names: ByPlayer<String>,
    /// The computer's level ("perfect"), or `None` for two people.
    pub computer: Option<String>,
    /// Connect 4's board size; `None` in a game with one board (checkers).
    pub board: Option<BoardSize>,
    pub played: Played,
}

impl Matchup {
    /// The columns and rows the scoreboard's file and `connect4 scores` write: the
    /// board's, or 8x8 for a game with one board, as checkers' were always written.
    pub fn written_size(&self) -> BoardSize {
        self.board
            .unwrap_or_else(|| BoardSize::new(8, 8).expect("8x8 is a board size"))
    }
}

/// The game a matchup plays, by its name: each game's results are kept apart. Open:
/// each game names its own (the registry lists them, and reads a name back from a
/// file); Connect 4's is the file's default, as version 1 knew no other game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Played(&'static str);

impl Played {
    pub const CONNECT4: Played = Played("connect4");

    /// The kind of the game named `name` (its name in the config).
    pub const fn named(name: &'static str) -> Played {
        Played(name)
    }

    pub fn name(self) -> &'static str {
        self.0
    }

    pub fn is_connect4(&self) -> bool {
        *self == Played::CONNECT4
    }
}

impl Default for Played {
    fn default() -> Played {
        Played::CONNECT4
    }
}

/// Written as its name; read back through the registry, which knows the names.
impl Serialize for Played {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0)
    }
}
