//! Every key of the game in one table: the action, where it applies, its default keys
//! and its help text. The key map, the help overlay, the status bar's hints, the
//! `[keys]` section of the config and README's key table all come from it.
//!
//! Both games read it: Connect 4 on its board (`Board`), checkers on its squares
//! (`Squares`); the actions both have (undo, hints, help…) share a row and a key.
//! Column digits (1-9, 0), the mouse and Ctrl-C (quit at once) are fixed and not in
//! the table.

/// What a key can do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    Left,
    Right,
    Drop,
    NewMatch,
    Undo,
    Redo,
    Hints,
    Opponent,
    Help,
    Quit,
    Close,
    MenuUp,
    MenuDown,
    Choose,
    Yes,
    No,
    Dismiss,
    Review,
    ReviewBack,
    ReviewForward,
    ReviewStart,
    ReviewEnd,
    CursorLeft,
    CursorRight,
    CursorUp,
    CursorDown,
    Pick,
    OfferDraw,
    Numbers,
}

/// Where a key is read: the board, or one of the boxes drawn over it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Context {
    Board,
    Help,
    Menu,
    Confirm,
    Notice,
    /// Stepping through the moves of the match.
    Review,
    /// The checkers board: a cursor over its squares.
    Squares,
}

use Context::{Board, Confirm, Help, Menu, Notice, Review, Squares};

/// One row of the table.
#[derive(Debug, Clone, Copy)]
pub struct ActionInfo {
    pub action: Action,
    /// The name in the config's `[keys]` section.
    pub name: &'static str,
    pub contexts: &'static [Context],
    pub default_keys: &'static [&'static str],
    /// What README's key table says: it covers both games.
    pub help: &'static str,
    /// Each game's own words (Connect 4's board, checkers' squares) where `help`
    /// speaks of both, so that each game's help speaks of that game only.
    pub in_games: Option<(&'static str, &'static str)>,
}

impl ActionInfo {
    /// What the help overlay says of this action where it is read.
    pub fn help_in(&self, context: Context) -> &'static str {
        match (self.in_games, context) {
            (Some((_, squares)), Context::Squares) => squares,
            (Some((board, _)), _) => board,
            (None, _) => self.help,
        }
    }

    /// The row with each game's own words for the help overlay.
    const fn in_games(mut self, board: &'static str, squares: &'static str) -> ActionInfo {
        self.in_games = Some((board, squares));
        self
    }
}

const fn row(
    action: Action,
    name: &'static str,
    contexts: &'static [Context],
    default_keys: &'static [&'static str],
    help: &'static str,
) -> ActionInfo {
    ActionInfo {
        action,
        name,
        contexts,
        default_keys,
        help,
        in_games: None,
    }
}

/// The table, in the order the help lists it.
pub const ACTIONS: [ActionInfo; 29] = [
    row(
        Action::Left,
        "left",
        &[Board],
        &["left", "h"],
        "move the hover column left",
    ),
    row(
        Action::Right,
        "right",
        &[Board],
        &["right", "l"],
        "move the hover column right",
    ),
    row(
        Action::Drop,
        "drop",
        &[Board],
        &["enter", "space"],
        "drop a disc",
    ),
    row(
        Action::CursorLeft,
        "cursor_left",
        &[Squares],
        &["left", "h"],
        "checkers: move the cursor left",
    ),
    row(
        Action::CursorRight,
        "cursor_right",
        &[Squares],
        &["right", "l"],
        "checkers: move the cursor right",
    ),
    row(
        Action::CursorUp,
        "cursor_up",
        &[Squares],
        &["up", "k"],
        "checkers: move the cursor up",
    ),
    row(
        Action::CursorDown,
        "cursor_down",
        &[Squares],
        &["down", "j"],
        "checkers: move the cursor down",
    ),
    row(
        Action::Pick,
        "pick",
        &[Squares],
        &["enter", "space"],
        "checkers: pick a piece, then its square (hop by hop)",
    ),
    row(
        Action::OfferDraw,
        "draw",
        &[Squares],
        &["d"],
        "checkers: offer a draw",
    ),
    row(
        Action::Numbers,
        "numbers",
        &[Squares],
        &["#"],
        "checkers: show or hide every square's number",
    ),
    row(
        Action::NewMatch,
        "new",
        &[Board, Squares],
        &["n"],
        "new match (asks mid-match)",
    ),
    row(
        Action::Undo,
        "undo",
        &[Board, Squares],
        &["u", "ctrl-z"],
        "take back a move (and the computer's reply)",
    ),
    row(
        Action::Redo,
        "redo",
        &[Board, Squares],
        &["r", "ctrl-y"],
        "replay the move taken back",
    ),
    row(
        Action::Hints,
        "hints",
        &[Board, Squares],
        &["a"],
        "show or hide hints (each column's value; checkers: the best move)",
    )
    .in_games(
        "show or hide hints (each column's value)",
        "show or hide the best move",
    ),
    row(
        Action::Review,
        "review",
        &[Board, Review],
        &["v"],
        "review the match move by move (again: leave)",
    ),
    row(
        Action::ReviewBack,
        "review_back",
        &[Review],
        &["left", "h"],
        "review: one move back",
    ),
    row(
        Action::ReviewForward,
        "review_forward",
        &[Review],
        &["right", "l"],
        "review: one move forward",
    ),
    row(
        Action::ReviewStart,
        "review_start",
        &[Review],
        &["home"],
        "review: the empty board",
    ),
    row(
        Action::ReviewEnd,
        "review_end",
        &[Review],
        &["end"],
        "review: the last move",
    ),
    row(
        Action::Opponent,
        "opponent",
        &[Board, Menu, Squares],
        &["o"],
        "choose the opponent (and who starts), or the other game",
    ),
    row(
        Action::Help,
        "help",
        &[Board, Help, Review, Squares],
        &["?"],
        "show or hide this help",
    ),
    row(
        Action::Quit,
        "quit",
        &[Board, Help, Menu, Notice, Review, Squares],
        &["q"],
        "quit (asks mid-match)",
    ),
    row(
        Action::Close,
        "close",
        &[Board, Help, Menu, Notice, Review, Squares],
        &["esc"],
        "close what is open; on the board, quit",
    ),
    row(
        Action::MenuUp,
        "menu_up",
        &[Menu],
        &["up", "k"],
        "menu: move up",
    ),
    row(
        Action::MenuDown,
        "menu_down",
        &[Menu],
        &["down", "j"],
        "menu: move down",
    ),
    row(
        Action::Choose,
        "choose",
        &[Menu],
        &["enter", "space"],
        "menu: take the line",
    ),
    row(
        Action::Yes,
        "yes",
        &[Confirm],
        &["y", "Y", "enter"],
        "answer yes to a question (or accept a draw)",
    ),
    row(
        Action::No,
        "no",
        &[Confirm],
        &["n", "N", "esc"],
        "answer no to a question (or decline a draw)",
    ),
    row(
        Action::Dismiss,
        "dismiss",
        &[Notice],
        &["enter", "space"],
        "dismiss a notice about the scores",
    ),
];

/// The names of the actions, as the config's `[keys]` section writes them.
pub const ACTION_NAMES: [&str; ACTIONS.len()] = {
    let mut names = [""; ACTIONS.len()];
    let mut i = 0;
    while i < ACTIONS.len() {
        names[i] = ACTIONS[i].name;
        i += 1;
    }
    names
};

impl Action {
    pub fn info(self) -> &'static ActionInfo {
        ACTIONS
            .iter()
            .find(|info| info.action == self)
            .expect("every action has a row")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_games_help_speaks_of_that_game_only() {
        for info in &ACTIONS {
            let board = info.help_in(Context::Board);
            let squares = info.help_in(Context::Squares);
            if info.contexts.contains(&Context::Board) {
                assert!(!board.contains("checkers"), "{}: {board}", info.name);
            }
            if info.contexts.contains(&Context::Squares) {
                assert!(!squares.contains("column"), "{}: {squares}", info.name);
            }
        }
    }

    #[test]
    fn every_action_has_exactly_one_row_with_a_unique_name() {
        for (i, info) in ACTIONS.iter().enumerate() {
            assert_eq!(info.action.info().name, info.name);
            assert!(
                ACTIONS[i + 1..].iter().all(|other| other.name != info.name),
                "{} twice",
                info.name
            );
            assert!(!info.contexts.is_empty() && !info.default_keys.is_empty());
        }
    }
}
