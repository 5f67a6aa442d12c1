//! Checkers at the terminal (the `terminal` feature): its program on the shell, with
//! its model, its messages and its pure update; the board widget is `CheckersBoard`.
//! The rules and the computer are this crate's; the app opens it from its config.

mod board;
mod cursor;
mod draw;
mod engine;
mod export;
mod hosting;
mod keeping;
mod key_rows;
mod layout;
mod menu;
mod panel;
mod program;
mod resume;
mod seating;
mod settings;
mod transitions;
mod update;
mod view;

pub use board::{CheckersBoard, cell_of, jumped, side_disc, square_at};
pub use engine::{Purpose, Think, answer};
pub use export::COPY_OFF;
pub use keeping::Keeping;
pub use key_rows::{GAME, KEY_ROWS, action};
pub use layout::{CheckersGeometry, CheckersLayout, checkers_layout};
pub use panel::{CheckersPanel, score_sheet};
pub use resume::{RESUMED, SavedGame};
pub use settings::CheckersSettings;
pub use update::update;
pub use view::{
    draw_question, opponent_menu, screen_without_panels, view_around_board, view_without_panels,
};

use crate::{Color, Game, Level, Move, MoveEntry};
use connect4_game::seat::{ByPlayer, Player};
use connect4_shell::scoreboard::{Aids, Matchup, Played, Tally};
use connect4_shell::{Keymap, ShellMessage};
use connect4_shell::{Seats, ShellState, Turn};

/// Where the scoreboard keeps checkers' results and its game in progress.
pub const PLAYED: Played = Played::named("checkers");

/// One thing that happened in a game of checkers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CheckersMessage {
    /// Move the cursor by rows and columns (clamped to the board).
    Cursor(i8, i8),
    /// Choose the square under the cursor (a piece, then where it goes).
    Choose,
    /// Choose the square at this row and column (a click).
    ChooseAt(u8, u8),
    /// Put the cursor on this row and column (the mouse moving).
    PointAt(u8, u8),
    Undo,
    /// Play again the move taken back last (and the computer's reply to it).
    Redo,
    /// Show or hide the engine's best move for the player to move.
    ToggleHints,
    /// Show or hide every dark square's number on the board.
    ToggleNumbers,
    /// The player to move offers a draw.
    OfferDraw,
    /// Copy the game as PDN to the clipboard.
    CopyPdn,
    /// The shell's own: its boxes, questions, time, and the storage's and the
    /// server's answers (`Back` lets go of the piece picked, on the board).
    Shell(ShellMessage),
    ComputerMoved {
        ticket: u64,
        mv: Move,
    },
    /// The player of a seat played elsewhere (another machine) made this move; played
    /// only on that seat's turn, and only if legal.
    PlayedElsewhere {
        mv: Move,
    },
    /// The engine's best move for the position a hint was asked for.
    HintFound {
        ticket: u64,
        mv: Move,
    },
    /// The computer's answer to a draw offered.
    DrawAnswered {
        ticket: u64,
        accepted: bool,
    },
    /// Something the engine's thread must tell the player (a damaged endgame
    /// database it could not use).
    EngineNotice(String),
}

impl From<ShellMessage> for CheckersMessage {
    fn from(message: ShellMessage) -> CheckersMessage {
        CheckersMessage::Shell(message)
    }
}

/// The whole state of a checkers session.
#[derive(Debug, Clone)]
pub struct CheckersModel {
    pub game: Game,
    /// The shell's part: the box open, notices, tickets, leaving.
    pub shell: ShellState,
    /// Row and column (0-7, row 0 at the top).
    pub cursor: (u8, u8),
    pub entry: MoveEntry,
    /// Who plays each seat: this keyboard, the computer at a level, or elsewhere.
    pub seats: Seats<Level>,
    /// The seat playing Black (moving first): seat two when the computer starts.
    pub black: Player,
    pub names: ByPlayer<String>,
    pub tally: Tally,
    pub message: Option<String>,
    /// Between two people: the side that offered a draw, waiting for the answer.
    pub draw_offer: Option<Color>,
    /// The engine's job under way: its ticket and what it is for.
    pub asked: Option<(u64, Purpose)>,
    /// Moves taken back, the last one taken back last: what redo plays again.
    pub redo: Vec<Move>,
    pub hints: bool,
    /// Whether every dark square shows its number (the edges always show theirs).
    pub numbers: bool,
    /// The engine's best move in the position on the board, once found.
    pub hint: Option<Move>,
    /// The hints and undos of this game, kept with its result.
    pub aids: Aids,
    pub keys: Keymap,
    /// Whether the game may be sent to the terminal's clipboard (`[display]
    /// clipboard`).
    pub clipboard: bool,
    /// The game in progress kept for a restart (see `keeping`).
    pub keeping: Keeping,
}

impl CheckersModel {
    pub fn new(names: ByPlayer<String>, computer: Option<Level>, tally: Tally) -> Self {
        let mut model = CheckersModel {
            game: Game::new(),
            shell: ShellState::default(),
            // The middle of the board: the piece picked below is the nearest to it.
            cursor: (3, 3),
            entry: MoveEntry::default(),
            seats: Seats::against(computer),
            black: Player::One,
            names,
            tally,
            message: None,
            draw_offer: None,
            asked: None,
            redo: Vec::new(),
            hints: false,
            numbers: false,
            hint: None,
            aids: Aids::default(),
            keys: Keymap::of_one(&GAME),
            clipboard: true,
            keeping: Keeping::default(),
        };
        model.place_cursor();
        model
    }

    /// A game as its settings (the config and the command line) ask.
    pub fn from_settings(settings: &CheckersSettings) -> CheckersModel {
        let mut model = CheckersModel::new(settings.names(), settings.computer, Tally::default());
        model.keys = settings.keys.clone();
        model.black = settings.black;
        model.clipboard = settings.clipboard;
        model
    }

    /// A new game from the start, the score kept.
    pub fn restart(&mut self) {
        self.game = Game::new();
        self.entry.clear();
        self.redo.clear();
        self.hint = None;
        self.aids = Aids::default();
        self.message = None;
        self.place_cursor();
    }

    /// Whose results these are on the scoreboard.
    pub fn matchup(&self) -> Matchup {
        Matchup {
            names: self.names.clone(),
            computer: self.opponent().map(|level| level.name().to_string()),
            board: None,
            played: PLAYED,
        }
    }

    /// The seat playing `color` this game.
    pub fn seat(&self, color: Color) -> Player {
        match color {
            Color::Black => self.black,
            Color::White => self.black.other(),
        }
    }

    pub fn name(&self, color: Color) -> &str {
        &self.names[self.seat(color)]
    }

    /// The opponent of the menu and the scoreboard: the computer's level in seat two.
    pub fn opponent(&self) -> Option<Level> {
        self.seats.opponent()
    }

    /// How the next move comes, or `None` once the game is over.
    pub fn turn(&self) -> Option<Turn<Level>> {
        let to_move = self.seat(self.game.to_move());
        self.game
            .outcome()
            .is_none()
            .then(|| self.seats.turn(to_move))
    }

    pub fn computer_to_move(&self) -> bool {
        matches!(self.turn(), Some(Turn::Computer(_)))
    }

    pub fn keyboard_to_move(&self) -> bool {
        self.turn() == Some(Turn::Keyboard)
    }

    pub fn match_in_progress(&self) -> bool {
        !self.game.moves().is_empty() && self.game.outcome().is_none()
    }

    /// Whether the computer is working out its move (not a hint or a draw).
    pub fn thinking(&self) -> bool {
        matches!(self.asked, Some((_, Purpose::Move)))
    }
}
