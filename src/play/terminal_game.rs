//! What the terminal's runner needs of a game beyond the shell's `Program`: its saved
//! match, its first model (from the config, a position the flags name, or the match
//! kept from the last run), its engine on its thread and its board online. The runner
//! is written once, generic over this trait (`runner.rs`, `online/board.rs`).

use crate::cli::{Cli, UsageError};
use crate::config::Config;
use crate::scoreboard::{ScoreStore, Scoreboard};
use crate::shell::{Console, Inbox, KeepOnDisk, Program, Resumable, Worker};
use connect4_classic::game::Game;
use connect4_classic::terminal::PuzzlePick;
#[cfg(feature = "online")]
use connect4_protocol::GameSnapshot;

/// What starting a game in the terminal is given: the command line, where to draw,
/// the config in effect, whether this is the run's first game (the flags that name a
/// position or `--new` count for it only), and a puzzle or a review to open at once.
pub struct Launch<'a> {
    pub cli: &'a Cli,
    pub console: &'a Console,
    pub config: &'a Config,
    pub first: bool,
    /// `connect4 puzzle`: taken by the game that has puzzles.
    pub puzzle: Option<PuzzlePick>,
    /// `connect4 review FILE`: a Connect 4 game to open in the review, taken by
    /// Connect 4; the saved match is left alone and nothing is saved that run.
    pub review: Option<Game>,
}

/// What the runner hands a game's first model once its match is decided: whether the
/// match may be saved this run, what to tell the player, the run's id for its
/// matches, what the game loaded beside the scoreboard and the puzzle to open.
pub struct Opened<E> {
    pub saves_match: bool,
    pub notices: Vec<String>,
    pub run_id: u64,
    pub loaded: E,
    pub puzzle: Option<PuzzlePick>,
    /// Whether the review opens at once (`connect4 review FILE`).
    pub review: bool,
}

/// A game the terminal runs: the shell's `Program` and what differs at its start.
/// What it keeps of its own beside the scoreboard, it keeps on disk.
pub trait TerminalGame: Program<Keep: KeepOnDisk<Self::Message>> + Sized + 'static {
    /// Its match kept for a restart.
    type Saved: Resumable;
    /// A position the flags ask the run's first game to start from.
    type Position;
    /// What it loads from the data directory beside the scoreboard.
    type Loaded;

    /// What its status bar says when the saved match had ended already.
    const COUNTED: &'static str;

    /// The position the flags name for the run's first game, if any; a flag this game
    /// cannot take is a usage error.
    fn position(launch: &Launch) -> Result<Option<Self::Position>, UsageError>;

    /// What it reads beside the scoreboard, adding what the player must be told.
    fn load(store: Option<&ScoreStore>, notices: &mut Vec<String>) -> Self::Loaded;

    /// A new match as the config sets it.
    fn fresh(config: &Config, scoreboard: &Scoreboard) -> Self;

    /// A new match from `position`.
    fn at(position: Self::Position, config: &Config, scoreboard: &Scoreboard) -> Self;

    /// The saved match, resumed.
    fn resumed(saved: Self::Saved, config: &Config, scoreboard: &Scoreboard) -> Self;

    /// Puts `message` in the status bar.
    fn say(&mut self, message: &str);

    /// The first model, once its match is decided.
    fn opened(self, opened: Opened<Self::Loaded>) -> Self;

    /// Its board for the server's `game`, with this player's seat at the keyboard.
    #[cfg(feature = "online")]
    fn board(config: &Config, game: &GameSnapshot, scoreboard: &Scoreboard)
    -> Result<Self, String>;

    /// Shows `notices` (about the scoreboard) on a board opened online.
    #[cfg(feature = "online")]
    fn tell(&mut self, notices: Vec<String>);

    /// Its engine on a thread of its own, answering to `inbox`.
    fn worker(inbox: &Inbox<Self::Message>, launch: &Launch) -> Worker<Self::Job>;
}
