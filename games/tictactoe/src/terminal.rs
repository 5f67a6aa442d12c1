//! Tic-tac-toe at the terminal (the `terminal` feature): its rows of the key table,
//! its entry as the registry would list it, and its board drawn with a cursor. The
//! shell's host plays it: seats, the computer, menus, questions, undo, the scoreboard.

use crate::TicTacToe;
use connect4_game::Player;
use connect4_shell::{
    Act, Action, ActionInfo, Context, GameChoice, GameEntry, KeyRows, TerminalView, Theme,
};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::widgets::Paragraph;

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
