//! All the app's state in one place, and the questions the view asks of it.

use super::animation::Fall;
use super::puzzle::{PuzzlePick, Puzzling};
use super::review::Review;
use super::settings::Settings;
use crate::ai::{Analysis, Level};
use crate::game::{BoardSize, Column, Game, Player};
use crate::terminal::puzzles::PuzzleStanding;
use connect4_shell::MatchIds;
use connect4_shell::Turn;
use connect4_shell::scoreboard::{Aids, MatchResult, Matchup, Tally};
use connect4_shell::{Confirm, Overlay, ShellState};

/// The app's mode, derived from the match and the overlay.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Playing,
    GameOver,
    Help,
    Confirm(Confirm),
    Menu(usize),
    /// Something about the scoreboard file the player must read and dismiss.
    Notice,
    /// Stepping through the moves of the match.
    Review,
    /// The position's moves and link shown, to copy.
    Share,
    /// Solving a puzzle, on its own board.
    Puzzle,
}

/// The whole state of the app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Model {
    pub settings: Settings,
    /// The shell's part: the box open, notices, tickets, leaving.
    pub shell: ShellState,
    pub game: Game,
    /// The 0-based column the next disc would drop into.
    pub hover: Column,
    /// The scoreboard of this matchup and board size, as last loaded or saved.
    pub tally: Tally,
    /// The last thing worth telling the player ("Column 3 is full"); cleared by the
    /// next successful move.
    pub message: Option<String>,
    /// The search under way, if any: its ticket, so a late answer to an old question
    /// (a cancelled search, an earlier position) is recognised and dropped.
    pub thinking: Option<u64>,
    /// The analysis under way for hints, by ticket.
    pub analyzing: Option<u64>,
    /// Whether the hint row is shown; stays on between moves until switched off.
    pub hints: bool,
    /// The analysis of the current position, once it is known.
    pub analysis: Option<Analysis>,
    /// Positions of this match where hints were shown to a person.
    pub hints_used: u32,
    /// The disc falling to its cell on screen, if one is.
    pub falling: Option<Fall>,
    /// The post-game review, while it is open.
    pub review: Option<Review>,
    /// Whether the box sharing the position (its moves and link) is open.
    pub sharing: bool,
    /// Moves taken back, the next one to replay last.
    pub redo: Vec<Column>,
    /// Undo actions in this match.
    pub undos_used: u32,
    /// The result of this match as sent to the scoreboard, to take it back if the
    /// move that ended the match is undone.
    pub recorded: Option<RecordedResult>,
    /// The match as last sent to be saved for a restart (`None`: none saved).
    pub autosaved: Option<String>,
    /// This match's id, saved with it and sent with its result, so a saved match
    /// whose result already counted is never resumed and counted again (`None`: the
    /// run hands out no ids, and results are counted as they come).
    pub match_id: Option<String>,
    /// Where the ids of this run's next matches come from.
    pub match_ids: Option<MatchIds>,
    /// Whether the match in progress is kept for a restart: not while the saved
    /// match's file is one to leave alone (it cannot be read, is not a file of ours,
    /// or is a newer connect4's), which must not be written over.
    pub saves_match: bool,
    /// The puzzle open, while the puzzle mode is on; the match waits meanwhile.
    pub puzzle: Option<Puzzling>,
    /// The player's puzzles (rating, streak, those tried), as last loaded or saved.
    pub puzzles: PuzzleStanding,
    /// Today's date ("2026-11-25") as the edge read it: which puzzle is the day's.
    pub today: Option<String>,
    /// A number drawn at the edge and moved on at each puzzle opened, so that the
    /// puzzles near a rating come in a varied order (update itself never draws).
    pub puzzle_draw: u64,
    /// A puzzle to open at the first tick: the run began in the puzzle mode
    /// (`connect4 puzzle`, the page's `?puzzle`).
    pub opening: Option<PuzzlePick>,
    /// The review to open at the first tick: the run began with `connect4 review
    /// FILE`.
    pub open_review: bool,
}

/// A finished match's result as counted, and the tally before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecordedResult {
    pub result: MatchResult,
    pub aids: Aids,
    pub before: Tally,
}

impl Model {
    pub fn new(settings: Settings, tally: Tally) -> Self {
        let game = Game::new(settings.size, settings.first_starter);
        Model {
            shell: ShellState::default(),
            hover: centre_column(settings.size),
            settings,
            game,
            tally,
            message: None,
            thinking: None,
            analyzing: None,
            hints: false,
            analysis: None,
            hints_used: 0,
            falling: None,
            review: None,
            sharing: false,
            redo: Vec::new(),
            undos_used: 0,
            recorded: None,
            autosaved: None,
            match_id: None,
            match_ids: None,
            saves_match: true,
            puzzle: None,
            puzzles: PuzzleStanding::default(),
            today: None,
            puzzle_draw: 0,
            opening: None,
            open_review: false,
        }
    }

    /// The model with its matches given ids from the run drawn as `run` (at the
    /// edge: update itself never draws); a resumed match keeps the id it was saved
    /// with.
    pub fn with_match_ids(mut self, run: u64) -> Model {
        let mut ids = MatchIds::new(run);
        if self.match_id.is_none() {
            self.match_id = Some(ids.take());
        }
        self.match_ids = Some(ids);
        self
    }

    /// Gives the match a new id: a new match began, or the end of this one was taken
    /// back after its result was counted under the old id.
    pub fn renew_match_id(&mut self) {
        self.match_id = self.match_ids.as_mut().map(MatchIds::take);
    }

    /// The opponent of the menu and the scoreboard: the computer's level in seat two,
    /// or `None` for a person. The seats in the settings are the one place it is kept.
    pub fn opponent(&self) -> Option<Level> {
        self.settings.seats.opponent()
    }

    /// How the next move comes, or `None` once the match is over.
    pub fn turn(&self) -> Option<Turn<Level>> {
        (!self.game.is_over()).then(|| self.settings.seats.turn(self.game.to_move()))
    }

    /// Whether the player to move is the computer (and the match is not over).
    pub fn computer_to_move(&self) -> bool {
        matches!(self.turn(), Some(Turn::Computer(_)))
    }

    /// Whether the player to move is at this keyboard (and the match is not over).
    pub fn keyboard_to_move(&self) -> bool {
        self.turn() == Some(Turn::Keyboard)
    }

    /// Whether something is running in the background (the loop then wakes up
    /// regularly to animate and to collect the answer).
    pub fn busy(&self) -> bool {
        self.thinking.is_some()
            || self.analyzing.is_some()
            || self.shell.saving > 0
            || self.falling.is_some()
            || self.review.as_ref().is_some_and(Review::pending)
            || self.puzzle.as_ref().is_some_and(|p| p.asked.is_some())
    }

    pub fn take_ticket(&mut self) -> u64 {
        self.shell.take_ticket()
    }

    pub fn mode(&self) -> Mode {
        match self.shell.overlay {
            Overlay::Help => Mode::Help,
            Overlay::Confirm(question) => Mode::Confirm(question),
            Overlay::Menu(line) => Mode::Menu(line),
            Overlay::None if !self.shell.notices.is_empty() => Mode::Notice,
            Overlay::None if self.sharing => Mode::Share,
            Overlay::None if self.puzzle.is_some() => Mode::Puzzle,
            Overlay::None if self.review.is_some() => Mode::Review,
            Overlay::None if self.game.is_over() => Mode::GameOver,
            Overlay::None => Mode::Playing,
        }
    }

    /// The size of the board on screen: the puzzle's, or the match's.
    pub fn board_size(&self) -> BoardSize {
        match &self.puzzle {
            Some(puzzling) => puzzling.attempt.game().size(),
            None => self.game.size(),
        }
    }

    /// Whose results the scoreboard counts together.
    pub fn matchup(&self) -> Matchup {
        self.settings.matchup()
    }

    pub fn name(&self, player: Player) -> &str {
        &self.settings.names[player]
    }

    /// A match with moves and no result yet: leaving it loses something.
    pub fn match_in_progress(&self) -> bool {
        !self.game.moves().is_empty() && !self.game.is_over()
    }

    /// Replaces the match with a fresh one, the other player starting if the old one
    /// had begun.
    pub fn start_new_match(&mut self) {
        let starter = if self.game.moves().is_empty() {
            self.game.starter()
        } else {
            self.game.starter().other()
        };
        self.game = Game::new(self.settings.size, starter);
        self.hover = centre_column(self.settings.size);
        self.message = None;
        self.analysis = None;
        self.hints_used = 0;
        self.undos_used = 0;
        self.redo.clear();
        self.recorded = None;
        self.renew_match_id();
    }

    /// What the person took during this match, as the scoreboard counts it.
    pub fn aids(&self) -> Aids {
        Aids {
            hints: self.hints_used,
            undos: self.undos_used,
        }
    }
}

/// The middle column (left of centre on even widths): the natural first move.
fn centre_column(size: BoardSize) -> Column {
    Column::new((size.columns() - 1) / 2)
}
