//! The command line: flags for the game, and subcommands for scripts. Parsing and
//! dispatch (`run.rs`) and the subcommands' own edges live here; the game's runner
//! and online play's loops, which the door starts too, are `crate::play`.

#[cfg(feature = "server")]
mod agent;
mod args;
pub mod book;
pub mod checkers_command;
mod config_command;
#[cfg(feature = "ssh")]
pub mod door_args;

pub mod failure;
mod lines;
pub mod match_command;
pub mod move_command;
#[cfg(feature = "online")]
pub mod online_args;
pub mod puzzles;
pub mod review;
mod run;
mod scores_command;
#[cfg(feature = "server")]
pub(crate) mod serve;
pub mod solve;

use crate::config::{self, Config, ConfigError, Env, Location, Overrides};
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

pub use args::{parse, parse_from};
pub use book::BookArgs;
pub use config_command::{print_config, print_config_path};
pub use match_command::MatchArgs;
pub use move_command::MoveArgs;
pub use review::ReviewArgs;
pub use run::{run_command, run_without_config};
pub use scores_command::{Terminal, run_scores};
pub use solve::SolveArgs;

/// An ordinary failure to tell the user in one sentence (not a bug report).
#[derive(Debug)]
pub struct UserError(pub String);

impl std::fmt::Display for UserError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UserError {}

/// A mistake in what was typed that clap cannot see (a bad position after `--moves`):
/// one sentence and status 2, as for clap's own usage errors and `move`'s and
/// `review`'s bad positions.
#[derive(Debug)]
pub struct UsageError(pub String);

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

/// Connect 4 in the terminal: play a friend or the computer.
#[derive(Debug, Parser)]
// The name is fixed: clap would otherwise quote the name it was run by (argv[0])
// in its usage lines, as it is.
#[command(version, about, long_about = None, bin_name = "connect4")]
pub struct Cli {
    /// Config file to read, instead of $CONNECT4_CONFIG or the platform's
    /// (`connect4 config --path` shows which)
    #[arg(long, value_name = "PATH")]
    pub config: Option<PathBuf>,
    /// Number of columns on the board (4-10), over the config file's
    #[arg(long, value_parser = clap::value_parser!(u8).range(4..=10))]
    pub columns: Option<u8>,
    /// Number of rows on the board (4-10), over the config file's
    #[arg(long, value_parser = clap::value_parser!(u8).range(4..=10))]
    pub rows: Option<u8>,
    /// Directory for the scoreboard, instead of the platform's data directory
    #[arg(long, value_name = "PATH", env = "CONNECT4_DATA_DIR")]
    pub data_dir: Option<PathBuf>,
    /// Draw without colour (as NO_COLOR does); glyphs still tell the players apart
    #[arg(long)]
    pub no_color: bool,
    /// Draw with plain ASCII only: X, O and . for discs, +-| for frames
    #[arg(long)]
    pub ascii: bool,
    /// Drop discs straight into their cell, without the fall through the column
    #[arg(long)]
    pub no_animation: bool,
    /// Play against the computer at this level, or "human" for two players,
    /// over the config file's
    #[arg(long, value_name = "OPPONENT",
          value_parser = clap::builder::PossibleValuesParser::new(["human", "easy", "medium", "hard", "perfect"]))]
    pub vs: Option<String>,
    /// The computer makes the first move of the first match
    #[arg(long)]
    pub computer_first: bool,
    /// Start a new match of the game played instead of resuming the one saved when
    /// connect4 last ran
    #[arg(long, conflicts_with = "moves")]
    pub new: bool,
    /// Start from this position: the moves as 1-based column digits (`4453`), a
    /// link to one: the page's (`…/#moves=4453`) or connect4.gamesolver.org's
    /// (`…/?pos=4453`), or a Connect 4 record file (`game.c4n`, its first game)
    #[arg(long, value_name = "MOVES")]
    pub moves: Option<String>,
    /// The game to play, over `game` in the config (a `--vs` level above its
    /// computer's strongest plays the strongest)
    #[arg(long, value_name = "GAME",
          value_parser = clap::builder::PossibleValuesParser::new(crate::games::names()))]
    pub game: Option<String>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// What to do instead of playing. Each gets one short line in `connect4 --help` (the
/// first paragraph here); the rest shows in its own `--help`.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print the config in effect, or where it is read from
    ///
    /// Prints the config in effect as TOML, every colour spelled out; `--path` prints
    /// where the config file is looked for, and `--write` writes the config there.
    Config(ConfigArgs),
    /// Print the scoreboard, or reset it
    ///
    /// Prints every matchup's results as a table, or as JSON for scripts (`--json`);
    /// `--reset` empties the scoreboard, after asking.
    Scores(ScoresArgs),
    /// Solve positions exactly, one per line
    ///
    /// Reads one move string per line (`4453`; `-` is the empty board) from the
    /// files, or standard input, and prints `POSITION SCORE` for each.
    Solve(SolveArgs),
    /// Build the opening book
    ///
    /// `connect4 book build` solves the openings and writes the book.
    Book(BookArgs),
    /// Print the column a computer level plays
    ///
    /// Prints the column a computer level plays in a position, 1-based (0 for 10).
    Move(MoveArgs),
    /// Play computer levels against each other
    ///
    /// Plays matches between two computer levels from random openings and prints the
    /// score of the first and each level's move times.
    Match(MatchArgs),
    /// Review a match move by move
    ///
    /// Prints, for each move, the value of the position before and after it, a mark
    /// for a mistake (`??` threw a win or draw into a loss, `?` a win into a draw,
    /// `?!` a slower win or quicker loss) and the best columns.
    Review(ReviewArgs),
    /// Solve puzzles: the puzzle mode of the game, from the start
    ///
    /// Opens the game on a puzzle near your rating (or the day's, with --daily, or one
    /// by its number in `connect4 puzzles export`): find the move that wins, or the
    /// only move that keeps the outcome, and play the line out against the perfect
    /// defence. The match in progress waits, as it was.
    Puzzle(PuzzleArgs),
    /// Build the puzzle set, or print the one shipped
    ///
    /// `connect4 puzzles build` finds puzzles in games between the computer's levels
    /// and in the opening book, checks each with the solver, grades it and writes the
    /// set; `connect4 puzzles export` prints the shipped set, one puzzle a line.
    Puzzles(puzzles::PuzzlesArgs),
    /// Checkers from the command line: perft, computer matches
    ///
    /// `connect4 checkers perft N [--divide]` counts the move sequences to check the
    /// rules; `connect4 checkers match` plays two computer levels.
    Checkers(checkers_command::CheckersArgs),
    /// Host a game online and wait for a friend to join it by code
    ///
    /// Connects to the server (`--server`, default the config's `[online] server`:
    /// ws://127.0.0.1:4747, where `connect4 serve` listens), creates a private game, prints its invite code, and
    /// opens the board once your opponent has joined. The host moves first.
    #[cfg(feature = "online")]
    Host(online_args::HostArgs),
    /// Join a friend's game online by its invite code
    #[cfg(feature = "online")]
    Join(online_args::JoinArgs),
    /// Watch a game online by its code, from its first move
    #[cfg(feature = "online")]
    Watch(online_args::WatchArgs),
    /// The lobby online: challenges, games to watch, leaders
    ///
    /// Live, full screen: accept a challenge or post one, be paired with a player of
    /// similar rating, watch a game. A game of yours still in progress opens at once.
    #[cfg(feature = "online")]
    Online(online_args::ServerArgs),
    /// Run the online-play server
    ///
    /// Serves games between players on other machines over a WebSocket at /ws, and
    /// the page at / when it was built; 127.0.0.1:4747 by default.
    #[cfg(feature = "server")]
    Serve(serve::ServeArgs),
    /// Answer Kaggle's ConnectX as a URL agent over HTTP
    ///
    /// Answers the JSON that kaggle-environments' ConnectX posts to a URL agent, at /,
    /// with the column a computer level plays (perfect by default), within the
    /// request's actTimeout; 127.0.0.1:4748 by default. Four in a row on boards of 4 to
    /// 10 columns and rows only; any other game is answered with an error.
    #[cfg(feature = "server")]
    Agent(agent::AgentArgs),
}

#[derive(Debug, Args)]
pub struct PuzzleArgs {
    /// The day's puzzle, the same for everyone on that day (UTC)
    #[arg(long, conflicts_with = "number")]
    pub daily: bool,
    /// This puzzle of the shipped set, by its line in `connect4 puzzles export` (from 1)
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub number: Option<u32>,
}

impl PuzzleArgs {
    /// The puzzle to open first.
    pub fn pick(&self) -> connect4_classic::terminal::PuzzlePick {
        use connect4_classic::terminal::PuzzlePick;
        match (self.daily, self.number) {
            (true, _) => PuzzlePick::Daily,
            (false, Some(number)) => PuzzlePick::Number(number as usize - 1),
            (false, None) => PuzzlePick::Next,
        }
    }
}

#[derive(Debug, Args)]
pub struct ConfigArgs {
    /// Print the path of the config file that is read (it may not exist yet)
    #[arg(long, conflicts_with = "write")]
    pub path: bool,
    /// Write the config in effect to that path, creating its folder; never overwrites
    /// a file that is already there
    #[arg(long)]
    pub write: bool,
}

/// The board size, for the subcommands that work on positions: given after the
/// subcommand, or before it as for the game.
#[derive(Debug, Clone, Copy, Default, Args)]
pub struct BoardArgs {
    /// Number of columns on the board (4-10; default 7)
    #[arg(long, value_parser = clap::value_parser!(u8).range(4..=10))]
    pub columns: Option<u8>,
    /// Number of rows on the board (4-10; default 6)
    #[arg(long, value_parser = clap::value_parser!(u8).range(4..=10))]
    pub rows: Option<u8>,
}

#[derive(Debug, Args)]
pub struct ScoresArgs {
    /// Directory of the scoreboard, instead of $CONNECT4_DATA_DIR or the platform's
    #[arg(long, value_name = "PATH")]
    pub data_dir: Option<PathBuf>,
    /// Print JSON for scripts instead of a table
    #[arg(long, conflicts_with = "reset")]
    pub json: bool,
    /// Delete every result, after asking for confirmation
    #[arg(long)]
    pub reset: bool,
    /// With --reset: do not ask
    #[arg(long, requires = "reset")]
    pub yes: bool,
}

impl Cli {
    /// The board size the flags ask for (7x6 by default), for the commands that do
    /// not read the config file (`solve`, `book`...): the subcommand's own flags, else
    /// the ones before it.
    pub fn board_size(&self, own: &BoardArgs) -> connect4_classic::game::BoardSize {
        let columns = own.columns.or(self.columns).map_or(7, usize::from);
        let rows = own.rows.or(self.rows).map_or(6, usize::from);
        connect4_classic::game::BoardSize::new(columns, rows)
            .expect("clap keeps sizes within 4..=10")
    }

    /// The config file to read: `--config`, else `$CONNECT4_CONFIG`, else the default.
    pub fn config_location(&self, env: &Env) -> Option<Location> {
        config::locate(self.config.as_deref(), env, config::default_path())
    }

    /// What the flags and the environment set on top of the config file.
    pub fn overrides(&self, env: &Env) -> Overrides {
        Overrides {
            game: self.game.as_deref().and_then(crate::games::from_name),
            columns: self.columns,
            rows: self.rows,
            ascii: self.ascii,
            no_animation: self.no_animation,
            no_color: self.no_color || env.no_color,
            opponent: self.vs.as_deref().and_then(config::Opponent::from_name),
            computer_first: self.computer_first,
        }
    }

    /// The config in effect: the file (or the defaults), then the flags on top.
    pub fn load_config(&self, env: &Env) -> Result<Config, ConfigError> {
        let config = config::read(self.config_location(env).as_ref())?;
        Ok(config.with_overrides(&self.overrides(env)))
    }
}
