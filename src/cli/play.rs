//! Playing: the config turned into the app's settings and theme, the scoreboard
//! loaded, the computer's worker started, and the full-screen app run with saving at
//! its edge.

use super::Cli;
use super::UsageError;
use super::game_storage::{open_scoreboard, run_game};
use super::saved_match::{Opening, Start, Wish, open_saved_match};
use crate::config::Config;
use crate::connect4::{Message, Model, PuzzlePick, SavedMatch, Search, Settings, open_position};
use crate::puzzles::PuzzleStanding;
use crate::scoreboard::{ScoreStore, Scoreboard, Timestamp};
use crate::shell::{Console, GameChoice, Inbox, Worker};
use connect4_rules::ai::{Computer, Engine};
use connect4_rules::escape::escape_cut;
use connect4_rules::game::Game;

/// Plays the game the config (or `--game`) chooses, then each game the player picks
/// from a menu, until the player leaves without picking one.
pub fn play_games(cli: &Cli, console: &Console, config: &Config) -> color_eyre::Result<()> {
    play_games_from(cli, console, config, None)
}

/// As [`play_games`], Connect 4 first with the puzzle `opening` open when there is one
/// (`connect4 puzzle`).
pub fn play_games_from(
    cli: &Cli,
    console: &Console,
    config: &Config,
    opening: Option<PuzzlePick>,
) -> color_eyre::Result<()> {
    let mut game = if opening.is_some() {
        crate::connect4::GAME
    } else {
        config.game
    };
    let mut first = true;
    let mut opening = opening;
    loop {
        // One runner per game until `cli/` has a generic one.
        let next = if game == crate::checkers::GAME {
            super::play_checkers(cli, console, config, first)?
        } else {
            play(cli, console, config, first, opening.take())?
        };
        let Some(next) = next else {
            return Ok(());
        };
        game = next;
        first = false;
    }
}

/// Runs Connect 4 until the player quits; the game picked to play next, if any. The
/// first game of a run starts as the command line says (`--moves`, `--new`); later
/// ones resume the saved match. `opening` is a puzzle to open at once.
pub fn play(
    cli: &Cli,
    console: &Console,
    config: &Config,
    first: bool,
    opening: Option<PuzzlePick>,
) -> color_eyre::Result<Option<GameChoice>> {
    let settings = config.settings();
    let (store, scoreboard, mut notices) = open_scoreboard(cli);
    let puzzles = store.as_ref().map(|store| store.load_puzzles());
    let standing = match puzzles {
        Some(Ok(loaded)) => {
            notices.extend(loaded.notice.map(|notice| notice.to_string()));
            loaded.record.standing()
        }
        Some(Err(error)) => {
            notices.push(error.to_string());
            PuzzleStanding::default()
        }
        None => PuzzleStanding::default(),
    };
    let mut model = first_model(cli, first, &settings, store.as_ref(), &scoreboard, notices)?;
    model.puzzles = standing;
    model.today = Some(Timestamp::now().day());
    model.puzzle_draw = fastrand::u64(..);
    model.opening = opening;
    let inbox = Inbox::new();
    let worker = connect4_worker(&inbox, config);
    run_game(model, console, config, inbox, worker, store, None)
}

/// Connect 4's engine on its thread, answering to `inbox`.
pub(super) fn connect4_worker(inbox: &Inbox<Message>, config: &Config) -> Worker<Search> {
    let think = config.players.think_ms.get();
    Worker::spawn(
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

/// What the status bar says when the saved match turns out to be over already.
const COUNTED: &str = "The saved match had ended: its result is counted";

/// The model of the run's first match of Connect 4: `--moves`, else the saved match
/// as `open_saved_match` decides, with `notices` (about the scoreboard) first.
fn first_model(
    cli: &Cli,
    first: bool,
    settings: &Settings,
    store: Option<&ScoreStore>,
    scoreboard: &Scoreboard,
    notices: Vec<String>,
) -> color_eyre::Result<Model> {
    let moves = starting_moves(cli, first, settings)?;
    // A link names its board, which may not be the config's.
    let settings = &Settings {
        size: moves.as_ref().map_or(settings.size, Game::size),
        ..settings.clone()
    };
    let wish = match (first, &moves) {
        (true, Some(_)) => Wish::Replace,
        (true, None) if cli.new => Wish::Forget,
        _ => Wish::Resume,
    };
    let opening: Opening<SavedMatch> = store.map_or_else(Opening::fresh, |store| {
        open_saved_match(store, scoreboard, wish)
    });
    let fresh = || Model::new(settings.clone(), scoreboard.tally(&settings.matchup()));
    let mut model = match (moves, opening.start) {
        (Some(game), _) => Model { game, ..fresh() },
        (None, Start::Resume(saved)) => {
            let tally = scoreboard.tally(&saved.settings(settings.clone()).matchup());
            saved.restore(settings.clone(), tally)
        }
        (None, Start::Fresh) => fresh(),
        (None, Start::Counted) => Model {
            message: Some(COUNTED.to_string()),
            ..fresh()
        },
    }
    .with_match_ids(fastrand::u64(..));
    // Said once, at the start: the saves that then cannot happen are not said again.
    model.saves_match = opening.saves_match;
    model.shell.told_unsaved = !opening.saves_match;
    model.shell.notices = notices.into_iter().chain(opening.notices).collect();
    Ok(model)
}

/// The position `--moves` asks the first match of the run to start from, if any: a
/// move string on the config's board, or a link on the board it names.
fn starting_moves(cli: &Cli, first: bool, settings: &Settings) -> color_eyre::Result<Option<Game>> {
    let Some(moves) = cli.moves.as_ref().filter(|_| first) else {
        return Ok(None);
    };
    let game = open_position(moves, settings.size, settings.first_starter).map_err(|e| {
        let quoted = escape_cut(moves, 60);
        UsageError(format!("--moves \"{quoted}\": {e}"))
    })?;
    Ok(Some(game))
}
