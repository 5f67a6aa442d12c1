//! Tic-tac-toe's rules and model, and its entry as the registry lists a game: its
//! name, title and rows of the key table, added to the app's games in a key table of
//! the test's own.

use connect4::games;
use connect4::scoreboard::{Matchup, Played, Tally};
use connect4::shell::{
    Action, ActionInfo, Context, GameChoice, GameEntry, KeyRows, KeyTable, Keymap, Seats,
    ShellState,
};
use connect4_rules::seat::{ByPlayer, Player};

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

/// Where the scoreboard keeps its results and its game in progress.
pub const KIND: Played = Played::named("tictactoe");

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

/// A game of tic-tac-toe on the shell.
pub struct TicTacToe {
    pub shell: ShellState,
    pub keys: Keymap,
    /// The cells marked, in order; player one marks first.
    pub moves: Vec<usize>,
    pub cursor: usize,
    /// Who plays each seat; the computer's level is a number it ignores.
    pub seats: Seats<u8>,
    pub tally: Tally,
    pub message: Option<String>,
    /// The ticket of the computer's move asked for, if one is awaited.
    pub asked: Option<u64>,
    /// Whether the game was sent to be kept as it is now.
    pub kept: Option<String>,
}

impl TicTacToe {
    pub fn new(seats: Seats<u8>) -> TicTacToe {
        TicTacToe {
            shell: ShellState::default(),
            keys: keymap(),
            moves: Vec::new(),
            cursor: 0,
            seats,
            tally: Tally::default(),
            message: None,
            asked: None,
            kept: None,
        }
    }

    /// The game kept as `text` (its cells in order, "0 4 8"), resumed.
    pub fn resumed(seats: Seats<u8>, text: &str) -> Option<TicTacToe> {
        let mut game = TicTacToe::new(seats);
        for cell in text.split_whitespace() {
            let cell = cell.parse().ok()?;
            game.legal(cell).then_some(())?;
            game.moves.push(cell);
        }
        game.kept = Some(text.to_string());
        Some(game)
    }

    /// The game as it is kept for a restart.
    pub fn kept_text(&self) -> String {
        let cells: Vec<String> = self.moves.iter().map(usize::to_string).collect();
        cells.join(" ")
    }

    pub fn mark_at(&self, cell: usize) -> Option<Player> {
        let at = self.moves.iter().position(|&played| played == cell)?;
        Some(if at.is_multiple_of(2) {
            Player::One
        } else {
            Player::Two
        })
    }

    pub fn to_move(&self) -> Player {
        if self.moves.len().is_multiple_of(2) {
            Player::One
        } else {
            Player::Two
        }
    }

    pub fn winner(&self) -> Option<Player> {
        LINES.iter().find_map(|line| {
            let first = self.mark_at(line[0])?;
            line.iter()
                .all(|&cell| self.mark_at(cell) == Some(first))
                .then_some(first)
        })
    }

    pub fn is_over(&self) -> bool {
        self.winner().is_some() || self.moves.len() == 9
    }

    pub fn legal(&self, cell: usize) -> bool {
        cell < 9 && self.mark_at(cell).is_none() && !self.is_over()
    }

    pub fn matchup(&self) -> Matchup {
        Matchup {
            names: ByPlayer::new("X".into(), "O".into()),
            computer: self.seats.opponent().map(|level| level.to_string()),
            board: None,
            played: KIND,
        }
    }
}
