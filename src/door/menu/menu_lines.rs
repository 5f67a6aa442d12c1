//! The door's menu: its lines in order, what each says, the choices a line offers
//! with Left and Right (the computer's level, the game of two players), and what
//! Enter on each line leads to.

use super::DoorChoice;
use crate::config::{GameChoice, Opponent};
use crate::games;
use std::sync::LazyLock;

/// One line of the menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuLine {
    /// A game against the computer, at the level the line shows.
    Computer(GameChoice),
    /// Two people at this keyboard, in the game the line shows.
    TwoPlayers,
    Puzzles,
    Lobby,
    /// The player's results: a screen of the door's own.
    Scoreboard,
    /// Colour and ASCII: a screen of the door's own.
    Settings,
    Quit,
}

/// The menu's lines, top to bottom, a line against the computer for each game of
/// the registry first; a digit takes the line of its number.
pub static MENU: LazyLock<Vec<MenuLine>> = LazyLock::new(|| {
    let computer = games::all().map(MenuLine::Computer);
    computer
        .chain([
            MenuLine::TwoPlayers,
            MenuLine::Puzzles,
            MenuLine::Lobby,
            MenuLine::Scoreboard,
            MenuLine::Settings,
            MenuLine::Quit,
        ])
        .collect()
});

/// The levels each game's computer plays (checkers' stops at hard).
pub fn computer_levels(game: GameChoice) -> &'static [Opponent] {
    games::levels(game)
}

/// The choices shown on the lines that have them, as Left and Right left them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Picks {
    /// Each game's level, in the registry's order.
    levels: [Opponent; games::COUNT],
    /// The game two players at this keyboard play.
    pub together: GameChoice,
}

impl Default for Picks {
    /// Medium, the level to start from; the registry's first game for two.
    fn default() -> Self {
        Picks {
            levels: [Opponent::Medium; games::COUNT],
            together: crate::games::first(),
        }
    }
}

impl Picks {
    /// The level a game's computer line shows.
    pub fn level(&self, game: GameChoice) -> Opponent {
        self.levels[games::position(game)]
    }

    /// Shows `level` on `game`'s computer line, if that game's computer plays it.
    pub fn set_level(&mut self, game: GameChoice, level: Opponent) {
        if computer_levels(game).contains(&level) {
            self.levels[games::position(game)] = level;
        }
    }

    /// Moves `line`'s choice `by` places, wrapping; a line with no choice keeps none.
    pub fn step(&mut self, line: MenuLine, by: isize) {
        match line {
            MenuLine::Computer(game) => {
                let levels = computer_levels(game);
                let at = levels.iter().position(|l| *l == self.level(game));
                let next = levels[wrap(at.unwrap_or(0), by, levels.len())];
                self.set_level(game, next);
            }
            MenuLine::TwoPlayers => {
                let at = games::position(self.together);
                self.together = games::GAMES[wrap(at, by, games::COUNT)];
            }
            _ => {}
        }
    }

    /// The choice `line` shows ("medium", "Connect 4"), if it has one.
    pub fn shown(&self, line: MenuLine) -> Option<&'static str> {
        match line {
            MenuLine::Computer(game) => self.level(game).computer_level(),
            MenuLine::TwoPlayers => Some(self.together.title()),
            _ => None,
        }
    }
}

impl MenuLine {
    /// What the line says.
    pub fn title(self) -> &'static str {
        match self {
            MenuLine::Computer(game) => games::door_words(game).0,
            MenuLine::TwoPlayers => "Two players at this keyboard",
            MenuLine::Puzzles => "Puzzles",
            MenuLine::Lobby => "Online: the lobby",
            MenuLine::Scoreboard => "Your scoreboard",
            MenuLine::Settings => "Settings",
            MenuLine::Quit => "Quit",
        }
    }

    /// What the line leads to, said under the menu while it is highlighted.
    pub fn about(self) -> &'static str {
        match self {
            MenuLine::Computer(game) => games::door_words(game).1,
            MenuLine::TwoPlayers => "Left and Right choose the game; you take turns at the keys.",
            MenuLine::Puzzles => "Positions with one best move, near your puzzle rating.",
            MenuLine::Lobby => {
                "Challenges to accept or post, invite codes, and games being played to watch."
            }
            MenuLine::Scoreboard => "Your wins, draws and losses in every matchup.",
            MenuLine::Settings => "Colour, and plain ASCII for terminals without Unicode.",
            MenuLine::Quit => "Leave connect4.",
        }
    }

    /// What Enter on the line ends the door with; `None` for the door's own screens.
    pub fn choice(self, picks: &Picks) -> Option<DoorChoice> {
        Some(match self {
            MenuLine::Computer(game) => DoorChoice::Play {
                game,
                opponent: picks.level(game),
            },
            MenuLine::TwoPlayers => DoorChoice::Play {
                game: picks.together,
                opponent: Opponent::Human,
            },
            MenuLine::Puzzles => DoorChoice::Puzzles,
            MenuLine::Lobby => DoorChoice::Lobby,
            MenuLine::Quit => DoorChoice::Quit,
            MenuLine::Scoreboard | MenuLine::Settings => return None,
        })
    }
}

/// `at` moved `by` places among `len`, wrapping at either end.
pub(super) fn wrap(at: usize, by: isize, len: usize) -> usize {
    (at as isize + by).rem_euclid(len as isize) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_wrap_and_checkers_has_no_perfect() {
        let mut picks = Picks::default();
        let checkers = MenuLine::Computer(connect4_checkers::terminal::GAME);
        picks.step(checkers, 2);
        assert_eq!(
            picks.level(connect4_checkers::terminal::GAME),
            Opponent::Easy
        );
        picks.step(checkers, -1);
        assert_eq!(picks.shown(checkers), Some("hard"));
        let connect4 = MenuLine::Computer(connect4_classic::terminal::GAME);
        picks.step(connect4, 2);
        assert_eq!(picks.shown(connect4), Some("perfect"));
        assert_eq!(
            picks.level(connect4_checkers::terminal::GAME),
            Opponent::Hard,
            "kept apart"
        );
    }

    #[test]
    fn every_game_has_a_computer_line_and_can_be_played_by_two() {
        for game in games::all() {
            assert!(MENU.contains(&MenuLine::Computer(game)), "{game:?}");
            assert!(
                computer_levels(game)
                    .iter()
                    .all(|l| l.computer_level().is_some())
            );
        }
        let mut picks = Picks::default();
        let seen: Vec<_> = (0..games::COUNT)
            .map(|_| {
                picks.step(MenuLine::TwoPlayers, 1);
                picks.together
            })
            .collect();
        assert!(games::all().all(|game| seen.contains(&game)));
    }

    #[test]
    fn enter_plays_what_the_line_shows_and_the_doors_screens_end_nothing() {
        let mut picks = Picks::default();
        picks.step(MenuLine::TwoPlayers, 1);
        assert_eq!(
            MenuLine::TwoPlayers.choice(&picks),
            Some(DoorChoice::Play {
                game: connect4_checkers::terminal::GAME,
                opponent: Opponent::Human
            })
        );
        assert_eq!(MenuLine::Scoreboard.choice(&picks), None);
        assert_eq!(MenuLine::Settings.choice(&picks), None);
        assert_eq!(MenuLine::Quit.choice(&picks), Some(DoorChoice::Quit));
    }
}
