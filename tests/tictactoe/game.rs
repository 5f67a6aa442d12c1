//! Tic-tac-toe as a game writes itself for the shell's host: its rules (`Rules`), its
//! computer (`Engine`: the first free cell), its board and keys (`TerminalView`) and
//! its entry as the registry lists a game, added to the app's games in a key table of
//! the test's own. Nothing else: the host plays it.

use connect4::games;
use connect4::shell::{
    Act, Action, ActionInfo, Context, GameChoice, GameEntry, Hosting, KeyRows, KeyTable, Keymap,
    Seats, TerminalView, Theme,
};
use connect4_game::{
    EndReason, Engine, GameKind, GameName, GameResult, KindError, MoveError, Player, Rules,
};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::widgets::Paragraph;
use std::sync::atomic::AtomicBool;

pub const CELL_LEFT: Action = Action::named("cell_left");
pub const CELL_RIGHT: Action = Action::named("cell_right");
pub const MARK: Action = Action::named("mark");

/// Its rows of the key table, read on its board.
pub const KEY_ROWS: KeyRows = KeyRows {
    rows: &[
        ActionInfo::new(
            CELL_LEFT,
            &[Context::BOARD],
            &["left", "h"],
            "tic-tac-toe: cell to the left",
        ),
        ActionInfo::new(
            CELL_RIGHT,
            &[Context::BOARD],
            &["right", "l"],
            "tic-tac-toe: cell to the right",
        ),
        ActionInfo::new(
            MARK,
            &[Context::BOARD],
            &["enter", "space"],
            "tic-tac-toe: mark the cell",
        ),
    ],
    shared_in: &[],
    words: &[],
    fixed: &[],
};

/// The game as the shell knows it.
pub const GAME: GameChoice = GameChoice::of(&GameEntry {
    name: "tictactoe",
    title: "tic-tac-toe",
    key_rows: &KEY_ROWS,
});

/// The key map of the app's games and this one: the registry's games, then it.
pub fn keymap() -> Keymap {
    let mut games: Vec<GameChoice> = games::all().collect();
    games.push(GAME);
    let table = KeyTable {
        games: Vec::leak(games),
        lobby: games::table().lobby,
    };
    Keymap::with(table, &[]).expect("its keys are its own on its board")
}

/// A game of tic-tac-toe on the shell's host.
pub type Game = Hosting<TicTacToe>;

/// A new game with `seats`, the computer's level its one level's name.
pub fn new_game(seats: Seats<&'static str>) -> Game {
    Hosting::new(seats, keymap())
}

/// Three in a row, in cells numbered 0 to 8 from the top left.
const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// The cells marked, in order; player one marks first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TicTacToe {
    pub moves: Vec<usize>,
}

impl TicTacToe {
    pub fn mark_at(&self, cell: usize) -> Option<Player> {
        let at = self.moves.iter().position(|&played| played == cell)?;
        Some(if at.is_multiple_of(2) {
            Player::One
        } else {
            Player::Two
        })
    }

    fn winner(&self) -> Option<Player> {
        LINES.iter().find_map(|line| {
            let first = self.mark_at(line[0])?;
            line.iter()
                .all(|&cell| self.mark_at(cell) == Some(first))
                .then_some(first)
        })
    }
}

impl Rules for TicTacToe {
    const NAME: GameName = GameName::new("tictactoe");
    const STANDARD: GameKind = GameKind::from_parts(TicTacToe::NAME, "");

    fn check(kind: &GameKind) -> Result<(), KindError> {
        (*kind == TicTacToe::STANDARD)
            .then_some(())
            .ok_or_else(|| KindError::new("tic-tac-toe has one board"))
    }

    fn rated(_: &GameKind) -> bool {
        false
    }

    fn start(_: &GameKind) -> TicTacToe {
        TicTacToe { moves: Vec::new() }
    }

    fn play(&mut self, text: &str) -> Result<String, MoveError> {
        let cell: usize = text
            .parse()
            .map_err(|_| MoveError::Unreadable("a cell is 0 to 8".into()))?;
        if cell > 8 || self.mark_at(cell).is_some() {
            return Err(MoveError::Illegal("that cell is not free".into()));
        }
        self.moves.push(cell);
        Ok(cell.to_string())
    }

    fn to_move(&self) -> Player {
        if self.moves.len().is_multiple_of(2) {
            Player::One
        } else {
            Player::Two
        }
    }

    fn ply(&self) -> usize {
        self.moves.len()
    }

    /// A line made (the wire's nearest reason: tic-tac-toe is not played online), or
    /// the board full.
    fn result(&self) -> Option<GameResult> {
        match self.winner() {
            Some(player) => Some(GameResult::win(player, EndReason::FourInARow)),
            None if self.moves.len() == 9 => Some(GameResult::draw(EndReason::BoardFull)),
            None => None,
        }
    }
}

impl Engine for TicTacToe {
    const LEVELS: &'static [&'static str] = &["first free cell"];

    fn choose(&self, _: &str, _: &AtomicBool) -> Option<String> {
        let free = (0..9).find(|&cell| self.mark_at(cell).is_none())?;
        (self.result().is_none()).then(|| free.to_string())
    }
}

impl TerminalView for TicTacToe {
    const GAME: GameChoice = GAME;
    /// The cell the keys are on.
    type Cursor = usize;
    const SEATS: [&'static str; 2] = ["X", "O"];
    const RULES: &'static str = "Players take turns marking an empty square; three in a row, \
        across, down or on a slant, wins, and a full board is a draw.";

    fn extent(&self) -> (u16, u16) {
        (9, 3)
    }

    fn draw(&self, cursor: usize, _: &Theme, frame: &mut Frame, area: Rect) {
        let rows: Vec<String> = (0..3).map(|row| self.board_row(row, cursor)).collect();
        frame.render_widget(Paragraph::new(rows.join("\n")), area);
    }

    fn act(&self, action: Action, cursor: usize) -> Option<Act<usize>> {
        Some(match action {
            CELL_LEFT => Act::Point((cursor + 8) % 9),
            CELL_RIGHT => Act::Point((cursor + 1) % 9),
            MARK => Act::Play(cursor.to_string()),
            _ => return None,
        })
    }
}

impl TicTacToe {
    fn board_row(&self, row: usize, cursor: usize) -> String {
        let cell = |cell: usize| {
            let mark = match self.mark_at(cell) {
                Some(Player::One) => 'X',
                Some(Player::Two) => 'O',
                None => '.',
            };
            if cell == cursor {
                format!("[{mark}]")
            } else {
                format!(" {mark} ")
            }
        };
        (row * 3..row * 3 + 3).map(cell).collect()
    }
}
