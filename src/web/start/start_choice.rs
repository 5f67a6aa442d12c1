//! The start screen's choices: the computer (at medium), two players at this screen,
//! online, the puzzles (a game that has them), and each other game of the registry
//! (the shell's list of games, in its order: never a list of the page's own). A
//! choice but online is a line of the game's own opponent menu, which the page then
//! chooses as a tap on that menu would, so the model's update does what it always
//! does; the name each choice is kept under is what a returning player last chose.

use connect4::shell::GameChoice;
use connect4_checkers::terminal::CheckersModel;
use connect4_classic::terminal::{MenuItem, Model, menu_items};

/// One choice of the start screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StartChoice {
    Computer,
    TwoPlayers,
    Online,
    Puzzles,
    Game(GameChoice),
}

impl StartChoice {
    /// The name the choice is kept and pressed under (`data-start`).
    pub fn name(self) -> String {
        match self {
            StartChoice::Computer => "computer".into(),
            StartChoice::TwoPlayers => "two".into(),
            StartChoice::Online => "online".into(),
            StartChoice::Puzzles => "puzzles".into(),
            StartChoice::Game(game) => format!("game:{}", game.name()),
        }
    }

    /// The choice named `name` among `games`.
    pub fn named(name: &str, games: &[GameChoice]) -> Option<StartChoice> {
        let choice = match name {
            "computer" => StartChoice::Computer,
            "two" => StartChoice::TwoPlayers,
            "online" => StartChoice::Online,
            "puzzles" => StartChoice::Puzzles,
            other => {
                let game = other.strip_prefix("game:")?;
                StartChoice::Game(*games.iter().find(|choice| choice.name() == game)?)
            }
        };
        Some(choice)
    }

    /// Its button's words, and the line under them, for the game `game` open.
    pub fn words(self, game: GameChoice) -> (String, String) {
        let title = game.title();
        match self {
            StartChoice::Computer => (
                "Play the computer".into(),
                format!("{title} against the computer, medium"),
            ),
            StartChoice::TwoPlayers => (
                "Two players here".into(),
                format!("{title}, taking turns at this screen"),
            ),
            StartChoice::Online => (
                "Online".into(),
                "Host a game, join a friend's by its code, or open the lobby".into(),
            ),
            StartChoice::Puzzles => ("Puzzles".into(), "Find the winning moves".into()),
            StartChoice::Game(other) => connect4::games::start_line(other),
        }
    }
}

/// The choices a game's start screen offers, in order.
pub fn choices(game: GameChoice, games: &[GameChoice], puzzles: bool) -> Vec<StartChoice> {
    let own = [
        StartChoice::Computer,
        StartChoice::TwoPlayers,
        StartChoice::Online,
    ];
    let puzzles = puzzles.then_some(StartChoice::Puzzles);
    let others = game.others(games).map(StartChoice::Game);
    own.into_iter().chain(puzzles).chain(others).collect()
}

/// Where each choice is in a game's own opponent menu.
pub trait StartLines {
    /// Whether the game has puzzles to offer.
    const PUZZLES: bool;

    /// The line of the opponent menu that `choice` is; `None` for online, which the
    /// menu does not hold.
    fn start_line(&self, choice: StartChoice) -> Option<usize>;
}

impl StartLines for Model {
    const PUZZLES: bool = true;

    fn start_line(&self, choice: StartChoice) -> Option<usize> {
        use connect4_classic::ai::Level;
        let item = match choice {
            StartChoice::Computer => MenuItem::Opponent(Some(Level::Medium)),
            StartChoice::TwoPlayers => MenuItem::Opponent(None),
            StartChoice::Puzzles => MenuItem::Puzzles,
            StartChoice::Game(game) => MenuItem::Game(game),
            StartChoice::Online => return None,
        };
        let items = menu_items(self.puzzle.is_some(), self.settings.keys.games());
        items.iter().position(|line| *line == item)
    }
}

/// Checkers' menu: two players, then each level, then the other games.
impl StartLines for CheckersModel {
    const PUZZLES: bool = false;

    fn start_line(&self, choice: StartChoice) -> Option<usize> {
        use connect4_checkers::Level;
        let levels = Level::ALL.len();
        match choice {
            StartChoice::TwoPlayers => Some(0),
            StartChoice::Computer => Some(1 + Level::ALL.iter().position(|l| *l == Level::Medium)?),
            StartChoice::Game(game) => {
                let games = self.keys.games();
                Some(
                    1 + levels
                        + connect4_checkers::terminal::GAME
                            .others(games)
                            .position(|g| g == game)?,
                )
            }
            StartChoice::Online | StartChoice::Puzzles => None,
        }
    }
}
