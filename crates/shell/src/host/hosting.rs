//! The host's model of one game: the shell's state and the keys, the position with
//! the moves that made it, where the keys point, who plays each seat, the tally of
//! the matchup, and what was last sent to be kept for a restart.

use super::{KeptGame, Motion, TerminalView, replayed};
use crate::scoreboard::{Matchup, Played, Tally};
use crate::{Context, Keymap, Seats, ShellState, Turn, opponent_line};
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
    /// The players' names when the server gave them (a game online); else the
    /// seats' own.
    pub names: Option<ByPlayer<String>>,
    /// How a game online ended off the board (a resignation, a flag fall, a draw
    /// agreed): the winner, or nobody.
    pub decided: Option<Option<Player>>,
    /// Whether the game under way is kept for a restart (false when its file must be
    /// left alone this run).
    pub keeps: bool,
    /// The moves taken back, the next to replay last.
    pub undone: Vec<String>,
    /// Whether moves are seen happening (the config's `[display] animation`).
    pub animates: bool,
    /// The move being seen happening, while its frames run.
    pub motion: Option<Motion<G>>,
    /// Whether the lines about the game (whose move, the tally, the connection) are
    /// drawn under the board; not on the page, whose own panel shows them.
    pub lines_under: bool,
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
            names: None,
            decided: None,
            keeps: true,
            undone: Vec::new(),
            animates: true,
            motion: None,
            lines_under: true,
            asked: None,
            kept: None,
        }
    }

    /// The game `kept`, resumed against its computer (two people when it had
    /// none), with the keys in effect.
    pub fn resumed(kept: &KeptGame<G>, keys: Keymap) -> Result<Hosting<G>, String> {
        let mut game = Hosting::<G>::new(Seats::against(kept.computer), keys);
        game.position = replayed(&game.kind, &kept.moves)?;
        game.moves = kept.moves.clone();
        game.kept = Some(kept.to_toml());
        Ok(game)
    }

    /// Where the scoreboard keeps its results and its game in progress.
    pub fn played() -> Played {
        Played::named(G::GAME.name())
    }

    /// The game as it is kept for a restart.
    pub fn kept_text(&self) -> String {
        KeptGame::<G>::new(self.moves.clone(), self.seats.opponent()).to_toml()
    }

    pub fn is_over(&self) -> bool {
        self.decided.is_some() || self.position.result().is_some()
    }

    /// The winner of a game over (`None` for a draw).
    pub fn winner(&self) -> Option<Player> {
        match self.decided {
            Some(decided) => decided,
            None => self.position.result().and_then(|result| result.winner),
        }
    }

    /// What `player` is called: the server's name online, else the seat's.
    pub fn name(&self, player: Player) -> &str {
        match &self.names {
            Some(names) => &names[player],
            None => G::SEATS[player.index()],
        }
    }

    /// The matchup the scoreboard counts this game under.
    pub fn matchup(&self) -> Matchup {
        Matchup {
            names: ByPlayer::new(self.name(Player::One).into(), self.name(Player::Two).into()),
            computer: self.seats.opponent().map(str::to_string),
            board: None,
            played: Hosting::<G>::played(),
        }
    }

    /// A fresh game of the same kind, the keys back at their start.
    pub fn start_over(&mut self) {
        self.position = G::start(&self.kind);
        self.moves.clear();
        self.undone.clear();
        self.decided = None;
        self.motion = None;
        self.cursor = G::Cursor::default();
        self.message = None;
    }

    /// The position after the moves kept, played again from the start.
    pub(super) fn replay(&mut self) {
        self.motion = None;
        self.position =
            replayed(&self.kind, &self.moves).expect("moves the rules took before take again");
    }

    /// The line under the board: why a move was refused, else `status`.
    pub fn line(&self) -> String {
        self.message.clone().unwrap_or_else(|| self.status())
    }

    /// What the line under the board says when nothing else is to be said: who is
    /// to move, or how the game ended.
    pub fn status(&self) -> String {
        let name = |player: Player| self.name(player);
        if self.is_over() {
            return match self.winner() {
                Some(winner) => format!("{} wins · n starts a new game", name(winner)),
                None => "A draw · n starts a new game".to_string(),
            };
        }
        let to_move = self.position.to_move();
        let turn = match self.seats.turn(to_move) {
            Turn::Elsewhere => format!("waiting for {} to move", name(to_move)),
            _ => format!("{} to move", name(to_move)),
        };
        match self.moves.last() {
            Some(last) => format!("{} played {last} · {turn}", name(to_move.other())),
            None => turn,
        }
    }

    /// Where keys are read now: the shell's boxes say.
    pub fn context(&self) -> Context {
        self.shell.context()
    }

    /// The menu's lines: two people, the computer at each level, then the other
    /// games.
    pub fn menu_lines(&self) -> Vec<String> {
        let levels = G::LEVELS.iter().map(|level| opponent_line(Some(level)));
        let left = if self.shell.keeps_match() {
            "this game is kept for later"
        } else {
            "this game is lost"
        };
        let others = G::GAME.others(self.keys.games());
        std::iter::once(opponent_line(None::<&str>))
            .chain(levels)
            .chain(others.map(|other| other.switch_line(left)))
            .collect()
    }
}
