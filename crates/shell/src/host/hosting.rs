//! The host's model of one game: the shell's state and the keys, the position with
//! the moves that made it, where the keys point, who plays each seat, the tally of
//! the matchup, and what was last sent to be kept for a restart.

use super::TerminalView;
use crate::scoreboard::{Matchup, Played, Tally};
use crate::{Context, Keymap, Overlay, Seats, ShellState};
use connect4_game::{ByPlayer, GameKind, Player};

/// A game of `G` on the shell, with its seats and its scoreboard.
pub struct Hosting<G: TerminalView> {
    pub shell: ShellState,
    pub keys: Keymap,
    /// The kind played: every game of it starts from its first position.
    pub kind: GameKind,
    pub position: G,
    /// The moves played, as the game's record writes them.
    pub moves: Vec<String>,
    pub cursor: G::Cursor,
    /// Who plays each seat; the computer by its level's name.
    pub seats: Seats<&'static str>,
    pub tally: Tally,
    /// The line under the board: why a move was refused, whose move it is.
    pub message: Option<String>,
    /// The ticket of the computer's move asked for, while one is awaited.
    pub(super) asked: Option<u64>,
    /// The game as last sent to be kept; `None` once nothing is.
    pub(super) kept: Option<String>,
}

impl<G: TerminalView> Hosting<G> {
    /// A new game of the standard kind, with `seats` and the keys in effect.
    pub fn new(seats: Seats<&'static str>, keys: Keymap) -> Hosting<G> {
        Hosting {
            shell: ShellState::default(),
            keys,
            kind: G::STANDARD,
            position: G::start(&G::STANDARD),
            moves: Vec::new(),
            cursor: G::Cursor::default(),
            seats,
            tally: Tally::default(),
            message: None,
            asked: None,
            kept: None,
        }
    }

    /// The game kept as `text` (its moves in order, as `kept_text` writes them),
    /// resumed; `None` when a move in it is not one of the game.
    pub fn resumed(seats: Seats<&'static str>, keys: Keymap, text: &str) -> Option<Hosting<G>> {
        let mut game = Hosting::<G>::new(seats, keys);
        for mv in text.split_whitespace() {
            if game.is_over() {
                return None;
            }
            let written = game.position.play(mv).ok()?;
            game.moves.push(written);
        }
        game.kept = Some(text.to_string());
        Some(game)
    }

    /// Where the scoreboard keeps its results and its game in progress.
    pub fn played() -> Played {
        Played::named(G::GAME.name())
    }

    /// The game as it is kept for a restart: its moves, separated by spaces.
    pub fn kept_text(&self) -> String {
        self.moves.join(" ")
    }

    pub fn is_over(&self) -> bool {
        self.position.result().is_some()
    }

    /// The winner of a game over (`None` for a draw).
    pub fn winner(&self) -> Option<Player> {
        self.position.result().and_then(|result| result.winner)
    }

    /// The matchup the scoreboard counts this game under.
    pub fn matchup(&self) -> Matchup {
        let [one, two] = G::SEATS;
        Matchup {
            names: ByPlayer::new(one.to_string(), two.to_string()),
            computer: self.seats.opponent().map(str::to_string),
            board: None,
            played: Hosting::<G>::played(),
        }
    }

    /// A fresh game of the same kind, the keys back at their start.
    pub(super) fn start_over(&mut self) {
        self.position = G::start(&self.kind);
        self.moves.clear();
        self.cursor = G::Cursor::default();
        self.message = None;
    }

    /// Where keys are read now: the box on top, else the board.
    pub fn context(&self) -> Context {
        match self.shell.overlay {
            Overlay::None if !self.shell.notices.is_empty() => Context::NOTICE,
            Overlay::None => Context::BOARD,
            Overlay::Help => Context::HELP,
            Overlay::Menu(_) => Context::MENU,
            Overlay::Confirm(_) => Context::CONFIRM,
        }
    }

    /// The menu's lines: two people, the computer at each level, then the other
    /// games.
    pub fn menu_lines(&self) -> Vec<String> {
        let levels = G::LEVELS.iter().map(|level| format!("Computer, {level}"));
        let left = if self.shell.told_unsaved {
            "this game is lost"
        } else {
            "this game is kept for later"
        };
        let others = G::GAME.others(self.keys.games());
        std::iter::once("Two players at this keyboard".to_string())
            .chain(levels)
            .chain(others.map(|other| other.switch_line(left)))
            .collect()
    }
}
