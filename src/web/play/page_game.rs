//! What the page needs of a game beyond the app shell's `Program`: its first model
//! (from the settings and what this browser kept), its board online (from the game
//! the server sent), how its engine jobs and answers travel to the worker and back,
//! and what a screen reader is told. Connect 4 and checkers each say it once.

use crate::board::board_paint::PaintsBoard;
use crate::cues::game_moments::GameMoments;
use crate::online::address;
use crate::play::page_chrome::PageChrome;
use crate::start::start_choice::StartLines;
use crate::store::browser_store::BrowserStore;
use connect4::config::Config;
use connect4::opening::{checkers_board, checkers_settings, connect4_board, connect4_settings};
use connect4::scoreboard::Scoreboard;
use connect4::shell::WorkerGame;
use connect4::shell::{GameChoice, KeepsNothing, Program, Resumable, Theme};
use connect4_checkers::page::CheckersWorker;
use connect4_checkers::page::{CheckersAnswer, CheckersJob};
use connect4_checkers::terminal::{CheckersMessage, CheckersModel, SavedGame, Think};
use connect4_classic::page::Connect4Worker;
use connect4_classic::page::{Answer, Job};
use connect4_classic::terminal::{
    Message, Model, PuzzlePick, RecordPuzzle, SavedMatch, Search, Settings, open_position,
    status_text,
};
use connect4_classic::{escape::escape_cut, game::Player};
use connect4_protocol::GameSnapshot;

/// A game's job for the page's worker, and its answer.
pub type WorkerJob<G> = <<G as PageGame>::Worker as WorkerGame>::Job;
pub type WorkerAnswer<G> = <<G as PageGame>::Worker as WorkerGame>::Answer;

pub trait PageGame:
    Program + PaintsBoard + PageChrome + GameMoments + StartLines + Sized + 'static
{
    /// The game, as the registry names it.
    const GAME: GameChoice;
    /// Whether a position in the page's address (`#moves=4453`) is one of its games.
    const OPENS_LINKS: bool = false;
    /// Its engine in the page's worker.
    type Worker: WorkerGame;

    /// The game to start: the settings, what this browser kept, and the position the
    /// page's address links to, if any.
    fn first(
        config: &Config,
        store: &BrowserStore,
        scoreboard: &Scoreboard,
        link: Option<&str>,
    ) -> Self;

    /// The board of a game online, as the server sent it whole; why not, if it
    /// cannot be shown.
    fn online_board(
        config: &Config,
        game: &GameSnapshot,
        scoreboard: &Scoreboard,
    ) -> Result<Self, String>;

    /// The worker's job for one of the game's engine jobs.
    fn request(&self, job: &Self::Job, think_ms: u64) -> Option<WorkerJob<Self>>;

    /// The message an answer of the worker becomes here, if any.
    fn reply(&self, answer: WorkerAnswer<Self>) -> Option<Self::Message>;

    /// Whether the answer is held back so a person sees it come: the computer's move,
    /// or the answer to the player's move in a puzzle.
    fn holds(answer: &WorkerAnswer<Self>) -> bool;

    /// A page cannot close itself: leaving starts a new game instead.
    fn start_over(&mut self);

    /// Performs an effect the game keeps of its own (Connect 4's puzzle record) on
    /// the browser's storage; the message it answers with.
    fn keep(keep: Self::Keep, store: &BrowserStore) -> Self::Message;

    /// Said to screen readers: the status and the last move.
    fn spoken(&self, theme: &Theme) -> String;

    /// Notices to show first (about the settings or the storage).
    fn notify(&mut self, notices: impl IntoIterator<Item = String>);
}

impl PageGame for Model {
    const GAME: GameChoice = connect4_classic::terminal::GAME;
    const OPENS_LINKS: bool = true;
    type Worker = Connect4Worker;

    /// A linked position replaces the match kept, as `--moves` does in the terminal;
    /// one that cannot be opened leaves it, and a notice says why.
    fn first(
        config: &Config,
        store: &BrowserStore,
        scoreboard: &Scoreboard,
        link: Option<&str>,
    ) -> Model {
        let mut settings = connect4_settings(config);
        // The page's links lead back to this page, wherever it is served.
        settings.page = Some(address::page_address())
            .filter(|page| !page.is_empty())
            .unwrap_or(settings.page);
        settings.clipboard &= address::clipboard_available();
        let opened = link.map(|link| open_position(link, settings.size, settings.first_starter));
        let link_notice = match opened {
            Some(Ok(game)) => {
                let settings = Settings {
                    size: game.size(),
                    ..settings
                };
                let tally = scoreboard.tally(&settings.matchup());
                return Model {
                    game,
                    ..Model::new(settings, tally)
                };
            }
            Some(Err(error)) => Some(format!(
                "The position in the page's address cannot be opened ({}), so the match \
                 kept goes on.",
                escape_cut(&error, 200)
            )),
            None => None,
        };
        let (saved, notice) = kept_match::<SavedMatch>(store);
        let mut model = match saved {
            Some(saved) => {
                let tally = scoreboard.tally(&saved.settings(settings.clone()).matchup());
                saved.restore(settings, tally)
            }
            None => Model::new(settings.clone(), scoreboard.tally(&settings.matchup())),
        };
        let puzzles = store.load_puzzle_record();
        model.puzzles = puzzles.record.standing();
        model.shell.notices.extend(puzzles.notice);
        model.today = Some(connect4::scoreboard::Timestamp::now().day());
        model.puzzle_draw = js_sys::Date::now() as u64;
        // `?puzzle` in the address opens the puzzles, `?daily` the day's.
        let search = web_sys::window().and_then(|w| w.location().search().ok());
        let pick = match search.as_deref() {
            Some("?puzzle") => Some(PuzzlePick::Next),
            Some("?daily") => Some(PuzzlePick::Daily),
            _ => None,
        };
        model.opening = pick;
        model
            .shell
            .notices
            .extend(link_notice.into_iter().chain(notice));
        model
    }

    fn online_board(
        config: &Config,
        game: &GameSnapshot,
        scoreboard: &Scoreboard,
    ) -> Result<Model, String> {
        connect4_board(config, game, scoreboard)
    }

    fn request(&self, search: &Search, think_ms: u64) -> Option<Job> {
        Some(Job::of(search, think_ms))
    }

    fn reply(&self, answer: Answer) -> Option<Message> {
        Some(answer.message())
    }

    fn holds(answer: &Answer) -> bool {
        answer.held()
    }

    fn start_over(&mut self) {
        self.shell.running = true;
        self.start_new_match();
        self.message = Some("A page cannot close itself: a new match started instead".into());
    }

    fn keep(keep: RecordPuzzle, store: &BrowserStore) -> Message {
        Message::PuzzlesKept(store.change_puzzles(&keep.0))
    }

    /// "Red drops in column 4. Yellow to move", "Yellow drops in column 5. Yellow
    /// wins …": the move first, then the status without its disc glyph.
    fn spoken(&self, theme: &Theme) -> String {
        let text = unglyphed(&status_text(self, theme), theme);
        let shown = self
            .puzzle
            .as_ref()
            .map_or(&self.game, |puzzling| puzzling.attempt.game());
        match shown.last_move() {
            Some(last) => {
                let name = self.name(last.player);
                let column = last.cell.column + 1;
                format!("{name} drops in column {column}. {text}")
            }
            None => text,
        }
    }

    fn notify(&mut self, notices: impl IntoIterator<Item = String>) {
        self.shell.notices.extend(notices);
    }
}

impl PageGame for CheckersModel {
    const GAME: GameChoice = connect4_checkers::terminal::GAME;
    type Worker = CheckersWorker;

    fn first(
        config: &Config,
        store: &BrowserStore,
        scoreboard: &Scoreboard,
        _: Option<&str>,
    ) -> CheckersModel {
        let settings = checkers_settings(config);
        let fresh = CheckersModel::from_settings(&settings);
        let (saved, notice) = kept_match::<SavedGame>(store);
        let mut model = match saved {
            Some(saved) => saved.restore(fresh),
            None => fresh,
        };
        model.tally = scoreboard.tally(&model.matchup());
        // Kept like Connect 4's match: a reload, or coming back from Connect 4, resumes it.
        model.keeping.on = true;
        model.shell.notices.extend(notice);
        model
    }

    fn online_board(
        config: &Config,
        game: &GameSnapshot,
        scoreboard: &Scoreboard,
    ) -> Result<CheckersModel, String> {
        checkers_board(config, game, scoreboard)
    }

    fn request(&self, job: &Think, think_ms: u64) -> Option<CheckersJob> {
        Some(CheckersJob::of(job, think_ms))
    }

    fn reply(&self, answer: CheckersAnswer) -> Option<CheckersMessage> {
        answer.message(self.game.board())
    }

    fn holds(answer: &CheckersAnswer) -> bool {
        matches!(answer, CheckersAnswer::Moved { .. })
    }

    fn start_over(&mut self) {
        self.shell.running = true;
        self.restart();
        self.message = Some("A page cannot close itself: a new game started instead".into());
    }

    fn keep(keep: KeepsNothing, _: &BrowserStore) -> CheckersMessage {
        match keep {}
    }

    /// "White plays 22-18. Black to move": the move first, then the status.
    fn spoken(&self, theme: &Theme) -> String {
        let text = unglyphed(self.status_text().trim(), theme);
        match self.game.moves().last() {
            Some(last) => {
                // The side to move now did not play the last move.
                let name = self.name(self.game.to_move().other());
                format!("{name} plays {last}. {text}")
            }
            None => text,
        }
    }

    fn notify(&mut self, notices: impl IntoIterator<Item = String>) {
        self.shell.notices.extend(notices);
    }
}

/// The match of `S`'s game this browser kept, if it can be used. One that cannot is
/// kept aside under a key of its own, never dropped, and the notice says where.
pub(crate) fn kept_match<S: Resumable>(store: &BrowserStore) -> (Option<S>, Option<String>) {
    let Some(text) = store.load_match(S::GAME) else {
        return (None, None);
    };
    match S::from_toml(&text) {
        Ok(saved) => (Some(saved), None),
        Err(reason) => {
            let backup = store.keep_match_aside(S::GAME, &text);
            let notice = format!(
                "The saved match could not be used ({}); it was kept as {backup} and a new \
                 match started.",
                escape_cut(&reason.to_string(), 200)
            );
            (None, Some(notice))
        }
    }
}

/// The status without the players' disc glyphs, which a screen reader would read out
/// ("black diamond") after the names that already say it.
pub(crate) fn unglyphed(text: &str, theme: &Theme) -> String {
    let glyphs = [theme.glyphs[Player::One], theme.glyphs[Player::Two]];
    let kept: String = text.chars().filter(|c| !glyphs.contains(c)).collect();
    kept.split_whitespace().collect::<Vec<_>>().join(" ")
}
