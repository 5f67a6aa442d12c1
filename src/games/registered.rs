//! One row of the registry: what the app around the shell needs of a game (where the
//! scoreboard keeps its results, its kind on the wire and how the lobby writes it,
//! the levels of its computer and its words in the door's menu), written out for a
//! game with a program of its own, or read off a hosted game's own traits.

use crate::scoreboard::Played;
use crate::shell::{GameChoice, TerminalView};
use connect4_protocol::{Game, GameKind};

/// One game of the registry.
#[derive(Debug)]
pub struct Registered {
    /// The game as the shell knows it, from its folder.
    pub game: GameChoice,
    /// Where the scoreboard keeps its results and its match in progress apart.
    pub played: Played,
    /// Its rules, as the server and the online clients know it: its name and kinds
    /// on the wire, its moves as text.
    pub rules: Game,
    /// How a kind of it on the wire is written where games are listed (the lobby).
    pub kind_words: fn(GameKind) -> String,
    /// The levels its computer plays, weakest first, by their names in the config.
    pub levels: &'static [&'static str],
    /// Its line in the door's menu, and what the door says under the menu while the
    /// line is highlighted; `None` for the words every game gets ("PopOut against
    /// the computer", the levels to choose).
    pub door: Option<DoorWords>,
}

/// A game's own words in the door's menu.
#[derive(Debug, Clone, Copy)]
pub struct DoorWords {
    pub line: &'static str,
    pub about: &'static str,
}

impl Registered {
    /// The row of hosted game `G`, from what it writes for the shell's host.
    pub const fn hosted<G: TerminalView>() -> Registered {
        Registered {
            game: G::GAME,
            played: Played::named(G::GAME.name()),
            rules: Game::of::<G>(),
            kind_words: G::kind_words,
            levels: G::LEVELS,
            door: None,
        }
    }

    /// Its kind on the wire when nothing says which: what hosting it asks for.
    pub fn kind(&self) -> GameKind {
        self.rules.standard()
    }
}
