//! Connect 4 at the terminal's runner: the config's settings or a position from
//! `--moves`, the match kept in `match.toml`, the player's puzzle record beside the
//! scoreboard, a puzzle opened at once (`connect4 puzzle`), and its engine on its
//! thread.

use super::terminal_game::{Launch, Opened, TerminalGame};
use crate::cli::UsageError;
use crate::cli::review::record_file::{is_record_path, record_position};
use crate::config::Config;
use crate::opening::connect4_settings;
use crate::scoreboard::{ScoreStore, Scoreboard, Timestamp};
use crate::shell::{Inbox, Worker};
use connect4_classic::ai::{Computer, Engine};
use connect4_classic::escape::escape_cut;
use connect4_classic::game::Game;
use connect4_classic::terminal::puzzles::PuzzleStanding;
use connect4_classic::terminal::puzzles::PuzzleStore as _;
use connect4_classic::terminal::spawn_worker;
use connect4_classic::terminal::{Message, Model, SavedMatch, Search, Settings, open_position};
#[cfg(feature = "online")]
use connect4_protocol::GameSnapshot;

impl TerminalGame for Model {
    type Saved = SavedMatch;
    type Position = Game;
    type Loaded = PuzzleStanding;

    const COUNTED: &'static str = "The saved match had ended: its result is counted";

    /// `connect4 review FILE`'s game, finished or not; else `--moves`: a move string
    /// on the config's board, a link on the board it names, or a record file (`.c4n`)
    /// on its own.
    fn position(launch: &Launch) -> Result<Option<Game>, UsageError> {
        if let Some(game) = &launch.review {
            return Ok(Some(game.clone()));
        }
        let Some(moves) = launch.cli.moves.as_ref() else {
            return Ok(None);
        };
        let settings = connect4_settings(launch.config);
        if is_record_path(moves) {
            return record_position(moves, settings.first_starter)
                .map(Some)
                .map_err(|e| UsageError(format!("--moves: {e}")));
        }
        let game = open_position(moves, settings.size, settings.first_starter).map_err(|e| {
            let quoted = escape_cut(moves, 60);
            UsageError(format!("--moves \"{quoted}\": {e}"))
        })?;
        Ok(Some(game))
    }

    /// The player's puzzle record: its standing, what to tell about its file.
    fn load(store: Option<&ScoreStore>, notices: &mut Vec<String>) -> PuzzleStanding {
        match store.map(ScoreStore::load_puzzles) {
            Some(Ok(loaded)) => {
                notices.extend(loaded.notice.map(|notice| notice.to_string()));
                loaded.record.standing()
            }
            Some(Err(error)) => {
                notices.push(error.to_string());
                PuzzleStanding::default()
            }
            None => PuzzleStanding::default(),
        }
    }

    fn fresh(config: &Config, scoreboard: &Scoreboard) -> Model {
        fresh_on(connect4_settings(config), scoreboard)
    }

    /// A link names its board, which may not be the config's.
    fn at(game: Game, config: &Config, scoreboard: &Scoreboard) -> Model {
        let settings = Settings {
            size: game.size(),
            ..connect4_settings(config)
        };
        Model {
            game,
            ..fresh_on(settings, scoreboard)
        }
    }

    fn resumed(saved: SavedMatch, config: &Config, scoreboard: &Scoreboard) -> Model {
        let settings = connect4_settings(config);
        let tally = scoreboard.tally(&saved.settings(settings.clone()).matchup());
        saved.restore(settings, tally)
    }

    fn say(&mut self, message: &str) {
        self.message = Some(message.to_string());
    }

    fn opened(self, opened: Opened<PuzzleStanding>) -> Model {
        let mut model = self.with_match_ids(opened.run_id);
        // Said once, at the start: the saves that then cannot happen are not said again.
        model.saves_match = opened.saves_match;
        model.shell.told_unsaved = !opened.saves_match;
        model.shell.notices = opened.notices;
        model.puzzles = opened.loaded;
        model.today = Some(Timestamp::now().day());
        model.puzzle_draw = fastrand::u64(..);
        model.opening = opened.puzzle;
        model.open_review = opened.review;
        model
    }

    #[cfg(feature = "online")]
    fn board(
        config: &Config,
        game: &GameSnapshot,
        scoreboard: &Scoreboard,
    ) -> Result<Model, String> {
        crate::opening::connect4_board(config, game, scoreboard)
    }

    #[cfg(feature = "online")]
    fn tell(&mut self, notices: Vec<String>) {
        self.shell.notices = notices;
    }

    fn worker(inbox: &Inbox<Message>, launch: &Launch) -> Worker<Search> {
        connect4_worker(inbox, launch.config)
    }
}

/// A new match on `settings`, with the scoreboard's tally of its matchup.
fn fresh_on(settings: Settings, scoreboard: &Scoreboard) -> Model {
    let tally = scoreboard.tally(&settings.matchup());
    Model::new(settings, tally)
}

/// Connect 4's engine on its thread, answering to `inbox`.
pub(crate) fn connect4_worker(inbox: &Inbox<Message>, config: &Config) -> Worker<Search> {
    let think = config.players.think_ms.get();
    spawn_worker(
        inbox.mailbox(),
        move || -> Box<dyn Engine> {
            #[cfg(feature = "faults")]
            if let Some(engine) = super::faults::panicking_engine() {
                return engine;
            }
            Box::new(
                Computer::new()
                    .with_budget(think)
                    .with_threads(crate::shell::search_threads()),
            )
        },
        crate::shell::COMPUTER_PAUSE,
    )
}
